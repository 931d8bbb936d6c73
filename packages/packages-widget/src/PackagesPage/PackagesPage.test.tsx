import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../testing/axe';
import { audioPackage, fakeApi, fan, matchPassPackage, videoPackage, wrapper } from '../testing/fixtures';
import { PackagesPage } from './PackagesPage';

describe('PackagesPage', () => {
  it('should switch between at most three tabs', () => {
    render(
      <PackagesPage
        tabs={[
          { value: 'watch', label: 'Watch', packages: [videoPackage] },
          { value: 'listen', label: 'Listen', packages: [audioPackage] },
          { value: 'passes', label: 'Match passes', packages: [matchPassPackage] },
          { value: 'extra', label: 'Extra', packages: [] },
        ]}
      />,
      { wrapper: wrapper({ api: fakeApi(), user: fan }) },
    );
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Watch', 'Listen', 'Match passes']);
    expect(screen.getByRole('article', { name: 'Blues TV Pass' })).toBeTruthy();
  });

  it("should say 'No packages available' for an empty tab or no tabs", () => {
    const { rerender } = render(<PackagesPage tabs={[{ value: 'a', label: 'A', packages: [] }]} />, {
      wrapper: wrapper({ api: fakeApi(), user: fan }),
    });
    expect(screen.getByText('No packages available')).toBeTruthy();
    rerender(<PackagesPage tabs={[]} />);
    expect(screen.getByText('No packages available')).toBeTruthy();
  });

  it('should show a carousel and the footer with its title and button', async () => {
    const { container } = render(
      <PackagesPage
        layout="carousel"
        tabs={[{ value: 'watch', label: 'Watch', packages: [videoPackage, audioPackage] }]}
        footer={{ title: 'Need help?', buttonText: 'Contact us', buttonHref: '/help-info/contact-us' }}
      />,
      { wrapper: wrapper({ api: fakeApi(), user: fan }) },
    );
    expect(screen.getByRole('region', { name: 'Watch' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Need help?' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/help-info/contact-us');
    expect(await axeViolations(container)).toEqual([]);
  });
});
