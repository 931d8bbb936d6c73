import { Icon } from '../Icon/Icon';
import type { NavLink } from '../NavLink';
import { ariaCurrent, navItemState } from '../private/currentPath';
import { Link } from '../private/Link';
import * as styles from './GlobalNav.css';

export type GlobalNavProps = {
  /** SPEC 2.3's sticky nav: Club Site, Tickets, Shop (new tab), Club TV, App. */
  items: NavLink[];
  /** The nav landmark's name; the header already has 'Primary' and 'Secondary'. */
  label?: string;
  currentPath?: string;
};

/**
 * The thin bar across the top of every page linking the club's sites (32px, 44px from 760px).
 * Presentational: the layout that renders it makes it sticky.
 */
export function GlobalNav({ items, label = 'Club sites', currentPath }: GlobalNavProps) {
  return (
    <nav aria-label={label} className={styles.root}>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.href}>
            <Link
              href={item.href}
              newTab={item.newTab}
              className={styles.link}
              aria-current={ariaCurrent(navItemState(item.href, currentPath))}
            >
              {item.label}
              {item.newTab && <Icon name="ExternalLink" size="inherit" />}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
