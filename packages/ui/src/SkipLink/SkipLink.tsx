import * as styles from './SkipLink.css';

export type SkipLinkProps = {
  /** The id of the main content, with its '#'. Layouts give their `<main>` `id="main"`. */
  target?: `#${string}`;
  children?: string;
};

/** The first tab stop of every page: jumps past the header to the content (WCAG 2.4.1). */
export function SkipLink({ target = '#main', children = 'Skip to content' }: SkipLinkProps) {
  return (
    <a className={styles.root} href={target}>
      {children}
    </a>
  );
}
