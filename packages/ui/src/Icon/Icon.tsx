import type { IconName } from './iconNames';
import * as styles from './Icon.css';
// One static sprite for every icon (issue 13): the drawings are a file the browser fetches once and
// caches for every page, not 7 KB of paths in each page's first-load script. `no-inline`: a `<use>` of a
// data: URL is refused by browsers, so the sprite must stay a file whatever its size.
import spriteUrl from './icons.svg?url&no-inline';

export const iconSizes = ['inherit', 'xsmall', 'small', 'standard', 'large', 'xlarge'] as const;
export type IconSize = (typeof iconSizes)[number];

export type IconProps = {
  name: IconName;
  size?: IconSize;
  /** Names the icon for assistive technology. Leave it out when the icon sits beside its own text. */
  title?: string;
};

export function Icon({ name, size = 'standard', title }: IconProps) {
  const a11y = title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true };
  return (
    // The stroke set here is inherited by the symbol's shapes through `<use>`; solid marks set their own fill.
    <svg
      className={styles.icon({ size })}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      data-icon={name}
      {...a11y}
    >
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}
