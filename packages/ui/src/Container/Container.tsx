import type { ReactNode } from 'react';
import * as styles from './Container.css';

export const containerWidths = ['narrow', 'default', 'wide'] as const;
export type ContainerWidth = (typeof containerWidths)[number];

export const containerTags = ['div', 'section', 'article', 'main'] as const;

export type ContainerProps = {
  children: ReactNode;
  /** narrow: reading measure (articles); default: page content; wide: edge-to-edge rows. */
  width?: ContainerWidth;
  as?: (typeof containerTags)[number];
  id?: string;
};

/** Centres content at a maximum width with the page gutters. */
export function Container({ children, width = 'default', as: Tag = 'div', id }: ContainerProps) {
  return (
    <Tag className={styles.container({ width })} id={id}>
      {children}
    </Tag>
  );
}
