import { style } from '@vanilla-extract/css';
import { responsiveStyle } from '../styles/responsiveStyle';
import { vars } from '../themes/contract.css';
import { slideFromRight } from '../SidePanel/SidePanel.css';

// SPEC 2.5: the search panel fills a phone and is 400px wide from tablets (640px) up.
export const panel = style([
  {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    marginLeft: 'auto',
    height: '100%',
    background: vars.color.surface,
    color: vars.color.text,
    borderLeft: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.large,
    animation: `${slideFromRight} ${vars.duration.slow} ease-out`,
    outline: 'none',
  },
  responsiveStyle({ base: { width: '100%' }, 640: { width: 400 } }),
]);
