import { HeaderSponsors } from '@club/adverts';
import type { HeaderSponsor } from '@club/api-client';
import { BurgerButton, GlobalNav, SearchButton, SiteHeader, type HeaderAppearance } from '@club/ui';
import { closeMenu, closeSearch, menuOpenAtom, openMenu, openSearch, searchOpenAtom } from '@club/site-state';
import { useAtomValue, useSetAtom } from 'jotai';
import { Suspense, useRef, useState, type ReactNode } from 'react';
import { lazyWithReload } from '@tooling/ssr/app';
import { LoadBoundary } from '../page/LoadBoundary';
import type { LayoutData } from '../loadLayoutData';
import { clubName } from '../site';
import * as styles from './ClubHeader.css';
import { useHeaderScroll, useTriggerOutOfView } from './useHeaderScroll';

// The menu and the search panel load on first use: most visits never open them, so the page's own
// JavaScript stays small. Hovering or focusing a button starts the download before the click.
const loadSearchPanel = () => import('../search/SearchPanel');
const loadMainMenu = () => import('./MainMenu');
const SearchPanel = lazyWithReload(() => loadSearchPanel().then((module) => module.SearchPanel));
const MainMenu = lazyWithReload(() => loadMainMenu().then((module) => module.MainMenu));

/** The main menu's id, for the burger button's aria-controls. */
export const mainMenuId = 'main-menu';

/** The layout's menus (LayoutData: each described there), with the header's sponsors and state. */
export interface ClubHeaderProps
  extends Pick<LayoutData, 'primaryNav' | 'secondaryNav' | 'stickyNav' | 'mainNav' | 'menuTree' | 'featured'> {
  /** SPEC 3's header sponsors, shown by @club/adverts' child-mode rule. */
  sponsors: HeaderSponsor[];
  currentPath: string;
  /** The error page's solid header (SPEC 2.5). */
  solid: boolean;
  /** The profile button, from the accounts work. */
  profile?: ReactNode;
}

/**
 * The site header with SPEC 2.5's behaviours: hides while scrolling down and returns on scrolling up,
 * always visible under 90, sticky (solid, shadowed) from 300, and compact (no global nav row) once the
 * page has scrolled its trigger 300px out of view. Focus inside it always brings it back.
 */
export function ClubHeader({
  primaryNav,
  secondaryNav,
  stickyNav,
  mainNav,
  menuTree,
  featured,
  sponsors,
  currentPath,
  solid,
  profile,
}: ClubHeaderProps) {
  const slotRef = useRef<HTMLDivElement>(null);
  const { hidden, sticky } = useHeaderScroll();
  const compact = useTriggerOutOfView(slotRef);
  const [focusWithin, setFocusWithin] = useState(false);

  const menuOpen = useAtomValue(menuOpenAtom);
  const searchOpen = useAtomValue(searchOpenAtom);
  const open = {
    search: useSetAtom(openSearch),
    menu: useSetAtom(openMenu),
    closeSearch: useSetAtom(closeSearch),
    closeMenu: useSetAtom(closeMenu),
  };
  // Once asked for, a panel stays mounted (closed panels render nothing), so it opens at once next time.
  const [searchWanted, setSearchWanted] = useState(false);
  const [menuWanted, setMenuWanted] = useState(false);

  const appearance: HeaderAppearance = solid || sticky ? 'solid' : 'transparent-dark';

  const preloadSearch = () => void loadSearchPanel().catch(() => undefined);
  const preloadMenu = () => void loadMainMenu().catch(() => undefined);

  return (
    <div ref={slotRef} className={styles.slot}>
      <div
        className={styles.bar}
        data-hidden={hidden && !focusWithin && !menuOpen && !searchOpen}
        data-sticky={sticky}
        data-compact={compact}
        onFocus={() => setFocusWithin(true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusWithin(false);
        }}
      >
        <SiteHeader
          logoHref="/"
          clubName={clubName}
          primaryNav={primaryNav}
          secondaryNav={secondaryNav}
          currentPath={currentPath}
          appearance={appearance}
          globalNav={
            stickyNav.length > 0 ? (
              <div className={styles.globalNavSlot}>
                <GlobalNav items={stickyNav} currentPath={currentPath} />
              </div>
            ) : undefined
          }
          sponsors={sponsors.length > 0 ? <HeaderSponsors sponsors={sponsors} /> : undefined}
          search={
            <span onPointerEnter={preloadSearch} onFocus={preloadSearch}>
              <SearchButton
                expanded={searchOpen}
                onClick={() => {
                  setSearchWanted(true);
                  open.search();
                }}
              />
            </span>
          }
          profile={profile}
          burger={
            <span onPointerEnter={preloadMenu} onFocus={preloadMenu}>
              <BurgerButton
                expanded={menuOpen}
                controls={mainMenuId}
                onClick={() => {
                  if (menuOpen) {
                    open.closeMenu();
                    return;
                  }
                  setMenuWanted(true);
                  open.menu();
                }}
              />
            </span>
          }
        />
      </div>
      {searchWanted && (
        <LoadBoundary name="search panel" onError={open.closeSearch}>
          <Suspense fallback={null}>
            <SearchPanel />
          </Suspense>
        </LoadBoundary>
      )}
      {menuWanted && (
        <LoadBoundary name="menu" onError={open.closeMenu}>
          <Suspense fallback={null}>
            <MainMenu id={mainMenuId} mainNav={mainNav} menuTree={menuTree} featured={featured} secondaryNav={secondaryNav} />
          </Suspense>
        </LoadBoundary>
      )}
    </div>
  );
}
