import { useMemo } from 'react';
import * as styles from './RichText.css';
import { sanitizeHtml } from './sanitizeHtml';

export type RichTextProps = {
  /** HTML from the CMS (article bodies, content pages, package information). Sanitised here. */
  html: string;
};

/**
 * CMS HTML, sanitised and set in the design system's type: headings, lists, links, tables, quotes.
 * Links inside it are plain anchors; the app may route internal ones by delegating clicks.
 */
export function RichText({ html }: RichTextProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={styles.root} dangerouslySetInnerHTML={{ __html: clean }} />;
}
