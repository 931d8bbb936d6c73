import type { ReactNode } from 'react';
import { FooterMenu, type FooterColumn } from '../FooterMenu/FooterMenu';
import { Logo } from '../Logo/Logo';
import type { NavLink } from '../NavLink';
import { Link } from '../private/Link';
import * as styles from './SiteFooter.css';

export type { FooterColumn } from '../FooterMenu/FooterMenu';

export type SiteFooterProps = {
  clubName: string;
  /** The menus, drawn by `FooterMenu`. */
  columns: FooterColumn[];
  legalLinks?: NavLink[];
  copyright: string;
  /** The platform notice, e.g. 'Built on the Club Platform'. */
  builtOn?: string;
  /** `AdvertSlot`s, above everything else. */
  adverts?: ReactNode;
  /** `SponsorRows`. */
  sponsors?: ReactNode;
  /** `SocialLinks`, beside the logo. */
  social?: ReactNode;
  /** `ContactLinks`, beside the logo. */
  contact?: ReactNode;
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

/**
 * The club site's footer: optional adverts and sponsor rows, the logo with social and contact links,
 * menu columns, legal links, copyright and the platform notice.
 */
export function SiteFooter({
  clubName,
  columns,
  legalLinks,
  copyright,
  builtOn,
  adverts,
  sponsors,
  social,
  contact,
}: SiteFooterProps) {
  return (
    <footer className={styles.root}>
      <div className={styles.inner}>
        {adverts != null && <div className={styles.adverts}>{adverts}</div>}
        {sponsors != null && <div className={styles.sponsors}>{sponsors}</div>}
        <div className={styles.brand}>
          <Logo clubName={clubName} />
          {(social != null || contact != null) && (
            <div className={styles.reach}>
              {social}
              {contact}
            </div>
          )}
        </div>
        <FooterMenu columns={columns} />
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
