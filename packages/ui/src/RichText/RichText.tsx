import { use, useId, useState } from 'react';
import * as styles from './RichText.css';
import { initialSanitiser } from '#richText/initialSanitiser';

export type RichTextProps = {
  /** HTML from the CMS (article bodies, content pages, package information). Sanitised here. */
  html: string;
};

type Sanitise = (html: string) => string;
// The server has it from the start, so a server render never waits; the browser has none until
// loadSanitiser (package.json `imports` picks the file by the `browser` condition).
let sanitise: Sanitise | undefined = initialSanitiser;
let sanitiserLoading: Promise<void> | undefined;

/**
 * Loads RichText's sanitiser now, so a block rendered later shows at once instead of suspending while
 * it loads: for a page about to show CMS HTML it has no server render of, and for tests.
 */
export function preloadRichText(): Promise<void> {
  return loadSanitiser();
}

/**
 * The sanitiser (DOMPurify, 11 KB gzip) is a module of its own, fetched the first time a page needs
 * it rather than with every page that shows CMS HTML (issue 13). One fetch for the page's life; a
 * failed one is tried again by the next render that needs it.
 */
function loadSanitiser(): Promise<void> {
  sanitiserLoading ??= import('./sanitizeHtml').then(
    (module) => {
      sanitise = module.sanitizeHtml;
    },
    (error: unknown) => {
      sanitiserLoading = undefined;
      throw error;
    },
  );
  return sanitiserLoading;
}

/**
 * The markup the server rendered for this block, while the page hydrates: it was sanitised there, and
 * reusing it is what lets an article or a content page hydrate without fetching the sanitiser at all.
 * `useId` gives the block the same id on the server and in the hydrating browser.
 */
function servedMarkup(id: string): string | undefined {
  return typeof document === 'undefined' ? undefined : document.getElementById(id)?.innerHTML;
}

/**
 * CMS HTML, sanitised and set in the design system's type: headings, lists, links, tables, quotes.
 * Links inside it are plain anchors; the app may route internal ones by delegating clicks. When the
 * sanitiser is not loaded yet and there is no served markup to reuse (a client-side navigation), the
 * block suspends until it is.
 */
export function RichText({ html }: RichTextProps) {
  const id = useId();
  const [served] = useState(() => ({ html, markup: servedMarkup(id) }));
  let clean: string;
  if (served.markup !== undefined && served.html === html) {
    clean = served.markup;
  } else {
    if (!sanitise) use(loadSanitiser());
    clean = sanitise!(html);
  }
  return <div id={id} className={styles.root} dangerouslySetInnerHTML={{ __html: clean }} />;
}
