import { Logo } from '../Logo/Logo';
import type { NavLink } from '../NavLink';
import { Link } from '../private/Link';
import * as styles from './SiteFooter.css';

export type FooterColumn = { title: string; links: NavLink[] };

export type SiteFooterProps = {
  clubName: string;
  columns: FooterColumn[];
  legalLinks?: NavLink[];
  copyright: string;
  /** The platform notice, e.g. 'Built on the Club Platform'. */
  builtOn?: string;
};

function LinkList({ links, className }: { links: NavLink[]; className: string }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.href}>
          <Link href={link.href} newTab={link.newTab} className={styles.link}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function columnCount(length: number): 1 | 2 | 3 | 4 {
  return Math.min(Math.max(length, 1), 4) as 1 | 2 | 3 | 4;
}

/** The club site's footer: menu columns, legal links, copyright and the platform notice. */
export function SiteFooter({ clubName, columns, legalLinks, copyright, builtOn }: SiteFooterProps) {
  return (
    <footer className={styles.root}>
      <div className={styles.inner}>
        <Logo clubName={clubName} />
        {columns.length > 0 && (
          <nav aria-label="Footer">
            <ul className={styles.columns({ count: columnCount(columns.length) })}>
              {columns.map((column) => (
                <li key={column.title}>
                  <h2 className={styles.columnTitle}>{column.title}</h2>
                  <LinkList links={column.links} className={styles.links} />
                </li>
              ))}
            </ul>
          </nav>
        )}
        <div className={styles.bottom}>
          {legalLinks && legalLinks.length > 0 && (
            <nav aria-label="Legal">
              <LinkList links={legalLinks} className={styles.legal} />
            </nav>
          )}
          <div className={styles.smallPrint}>
            <p>{copyright}</p>
            {builtOn && <p>{builtOn}</p>}
          </div>
        </div>
      </div>
    </footer>
  );
}
