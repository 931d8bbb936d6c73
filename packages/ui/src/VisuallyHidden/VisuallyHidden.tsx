import type { ReactNode } from 'react';
import * as styles from './VisuallyHidden.css';

export const visuallyHiddenTags = ['span', 'div', 'h2', 'h3', 'h4'] as const;

export type VisuallyHiddenProps = {
  children: ReactNode;
  as?: (typeof visuallyHiddenTags)[number];
  id?: string;
};

/** Text for assistive technology only: a screen reader reads it, the page does not show it. */
export function VisuallyHidden({ children, as: Tag = 'span', id }: VisuallyHiddenProps) {
  return (
    <Tag className={styles.root} id={id}>
      {children}
    </Tag>
  );
}
