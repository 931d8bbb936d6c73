import sanitizeHtml from 'sanitize-html';
import { parseImagePath } from '../images/url';

/**
 * An article or page body from the studio's rich-text editor, cut down to what the club site renders:
 * paragraphs, two levels of subheading, bold and italic, links, lists, quotes, tables (a caption, header
 * cells, cells spanning rows or columns; the editor's column sizes go) and figures of images from the
 * club's own image library. Everything else goes: scripts, styles, event handlers, iframes, other
 * sites' images, `javascript:` and `data:` links. The browser never decides what is safe: this runs on
 * every save, so whatever reaches the database is what the allowlist lets through.
 *
 * sanitize-html (a parser and an allowlist, no DOM) rather than DOMPurify: DOMPurify needs a DOM on the
 * server (jsdom), a large dependency for one function; sanitize-html is the usual server-side choice.
 */
const allowedTags = [
  ...['p', 'br', 'h2', 'h3', 'strong', 'em', 'a', 'ul', 'ol', 'li', 'blockquote', 'img', 'figure', 'figcaption'],
  // The content pages' prices, times and contacts (issue 28: a save from the studio dropped them).
  ...['table', 'caption', 'thead', 'tbody', 'tr', 'th', 'td'],
];

// An image in a body is one of ours: a rendition URL of the image service (`/images/{size}/{key}`).
function isOurImage(src: string | undefined): boolean {
  if (!src?.startsWith('/images/')) return false;
  return parseImagePath(src.slice('/images/'.length)).ok;
}

const options: sanitizeHtml.IOptions = {
  allowedTags,
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  // Relative links (to the club's own pages) have no scheme and pass; protocol-relative ones ('//x') do not.
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // The editor's other marks and headings, as the nearest thing the page renders.
  transformTags: {
    b: 'strong',
    i: 'em',
    h1: 'h2',
    h4: 'h3',
    h5: 'h3',
    h6: 'h3',
    a: (tagName, attribs) => {
      const { href, target } = attribs;
      const link: Record<string, string> = href === undefined ? {} : { href };
      // A new tab must not get a handle on this page (window.opener), whatever rel the editor sent.
      if (target === '_blank') Object.assign(link, { target: '_blank', rel: 'noopener noreferrer' });
      return { tagName, attribs: link };
    },
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !isOurImage(frame.attribs.src),
};

export function sanitiseBody(html: string): string {
  return sanitizeHtml(html, options).trim();
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/**
 * The words of a sanitised body without markup: what search indexes (`body_text`) and what publishing
 * checks is not empty. A block (and a table's cell) ends a line, so words of two paragraphs never run together.
 */
export function bodyText(sanitised: string): string {
  const spaced = sanitised.replace(/<\/(p|h2|h3|li|blockquote|figcaption|caption|th|td)>|<br\s*\/?>/g, '$&\n');
  const text = sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} });
  return text
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_match, name: string) => entities[name] ?? '')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}
