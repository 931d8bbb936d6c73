import { style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css';

export const root = style({
  overflow: 'hidden',
  borderRadius: vars.radius.standard,
  background: vars.color.surfaceInverse,
});

export const media = style({ overflow: 'hidden' });

export const titleBar = style({
  position: 'absolute',
  insetInline: 0,
  bottom: 0,
  padding: vars.space.medium,
  paddingTop: vars.space.xlarge,
  background: `linear-gradient(to top, ${vars.color.surfaceInverse}, transparent)`,
});

export const title = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xsmall,
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.heading.level4.fontSize,
  lineHeight: vars.heading.level4.lineHeight,
  fontWeight: 700,
  textTransform: 'uppercase',
  color: vars.color.textInverse,
});

// Without a title the link is the image itself; it still needs the card's whole area.
export const imageLink = style({ display: 'block' });
