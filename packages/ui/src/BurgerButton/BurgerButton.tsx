import { IconButton } from '../IconButton/IconButton';
import { preloadOverlay } from '../private/focusTrapLoader';

export type BurgerButtonProps = {
  onClick: () => void;
  /** Whether the menu is open: read out as expanded or collapsed. */
  expanded: boolean;
  /** The menu's id. */
  controls: string;
  label?: string;
};

/**
 * Opens and closes the main menu; the icon turns into a cross while it is open. Hovering or focusing it
 * fetches the overlay's focus trap ahead of the first opening.
 */
export function BurgerButton({ onClick, expanded, controls, label = 'Menu' }: BurgerButtonProps) {
  return (
    <IconButton
      label={label}
      icon={expanded ? 'Close' : 'Burger'}
      variant="label-light"
      size="small"
      onClick={onClick}
      onPointerEnter={preloadOverlay}
      onFocus={preloadOverlay}
      aria-expanded={expanded}
      aria-controls={controls}
    />
  );
}
