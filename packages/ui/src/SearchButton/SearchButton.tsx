import { IconButton } from '../IconButton/IconButton';
import { preloadOverlay } from '../private/focusTrapLoader';

export type SearchButtonProps = {
  onClick: () => void;
  label?: string;
  /** Whether the search panel is open. */
  expanded?: boolean;
  /** The search panel's id, once it is in the page. */
  controls?: string;
};

/**
 * Opens the search panel. The app owns the panel and whether it is open. Hovering or focusing it fetches
 * the overlay's focus trap, so the panel holds focus from its first opening.
 */
export function SearchButton({ onClick, label = 'Search', expanded, controls }: SearchButtonProps) {
  return (
    <IconButton
      label={label}
      icon="Search"
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
