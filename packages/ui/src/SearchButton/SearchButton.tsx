import { IconButton } from '../IconButton/IconButton';

export type SearchButtonProps = {
  onClick: () => void;
  label?: string;
  /** Whether the search panel is open. */
  expanded?: boolean;
  /** The search panel's id, once it is in the page. */
  controls?: string;
};

/** Opens the search panel. The app owns the panel and whether it is open. */
export function SearchButton({ onClick, label = 'Search', expanded, controls }: SearchButtonProps) {
  return (
    <IconButton
      label={label}
      icon="Search"
      variant="label-light"
      size="small"
      onClick={onClick}
      aria-expanded={expanded}
      aria-controls={controls}
    />
  );
}
