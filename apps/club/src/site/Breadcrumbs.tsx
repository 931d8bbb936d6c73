import { type NavLink, TextLink } from '@club/ui';
import * as styles from './Breadcrumbs.css';

/** The trail above a page's title: links up the site, then the page itself when it is named. */
export function Breadcrumbs({ links, current }: { links: NavLink[]; current?: string }) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className={styles.list}>
        {links.map((link) => (
          <li key={link.href}>
            <TextLink href={link.href} tone="neutral">
              {link.label}
            </TextLink>
          </li>
        ))}
        {current !== undefined && <li aria-current="page">{current}</li>}
      </ol>
    </nav>
  );
}
