import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from '../themes/contract.css';
import { breakpointNames, breakpointQuery, type Breakpoint } from './breakpoints';
import { inverseColors } from './inverse';

const conditions = {
  base: {},
  ...Object.fromEntries(breakpointNames.map((name) => [name, { '@media': breakpointQuery(name) }])),
} as { base: object } & Record<Breakpoint, { '@media': string }>;

const responsiveProperties = defineProperties({
  conditions,
  defaultCondition: 'base',
  properties: {
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'row-reverse', 'column', 'column-reverse'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between', 'space-around'],
    textAlign: ['left', 'center', 'right'],
    gap: vars.space,
    rowGap: vars.space,
    columnGap: vars.space,
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
    borderRadius: vars.radius,
    boxShadow: vars.shadow,
    flexGrow: [0, 1],
    flexShrink: [0, 1],
    minWidth: [0],
  },
});

export const sprinkles = createSprinkles(responsiveProperties, staticProperties);

export type Sprinkles = Parameters<typeof sprinkles>[0];
