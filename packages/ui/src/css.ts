// For other packages' `.css.ts` files: the theme contract and layout helpers, without any component.
export { vars } from './themes/contract.css';
export type { ThemeVars } from './themes/contract.css';
export { sprinkles } from './styles/sprinkles.css';
export type { Sprinkles } from './styles/sprinkles.css';
export { breakpoints, breakpointNames, breakpointQuery } from './styles/breakpoints';
export type { Breakpoint } from './styles/breakpoints';
export { responsiveStyle } from './styles/responsiveStyle';
export type { ResponsiveStyle } from './styles/responsiveStyle';
export { renderWhenNear } from './styles/renderWhenNear';
