import { Icon } from '../Icon/Icon';
import type { IconName } from '../Icon/iconNames';
import { ButtonBase, type ButtonElementOrLinkProps } from '../private/ButtonBase';
import { button } from '../Button/Button.css';
import { buttonIconSize, type ButtonSize, type ButtonVariant } from '../Button/Button';

export type IconButtonProps = ButtonElementOrLinkProps & {
  /** The accessible name. Required: an icon alone says nothing to a screen reader. */
  label: string;
  icon: IconName;
  variant?: ButtonVariant;
  size?: ButtonSize;
};

/** A round button showing only an icon (search, burger, close, play). */
export function IconButton({ label, icon, variant = 'ghost-dark', size = 'standard', ...elementProps }: IconButtonProps) {
  return (
    <ButtonBase className={button({ variant, size, shape: 'icon' })} {...elementProps} aria-label={label}>
      <Icon name={icon} size={buttonIconSize(size)} />
    </ButtonBase>
  );
}
