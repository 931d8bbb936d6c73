import type { NavLink } from '../NavLink';
import { Link } from '../private/Link';
import * as styles from './FooterMenu.css';

export type FooterColumn = { title: string; links: NavLink[] };

export type FooterMenuProps = {
  columns: FooterColumn[];
  /** The nav landmark's name. */
  label?: string;
};

function columnCount(length: number): 1 | 2 | 3 | 4 {
  return Math.min(Math.max(length, 1), 4) as 1 | 2 | 3 | 4;
}

/** The footer's menus: one titled list per column, one to four columns by width (SPEC 2.5). */
export function FooterMenu({ columns, label = 'Footer' }: FooterMenuProps) {
  if (columns.length === 0) return null;
  return (
    <nav aria-label={label}>
      <ul className={styles.columns({ count: columnCount(columns.length) })}>
        {columns.map((column) => (
          <li key={column.title}>
            <h2 className={styles.columnTitle}>{column.title}</h2>
            <ul className={styles.links}>
              {column.links.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} newTab={link.newTab} className={styles.link}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </nav>
  );
}
