import type { ReactNode } from 'react';
import { Icon, type IconSize } from '../Icon/Icon';
import type { IconName } from '../Icon/iconNames';
import { ButtonBase, type ButtonElementOrLinkProps } from '../private/ButtonBase';
import * as styles from './Button.css';

/** SPEC 5's six button types. */
export const buttonVariants = [
  'primary-dark',
  'primary-light',
  'ghost-dark',
  'ghost-light',
  'label-dark',
  'label-light',
] as const;
export type ButtonVariant = (typeof buttonVariants)[number];

export const buttonSizes = ['small', 'standard'] as const;
export type ButtonSize = (typeof buttonSizes)[number];

export const iconAlignments = ['left', 'right'] as const;
export type IconAlign = (typeof iconAlignments)[number];

export type ButtonProps = ButtonElementOrLinkProps & {
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  icon?: IconName;
  iconAlign?: IconAlign;
};

export function buttonIconSize(size: ButtonSize): IconSize {
  switch (size) {
    case 'small':
      return 'xsmall';
    case 'standard':
      return 'small';
    default:
      return size satisfies never;
  }
}

/**
 * A call to action. With `href` it is a link (internal through the app's router, external as a
 * plain anchor); without, a `<button>` (`type="button"` by default, so it never submits by accident).
 */
export function Button({
  children,
  variant = 'primary-dark',
  size = 'standard',
  icon,
  iconAlign = 'left',
  ...elementProps
}: ButtonProps) {
  const iconElement = icon ? <Icon name={icon} size={buttonIconSize(size)} /> : null;
  return (
    <ButtonBase className={styles.button({ variant, size })} {...elementProps}>
      {iconAlign === 'left' && iconElement}
      <span>{children}</span>
      {iconAlign === 'right' && iconElement}
    </ButtonBase>
  );
}
