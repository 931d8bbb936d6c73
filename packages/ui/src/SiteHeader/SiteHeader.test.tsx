import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IconButton } from '../IconButton/IconButton';
import { LinkProvider, type LinkComponentProps } from '../LinkProvider/LinkProvider';
import { BurgerButton } from '../BurgerButton/BurgerButton';
import { GlobalNav } from '../GlobalNav/GlobalNav';
import { ProfileButton } from '../ProfileButton/ProfileButton';
import { SearchButton } from '../SearchButton/SearchButton';
import { SponsorLogos } from '../SponsorLogos/SponsorLogos';
import { globalNavItems, headerSponsors, primaryNav, secondaryNav } from '../private/fixtures';
import { axeViolations } from '../private/testing/axe';
import { SiteHeader } from './SiteHeader';

function RouterLink({ href, ...anchorProps }: LinkComponentProps) {
  return <a href={href} data-router-link="" {...anchorProps} />;
}

describe('SiteHeader', () => {
  it('should render a banner with the logo linking home', () => {
    render(
      <LinkProvider component={RouterLink}>
        <SiteHeader logoHref="/" clubName="Brackwater Blues FC" primaryNav={primaryNav} />
      </LinkProvider>,
    );
    const banner = screen.getByRole('banner');
    const home = within(banner).getByRole('link', { name: 'Brackwater Blues FC home' });
    expect(home.getAttribute('href')).toBe('/');
    expect(home.hasAttribute('data-router-link')).toBe(true);
  });

  it('should list the primary nav in order', () => {
    render(<SiteHeader logoHref="/" clubName="Brackwater Blues FC" primaryNav={primaryNav} />);
    const nav = screen.getByRole('navigation', { name: 'Primary' });
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'News',
      'Matches',
      'Teams',
      'Hospitality',
      'Women',
    ]);
  });

  describe('given the current path', () => {
    it('should mark the current page with aria-current="page"', () => {
      render(<SiteHeader logoHref="/" clubName="Brackwater Blues FC" primaryNav={primaryNav} currentPath="/matches" />);
      const nav = screen.getByRole('navigation', { name: 'Primary' });
      expect(within(nav).getByRole('link', { name: 'Matches' }).getAttribute('aria-current')).toBe('page');
      expect(within(nav).getByRole('link', { name: 'News' }).hasAttribute('aria-current')).toBe(false);
    });

    it('should ignore a trailing slash and a query string', () => {
      render(<SiteHeader logoHref="/" clubName="Brackwater Blues FC" primaryNav={primaryNav} currentPath="/news/?page=2" />);
      expect(screen.getByRole('link', { name: 'News' }).getAttribute('aria-current')).toBe('page');
    });

    it('should mark the section of a deeper page with aria-current="true"', () => {
      render(
        <SiteHeader logoHref="/" clubName="Brackwater Blues FC" primaryNav={primaryNav} currentPath="/club/women/fixtures" />,
      );
      expect(screen.getByRole('link', { name: 'Women' }).getAttribute('aria-current')).toBe('true');
    });

    it('should not mark a section whose path is only a prefix of a word', () => {
      render(<SiteHeader logoHref="/" clubName="Brackwater Blues FC" primaryNav={primaryNav} currentPath="/newsletter" />);
      expect(screen.getByRole('link', { name: 'News' }).hasAttribute('aria-current')).toBe(false);
    });
  });

  it('should render the secondary nav and the actions slot', () => {
    render(
      <SiteHeader
        logoHref="/"
        clubName="Brackwater Blues FC"
        primaryNav={primaryNav}
        secondaryNav={secondaryNav}
        currentPath="/videos"
        actions={<IconButton label="Search" icon="Search" variant="label-light" />}
      />,
    );
    const secondary = screen.getByRole('navigation', { name: 'Secondary' });
    expect(within(secondary).getByRole('link', { name: 'Club TV' }).getAttribute('aria-current')).toBe('page');
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Search' })).toBeTruthy();
  });

  it('should default to the transparent-dark appearance', () => {
    render(<SiteHeader logoHref="/" clubName="Brackwater Blues FC" primaryNav={primaryNav} />);
    expect(screen.getByRole('banner').getAttribute('data-appearance')).toBe('transparent-dark');
  });

  it('should announce an external new-tab nav item', () => {
    render(
      <SiteHeader
        logoHref="/"
        clubName="Brackwater Blues FC"
        primaryNav={[...primaryNav, { label: 'Shop', href: 'https://shop.example.com', newTab: true }]}
      />,
    );
    expect(screen.getByRole('link', { name: 'Shop (opens in a new tab)' }).getAttribute('target')).toBe('_blank');
  });

  describe('given the header pieces in their slots', () => {
    function renderFullHeader() {
      return render(
        <SiteHeader
          logoHref="/"
          clubName="Brackwater Blues FC"
          primaryNav={primaryNav}
          secondaryNav={secondaryNav}
          globalNav={<GlobalNav items={globalNavItems} />}
          sponsors={<SponsorLogos sponsors={headerSponsors} />}
          search={<SearchButton onClick={() => {}} />}
          profile={<ProfileButton state="loggedOut" onClick={() => {}} />}
          burger={<BurgerButton expanded={false} controls="main-menu" onClick={() => {}} />}
        />,
      );
    }

    it('should put the global nav, sponsors and buttons inside the banner', () => {
      renderFullHeader();
      const banner = screen.getByRole('banner');
      expect(within(banner).getByRole('navigation', { name: 'Club sites' })).toBeTruthy();
      expect(within(banner).getByRole('list', { name: 'Sponsors' })).toBeTruthy();
      expect(within(banner).getByRole('button', { name: 'Search' })).toBeTruthy();
      expect(within(banner).getByRole('button', { name: 'Log In' })).toBeTruthy();
    });

    it('should order the buttons search, profile, then the burger last', () => {
      renderFullHeader();
      expect(within(screen.getByRole('banner')).getAllByRole('button').map((button) => button.textContent)).toEqual([
        'Search',
        'Log In',
        'Menu',
      ]);
    });

    it('should have no axe violations', async () => {
      const { container } = renderFullHeader();
      expect(await axeViolations(container)).toEqual([]);
    });
  });

  it('should have no axe violations', async () => {
    const { container } = render(
      <SiteHeader
        logoHref="/"
        clubName="Brackwater Blues FC"
        primaryNav={primaryNav}
        secondaryNav={secondaryNav}
        currentPath="/news"
        appearance="solid"
        actions={<IconButton label="Menu" icon="Burger" variant="label-light" aria-expanded={false} />}
      />,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
