import { style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.small,
  paddingBlock: vars.space.xxlarge,
  paddingInline: vars.space.medium,
  textAlign: 'center',
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 64,
  height: 64,
  marginBottom: vars.space.xsmall,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceRaised,
  color: vars.color.textBrand,
});

export const message = style({ maxWidth: 480 });

export const action = style({ marginTop: vars.space.small });
