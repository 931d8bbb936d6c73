import { Icon } from '../Icon/Icon';
import type { IconName } from '../Icon/iconNames';
import { ButtonBase, type ButtonElementOrLinkProps } from '../private/ButtonBase';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
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
  // The label is hidden text rather than aria-label, so a new-tab link still announces the new tab.
  return (
    <ButtonBase className={button({ variant, size, shape: 'icon' })} {...elementProps}>
      <Icon name={icon} size={buttonIconSize(size)} />
      <VisuallyHidden>{label}</VisuallyHidden>
    </ButtonBase>
  );
}
