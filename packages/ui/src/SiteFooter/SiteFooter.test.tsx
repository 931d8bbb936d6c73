import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdvertSlot } from '../AdvertSlot/AdvertSlot';
import { ContactLinks } from '../ContactLinks/ContactLinks';
import { SocialLinks } from '../SocialLinks/SocialLinks';
import { SponsorRows } from '../SponsorRows/SponsorRows';
import { clubContact, footerColumns, legalLinks, socialLinks, sponsorRows, storyAdvert } from '../private/fixtures';
import { axeViolations } from '../private/testing/axe';
import { SiteFooter } from './SiteFooter';

const copyright = '© 2025 Brackwater Blues Football Club Ltd.';

describe('SiteFooter', () => {
  it('should render a content info landmark with a titled list per column', () => {
    render(<SiteFooter clubName="Brackwater Blues FC" columns={footerColumns} copyright={copyright} />);
    const footer = screen.getByRole('contentinfo');
    const menu = within(footer).getByRole('navigation', { name: 'Footer' });
    expect(within(menu).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Tickets',
      'Club',
      'Fans',
      'Help',
    ]);
    expect(within(menu).getByRole('link', { name: 'Match Tickets' }).getAttribute('href')).toBe('/tickets/match-tickets');
  });

  it('should announce external new-tab links', () => {
    render(<SiteFooter clubName="Brackwater Blues FC" columns={footerColumns} copyright={copyright} />);
    expect(screen.getByRole('link', { name: 'Shop (opens in a new tab)' }).getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('should render legal links, the copyright and the platform notice', () => {
    render(
      <SiteFooter
        clubName="Brackwater Blues FC"
        columns={footerColumns}
        legalLinks={legalLinks}
        copyright={copyright}
        builtOn="Built on the Club Platform"
      />,
    );
    const legal = screen.getByRole('navigation', { name: 'Legal' });
    expect(within(legal).getAllByRole('link')).toHaveLength(3);
    expect(screen.getByText(copyright)).toBeTruthy();
    expect(screen.getByText('Built on the Club Platform')).toBeTruthy();
  });

  it('should leave out the menu and legal navs when there are none', () => {
    render(<SiteFooter clubName="Brackwater Blues FC" columns={[]} copyright={copyright} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('should name the club through its logo', () => {
    render(<SiteFooter clubName="Brackwater Blues FC" columns={[]} copyright={copyright} />);
    expect(screen.getByRole('img', { name: 'Brackwater Blues FC' })).toBeTruthy();
  });

  describe('given the footer pieces in their slots', () => {
    function renderFullFooter() {
      return render(
        <SiteFooter
          clubName="Brackwater Blues FC"
          columns={footerColumns}
          legalLinks={legalLinks}
          copyright={copyright}
          adverts={<AdvertSlot size="banner" advert={storyAdvert} />}
          sponsors={<SponsorRows rows={sponsorRows} />}
          social={<SocialLinks links={[...socialLinks]} />}
          contact={<ContactLinks {...clubContact} />}
        />,
      );
    }

    it('should render adverts, sponsors, social and contact links inside the footer', () => {
      renderFullFooter();
      const footer = screen.getByRole('contentinfo');
      expect(within(footer).getByText('Advertisement')).toBeTruthy();
      expect(within(footer).getByRole('region', { name: 'Our partners' })).toBeTruthy();
      expect(within(footer).getByRole('list', { name: 'Follow us' })).toBeTruthy();
      expect(within(footer).getByRole('link', { name: '01632 960 000' })).toBeTruthy();
      expect(within(footer).getByRole('navigation', { name: 'Footer' })).toBeTruthy();
    });

    it('should have no axe violations', async () => {
      const { container } = renderFullFooter();
      expect(await axeViolations(container)).toEqual([]);
    });
  });

  it('should have no axe violations', async () => {
    const { container } = render(
      <SiteFooter
        clubName="Brackwater Blues FC"
        columns={footerColumns}
        legalLinks={legalLinks}
        copyright={copyright}
        builtOn="Built on the Club Platform"
      />,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
