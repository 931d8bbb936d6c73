import type { ReactNode } from 'react';
import { Logo } from '../Logo/Logo';
import type { NavLink } from '../NavLink';
import { ariaCurrent, navItemState } from '../private/currentPath';
import { Link } from '../private/Link';
import * as styles from './SiteHeader.css';

/** SPEC 9's default is 'transparent-dark'; the error page asks for 'solid' (SPEC 2.5). */
export const headerAppearances = ['transparent-dark', 'solid'] as const;
export type HeaderAppearance = (typeof headerAppearances)[number];

export type SiteHeaderProps = {
  logoHref: string;
  clubName: string;
  primaryNav: NavLink[];
  secondaryNav?: NavLink[];
  /** Any other actions, after the slots below. The app owns their behaviour. */
  actions?: ReactNode;
  /** A `GlobalNav`, drawn as a bar above the 90px header row. */
  globalNav?: ReactNode;
  /** `SponsorLogos`; shown from 1200px, where the row has room for them. */
  sponsors?: ReactNode;
  /** A `SearchButton`. */
  search?: ReactNode;
  /** A `ProfileButton`. */
  profile?: ReactNode;
  /** A `BurgerButton`, always last. */
  burger?: ReactNode;
  /** The path being shown, to mark the current nav item. */
  currentPath?: string;
  appearance?: HeaderAppearance;
};

function NavList({ links, currentPath }: { links: NavLink[]; currentPath: string | undefined }) {
  return (
    <ul className={styles.list}>
      {links.map((link) => (
        <li key={link.href}>
          <Link
            href={link.href}
            newTab={link.newTab}
            className={styles.navLink}
            aria-current={ariaCurrent(navItemState(link.href, currentPath))}
          >
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * The club site's header (90px): logo home, primary nav, and an actions slot. Presentational only:
 * hide-on-scroll and stickiness arrive with the layout.
 */
export function SiteHeader({
  logoHref,
  clubName,
  primaryNav,
  secondaryNav,
  actions,
  globalNav,
  sponsors,
  search,
  profile,
  burger,
  currentPath,
  appearance = 'transparent-dark',
}: SiteHeaderProps) {
  const hasSecondaryNav = secondaryNav !== undefined && secondaryNav.length > 0;
  const hasActions = [sponsors, search, profile, burger, actions].some((slot) => slot != null);
  return (
    <header className={styles.root({ appearance })} data-appearance={appearance}>
      {globalNav}
      <div className={styles.inner}>
        <div className={styles.logo}>
          <Logo href={logoHref} clubName={clubName} />
        </div>
        <nav aria-label="Primary" className={styles.primaryNav}>
          <NavList links={primaryNav} currentPath={currentPath} />
        </nav>
        {(hasSecondaryNav || hasActions) && (
          <div className={styles.actions}>
            {sponsors != null && <div className={styles.sponsors}>{sponsors}</div>}
            {hasSecondaryNav && (
              <nav aria-label="Secondary" className={styles.secondaryNav}>
                <NavList links={secondaryNav} currentPath={currentPath} />
              </nav>
            )}
            {search}
            {profile}
            {actions}
            {burger}
          </div>
        )}
      </div>
    </header>
  );
}
