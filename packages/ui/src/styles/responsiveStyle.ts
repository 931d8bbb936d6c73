import type { StyleRule } from '@vanilla-extract/css';
import { breakpointNames, breakpointQuery, type Breakpoint } from './breakpoints';

type CSSProps = Omit<StyleRule, '@media' | '@supports' | '@container' | '@layer' | 'selectors'>;

export type ResponsiveStyle = { base?: CSSProps } & { [B in Breakpoint]?: CSSProps };

/**
 * Turns `{ base, 760: {...}, 1024: {...} }` into a style rule with min-width media queries, emitted
 * in ascending order so a wider breakpoint always overrides a narrower one.
 */
export function responsiveStyle({ base, ...byBreakpoint }: ResponsiveStyle): StyleRule {
  const media: Record<string, CSSProps> = {};
  for (const breakpoint of breakpointNames) {
    const rule = byBreakpoint[breakpoint];
    if (rule) media[breakpointQuery(breakpoint)] = rule;
  }
  return Object.keys(media).length > 0 ? { ...base, '@media': media } : { ...base };
}
