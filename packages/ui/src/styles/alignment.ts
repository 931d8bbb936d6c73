export const horizontalAlignments = ['left', 'center', 'right'] as const;
export type HorizontalAlignment = (typeof horizontalAlignments)[number];

export const verticalAlignments = ['top', 'center', 'bottom'] as const;
export type VerticalAlignment = (typeof verticalAlignments)[number];

type FlexAlignment = 'flex-start' | 'center' | 'flex-end';

/** Writing-direction words for people, flex words for CSS. */
export function toFlexAlignment(value: HorizontalAlignment | VerticalAlignment): FlexAlignment {
  switch (value) {
    case 'left':
    case 'top':
      return 'flex-start';
    case 'center':
      return 'center';
    case 'right':
    case 'bottom':
      return 'flex-end';
    default:
      return value satisfies never;
  }
}
