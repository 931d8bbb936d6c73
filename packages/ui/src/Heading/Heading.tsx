import type { ReactNode } from 'react';
import * as styles from './Heading.css';

export const headingLevels = [1, 2, 3, 4, 5, 6] as const;
export type HeadingLevel = (typeof headingLevels)[number];

/** SPEC 5: a heading renders as h1 to h6 or a span. */
export const headingTags = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'span'] as const;
export type HeadingTag = (typeof headingTags)[number];

export const headingTones = ['default', 'brand', 'inverse'] as const;
export type HeadingTone = (typeof headingTones)[number];

export type HeadingProps = {
  children: ReactNode;
  /** The visual size, and the tag unless `as` says otherwise. */
  level: HeadingLevel;
  /** Decouples document outline from looks: an h2 that reads like a level-4, or a span. */
  as?: HeadingTag;
  tone?: HeadingTone;
  id?: string;
};

export function Heading({ children, level, as, tone = 'default', id }: HeadingProps) {
  const Tag = as ?? (`h${level}` as const);
  return (
    <Tag className={styles.heading({ level, tone })} id={id}>
      {children}
    </Tag>
  );
}
