import type { HTMLAttributes, ReactNode } from 'react';
import { sprinkles, type Sprinkles } from '../styles/sprinkles.css';
import * as styles from './Box.css';

export const boxTags = [
  'div',
  'span',
  'section',
  'article',
  'aside',
  'header',
  'footer',
  'nav',
  'main',
  'ul',
  'ol',
  'li',
  'p',
  'figure',
] as const;
export type BoxTag = (typeof boxTags)[number];

type NativeProps = Omit<HTMLAttributes<HTMLElement>, 'className' | 'style' | 'color' | keyof Sprinkles>;

export type BoxProps = Sprinkles &
  NativeProps & {
    as?: BoxTag;
    children?: ReactNode;
  };

/**
 * The layout primitive: an element from a fixed list of tags, styled only through sprinkles props.
 * No `className` or `style`: a one-off need becomes a sprinkle or a component, not an escape hatch.
 */
export function Box({ as: Tag = 'div', children, ...props }: BoxProps) {
  const atoms: Record<string, unknown> = {};
  const native: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) atoms[key] = value;
    else native[key] = value;
  }
  return (
    <Tag className={`${styles.reset} ${sprinkles(atoms as Sprinkles)}`} {...native}>
      {children}
    </Tag>
  );
}
