import { isInternalHref } from '@club/ui';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import * as styles from './Sports.css';

export interface PickerOption {
  label: string;
  href: string;
  current: boolean;
}

/**
 * A choice that changes the URL: a row of real links, so it works before (or without) JavaScript and
 * every choice has an address to share. The chosen one is `aria-current="page"`.
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
              // Exact: the router would otherwise mark '/matches' current on '/matches/u21' too.
              <Link
                to={option.href}
                activeOptions={{ exact: true }}
                activeProps={{}}
                className={styles.pill}
                aria-current={option.current ? 'page' : undefined}
              >
                {option.label}
              </Link>
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
