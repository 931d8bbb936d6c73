import { Image, SidePanel, type NavLink } from '@club/ui';
import { closeMenu, menuOpenAtom } from '@club/site-state';
import { useAtomValue, useSetAtom } from 'jotai';
import { useId } from 'react';
import type { FeaturedLink } from '../layoutData';
import type { MenuTreeLink } from '../navigation';
import * as styles from './MainMenu.css';
import { MenuLink } from './MenuLink';

export interface MainMenuProps {
  /** Points the burger button's aria-controls here. */
  id: string;
  mainNav: NavLink[];
  /** The header hides its secondary nav on phones, so the menu offers it too. */
  secondaryNav: NavLink[];
  menuTree: MenuTreeLink[];
  featured: FeaturedLink[];
}

/**
 * The burger menu (SPEC 2.3): the main menu, every page of the navigation tree in sections that open
 * and close (native <details>, so they need no script and work by keyboard), and the featured menu with
 * its images. The panel traps focus, closes on Escape, underlay and close button; the layout closes it
 * on a route change. Loaded on first use.
 */
export function MainMenu({ id, mainNav, secondaryNav, menuTree, featured }: MainMenuProps) {
  const open = useAtomValue(menuOpenAtom);
  const close = useSetAtom(closeMenu);
  const headingId = useId();
  const mainLinks = [...mainNav, ...secondaryNav.filter((link) => !mainNav.some((main) => main.href === link.href))];
  return (
    <SidePanel open={open} onClose={close} title="Menu" closeLabel="Close menu">
      <div id={id} className={styles.root}>
        <nav aria-label="Main menu">
          <ul className={styles.list}>
            {mainLinks.map((link) => (
              <li key={link.href}>
                <MenuLink link={link} className={styles.mainLink} />
              </li>
            ))}
          </ul>
        </nav>
        {menuTree.length > 0 && (
          <nav aria-labelledby={`${headingId}-pages`}>
            <h3 id={`${headingId}-pages`} className={styles.sectionTitle}>
              All pages
            </h3>
            <TreeList links={menuTree} className={styles.list} />
          </nav>
        )}
        {featured.length > 0 && (
          <section aria-labelledby={`${headingId}-featured`}>
            <h3 id={`${headingId}-featured`} className={styles.sectionTitle}>
              Featured
            </h3>
            <ul className={styles.featuredList}>
              {featured.map((link) => (
                <li key={link.href}>
                  <MenuLink link={link} className={styles.featuredLink}>
                    {link.image && <Image imageKey={link.image} alt="" ratio="16:9" sizes="(min-width: 450px) 140px, 280px" />}
                    <span className={styles.featuredLabel}>{link.label}</span>
                  </MenuLink>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </SidePanel>
  );
}

/** One level of the tree. */
function TreeList({ links, className }: { links: MenuTreeLink[]; className: string }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <TreeItem key={link.href} link={link} />
      ))}
    </ul>
  );
}

/** A page with pages under it opens to show them, its own page first. */
function TreeItem({ link }: { link: MenuTreeLink }) {
  if (link.children.length === 0) {
    return (
      <li>
        <MenuLink link={link} className={styles.treeLink} />
      </li>
    );
  }
  return (
    <li>
      <details className={styles.details}>
        <summary className={styles.summary}>{link.label}</summary>
        <ul className={styles.nestedList}>
          <li>
            <MenuLink link={link} className={styles.treeLink}>{`${link.label} overview`}</MenuLink>
          </li>
          {link.children.map((child) => (
            <TreeItem key={child.href} link={child} />
          ))}
        </ul>
      </details>
    </li>
  );
}
