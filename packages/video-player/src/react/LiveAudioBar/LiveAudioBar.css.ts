import { breakpointQuery, vars } from '@club/ui/css';
import { keyframes, style } from '@vanilla-extract/css';
import { inverseColors } from '../shared/inverse';

const drift = keyframes({
  '0%': { backgroundPosition: '0% 50%' },
  '50%': { backgroundPosition: '100% 50%' },
  '100%': { backgroundPosition: '0% 50%' },
});

/** SPEC 2.5: fixed at the bottom, 60px high on mobile, 120px from 1024px, at most 960px wide. */
export const bar = style({
  position: 'fixed',
  bottom: 0,
  left: '50%',
  transform: 'translateX(-50%)',
  width: '100%',
  maxWidth: 960,
  zIndex: vars.zIndex.sticky,
  color: '#fff',
  background: '#0b1f4b',
  boxShadow: vars.shadow.large,
});
export const background = style({
  position: 'absolute',
  inset: 0,
  opacity: 0,
  background: 'linear-gradient(120deg, #0b1f4b, #1d4ed8, #0b1f4b, #10306f)',
  backgroundSize: '300% 300%',
  transition: 'opacity 400ms',
  selectors: {
    // SPEC 2.5: a 60 second loop while playing; still for anyone who asks for less motion.
    [`${bar}[data-state="playing"] &`]: { opacity: 1, animation: `${drift} 60s linear infinite` },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { selectors: { [`${bar}[data-state="playing"] &`]: { animation: 'none' } } } },
});
export const content = style({
  ...inverseColors,
  position: 'relative',
  height: 60,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  padding: `0 ${vars.space.small}`,
  '@media': { [breakpointQuery('1024')]: { height: 120, padding: `0 ${vars.space.large}`, gap: vars.space.medium } },
});
export const heading = style({ flex: 1, minWidth: 0, display: 'grid' });
export const title = style({
  margin: 0,
  fontSize: vars.text.standard.fontSize,
  '@media': { [breakpointQuery('1024')]: { fontSize: vars.heading.level3.fontSize } },
});
export const subtitle = style({
  margin: 0,
  fontSize: vars.text.small.fontSize,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.xsmall });
export const errorBox = style({
  position: 'relative',
  padding: vars.space.small,
  background: vars.color.surface,
  color: vars.color.text,
  borderTop: `4px solid ${vars.color.critical}`,
});
export const errorText = style({ margin: 0 });
export const errorLink = style({ color: vars.color.link, textDecoration: 'underline' });
export const media = style({ display: 'none' });
