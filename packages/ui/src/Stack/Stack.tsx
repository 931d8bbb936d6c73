import { Children, type ReactNode } from 'react';
import { horizontalAlignments, toFlexAlignment, type HorizontalAlignment } from '../styles/alignment';
import { sprinkles, type Sprinkles } from '../styles/sprinkles.css';
import { reset } from '../Box/Box.css';

export const stackTags = ['div', 'ul', 'ol', 'section'] as const;
export const stackAlignments = ['stretch', ...horizontalAlignments] as const;
export type StackAlignment = (typeof stackAlignments)[number];

export type StackProps = {
  children: ReactNode;
  /** The gap between items; responsive, e.g. `{ base: 'medium', 1024: 'large' }`. */
  space: NonNullable<Sprinkles['gap']>;
  align?: StackAlignment;
  /** A list tag wraps each child in an `<li>`, so callers never write list markup. */
  as?: (typeof stackTags)[number];
};

function alignItems(align: StackAlignment) {
  return align === 'stretch' ? 'stretch' : toFlexAlignment(align satisfies HorizontalAlignment);
}

/** Vertical rhythm: children one above the other with an even gap, no margins. */
export function Stack({ children, space, align = 'stretch', as: Tag = 'div' }: StackProps) {
  const isList = Tag === 'ul' || Tag === 'ol';
  const className = `${reset} ${sprinkles({
    display: 'flex',
    flexDirection: 'column',
    gap: space,
    alignItems: alignItems(align),
  })}`;
  return (
    <Tag className={className}>
      {isList ? Children.toArray(children).map((child, index) => <li key={index}>{child}</li>) : children}
    </Tag>
  );
}
