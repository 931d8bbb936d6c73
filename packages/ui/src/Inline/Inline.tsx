import { Children, type ReactNode } from 'react';
import {
  toFlexAlignment,
  type HorizontalAlignment,
  type VerticalAlignment,
} from '../styles/alignment';
import { sprinkles, type Sprinkles } from '../styles/sprinkles.css';
import { reset } from '../Box/Box.css';

export const inlineTags = ['div', 'ul', 'ol'] as const;

export type InlineProps = {
  children: ReactNode;
  /** The gap between items, both across and (when wrapping) between rows. */
  space: NonNullable<Sprinkles['gap']>;
  align?: HorizontalAlignment;
  alignY?: VerticalAlignment;
  /** Wrap onto new rows when out of room (default), or stay on one line. */
  wrap?: boolean;
  as?: (typeof inlineTags)[number];
};

/** Items side by side (buttons, tags, links) with an even gap. */
export function Inline({ children, space, align = 'left', alignY = 'center', wrap = true, as: Tag = 'div' }: InlineProps) {
  const isList = Tag === 'ul' || Tag === 'ol';
  const className = `${reset} ${sprinkles({
    display: 'flex',
    flexDirection: 'row',
    flexWrap: wrap ? 'wrap' : 'nowrap',
    gap: space,
    justifyContent: toFlexAlignment(align),
    alignItems: toFlexAlignment(alignY),
  })}`;
  return (
    <Tag className={className}>
      {isList ? Children.toArray(children).map((child, index) => <li key={index}>{child}</li>) : children}
    </Tag>
  );
}
