/**
 * The vocabulary the navigation seed is written in. A node with children is a Hub, a leaf is Default
 * (SPEC 2.2); a `link` is an external item (postType 'external') and never a page of its own.
 * Published times are London wall-clock times; a node without one inherits its parent's.
 */
export interface PageNode {
  kind: 'page';
  slug: string;
  title: string;
  summary: string;
  /** HTML for a Default page; empty for a Hub, whose children are its content. */
  body: string;
  published?: string;
  children: SeedNode[];
}

export interface LinkNode {
  kind: 'link';
  slug: string;
  title: string;
  url: string;
  newTab: boolean;
  published?: string;
  children: SeedNode[];
}

export type SeedNode = PageNode | LinkNode;

interface PageOptions {
  /** Defaults to the first sentence of the body, as a meta description would. */
  summary?: string;
  published?: string;
}

const paragraphs = (text: string | string[]): string =>
  (Array.isArray(text) ? text : [text]).map((paragraph) => `<p>${paragraph}</p>`).join('');

export function firstSentence(html: string): string {
  const text = html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const end = text.search(/[.!?](\s|$)/);
  return end === -1 ? text : text.slice(0, end + 1);
}

/** A Default page: its body is one paragraph per string. */
export function page(slug: string, title: string, body: string | string[], options: PageOptions = {}): PageNode {
  const html = paragraphs(body);
  return {
    kind: 'page',
    slug,
    title,
    summary: options.summary ?? firstSentence(html),
    body: html,
    published: options.published,
    children: [],
  };
}

/** A Hub page: a summary to introduce it, and the children it leads to. */
export function hub(
  slug: string,
  title: string,
  summary: string,
  children: SeedNode[],
  options: { published?: string } = {},
): PageNode {
  return { kind: 'page', slug, title, summary, body: '', published: options.published, children };
}

/** An external item: the tree lists it, the link leaves the site. */
export function link(
  slug: string,
  title: string,
  url: string,
  options: { newTab: boolean; published?: string; children?: SeedNode[] },
): LinkNode {
  return {
    kind: 'link',
    slug,
    title,
    url,
    newTab: options.newTab,
    published: options.published,
    children: options.children ?? [],
  };
}
