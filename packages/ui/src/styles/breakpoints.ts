/**
 * SPEC 2.5's breakpoints, mobile first. Named by their width so code reads like the spec does
 * ("320px from 760px" is `{ 760: ... }`).
 */
export const breakpointNames = ['375', '450', '640', '700', '760', '1024', '1200', '1440'] as const;

export type Breakpoint = (typeof breakpointNames)[number];

export const breakpoints = {
  375: 375,
  450: 450,
  640: 640,
  700: 700,
  760: 760,
  1024: 1024,
  1200: 1200,
  1440: 1440,
} as const satisfies Record<Breakpoint, number>;

export function breakpointQuery(breakpoint: Breakpoint): string {
  return `screen and (min-width: ${breakpoints[breakpoint]}px)`;
}
