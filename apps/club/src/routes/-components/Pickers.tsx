import { isInternalHref } from '@club/ui';
import { AppLink } from '@tooling/ssr/app';
import { useId } from 'react';
import * as styles from './Sports.css';

export interface PickerOption {
  label: string;
  href: string;
  current: boolean;
}

/**
 * A choice that changes the URL: a row of real links, so it works before (or without) JavaScript and
 * every choice has an address to share (internal ones navigate in the page once it runs). The chosen
 * one is `aria-current="page"`.
 */
export function Picker({ label, options }: { label: string; options: PickerOption[] }) {
  const labelId = useId();
  return (
    <nav aria-labelledby={labelId}>
      <span id={labelId} className={styles.pickerLabel}>
        {label}
      </span>
      <ul className={styles.pickerList}>
        {options.map((option) => (
          <li key={option.href}>
            {isInternalHref(option.href) ? (
              <AppLink href={option.href} className={styles.pill} aria-current={option.current ? 'page' : undefined}>
                {option.label}
              </AppLink>
            ) : (
              <a href={option.href} className={styles.pill}>
                {option.label}
              </a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
