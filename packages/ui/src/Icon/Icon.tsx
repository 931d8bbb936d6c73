import type { IconName } from './iconNames';
import * as styles from './Icon.css';
import { iconPaths } from './paths';

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
      {iconPaths[name]}
    </svg>
  );
}
