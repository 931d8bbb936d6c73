import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from '../themes/contract.css';
import { breakpointQuery, type Breakpoint } from './breakpoints';
import { inverseColors } from './inverse';

/**
 * The breakpoints the layout props answer to: those the pages use (issue 13). Every condition multiplies
 * the responsive properties' classes, and every class is in the site's stylesheet and in the sprinkles
 * table each page's script carries; with all eight breakpoints that was 818 classes, most never used.
 * Add one here when a page needs it (a `{ 640: … }` value does not typecheck until then).
 */
const responsiveBreakpoints = ['760', '1024'] as const satisfies readonly Breakpoint[];

const conditions = {
  base: {},
  ...Object.fromEntries(responsiveBreakpoints.map((name) => [name, { '@media': breakpointQuery(name) }])),
} as { base: object } & Record<(typeof responsiveBreakpoints)[number], { '@media': string }>;

const responsiveProperties = defineProperties({
  conditions,
  defaultCondition: 'base',
  properties: {
    flexDirection: ['row', 'row-reverse', 'column', 'column-reverse'],
    gap: vars.space,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
  },
});

const staticProperties = defineProperties({
  properties: {
    background: {
      surface: { background: vars.color.surface, color: vars.color.text },
      surfaceRaised: { background: vars.color.surfaceRaised, color: vars.color.text },
      surfaceInverse: { background: vars.color.surfaceInverse, ...inverseColors },
      brand: { background: vars.color.brand, ...inverseColors },
    },
    // Not responsive: no page changes these at a breakpoint.
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between', 'space-around'],
    borderRadius: vars.radius,
    boxShadow: vars.shadow,
  },
});

export const sprinkles = createSprinkles(responsiveProperties, staticProperties);

export type Sprinkles = Parameters<typeof sprinkles>[0];
