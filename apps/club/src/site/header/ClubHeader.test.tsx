import { lockBackgroundAtom, menuOpenAtom } from '@club/site-state';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { describe, expect, it } from 'vitest';
import { ClubHeader, type ClubHeaderProps } from './ClubHeader';

const props: ClubHeaderProps = {
  primaryNav: [{ label: 'News', href: '/news' }],
  secondaryNav: [{ label: 'Club TV', href: '/videos' }],
  stickyNav: [
    { label: 'Club Site', href: '/' },
    { label: 'Shop', href: 'https://shop.example', newTab: true },
  ],
  mainNav: [{ label: 'Matches', href: '/matches' }],
  menuTree: [
    {
      label: 'Tickets',
      href: '/tickets',
      children: [{ label: 'Match Tickets', href: '/tickets/match-tickets', children: [] }],
    },
  ],
  featured: [{ label: 'Store', href: 'https://shop.example', newTab: true, image: 'menus/store.jpg' }],
  sponsors: [
    { name: 'Kind Bank', imgLocation: 'sponsors/kind.png', sponsorUrl: 'https://kind.example', childFriendly: true },
    { name: 'Bet Co', imgLocation: 'sponsors/bet.png', sponsorUrl: 'https://bet.example', childFriendly: false },
  ],
  currentPath: '/news',
  solid: false,
};

function renderHeader(overrides: Partial<ClubHeaderProps> = {}) {
  const store = createStore();
  const view = render(
    <Provider store={store}>
      <ClubHeader {...props} {...overrides} />
    </Provider>,
  );
  const bar = view.container.querySelector('[data-hidden]') as HTMLElement;
  return { store, bar, ...view };
}

async function scrollTo(y: number) {
  await act(async () => {
    window.scrollY = y;
    window.dispatchEvent(new Event('scroll'));
    await new Promise((resolve) => requestAnimationFrame(resolve));
  });
}

describe('ClubHeader', () => {
  it('should hide on scrolling down, come back on scrolling up, and be sticky from 300', async () => {
    const { bar } = renderHeader();
    expect(bar.dataset).toMatchObject({ hidden: 'false', sticky: 'false' });
    await scrollTo(200);
    expect(bar.dataset).toMatchObject({ hidden: 'true', sticky: 'false' });
    await scrollTo(400);
    expect(bar.dataset).toMatchObject({ hidden: 'true', sticky: 'true' });
    await scrollTo(350);
    expect(bar.dataset).toMatchObject({ hidden: 'false', sticky: 'true' });
    expect(screen.getByRole('banner').dataset.appearance).toBe('solid');
    await scrollTo(0);
  });

  it('should come back while focus is inside it', async () => {
    const { bar } = renderHeader();
    await scrollTo(500);
    expect(bar.dataset.hidden).toBe('true');
    act(() => screen.getByRole('link', { name: 'News' }).focus());
    expect(bar.dataset.hidden).toBe('false');
    await scrollTo(0);
  });

  it('should show the navs and only child-friendly sponsors', () => {
    renderHeader();
    expect(within(screen.getByRole('navigation', { name: 'Club sites' })).getAllByRole('link')).toHaveLength(2);
    expect(within(screen.getByRole('navigation', { name: 'Secondary' })).getByRole('link').textContent).toBe('Club TV');
    expect(screen.getByRole('img', { name: 'Kind Bank' })).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'Bet Co' })).toBeNull();
  });

  it('should use the solid header on the error page', () => {
    renderHeader({ solid: true });
    expect(screen.getByRole('banner').dataset.appearance).toBe('solid');
  });

  it('should open the main menu with the whole tree and the featured menu, and close it again', async () => {
    const { store } = renderHeader();
    const burger = screen.getByRole('button', { name: 'Menu' });
    expect(burger.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(burger);

    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(store.get(menuOpenAtom)).toBe(true);
    expect(store.get(lockBackgroundAtom)).toBe(true);
    const main = within(menu).getByRole('navigation', { name: 'Main menu' });
    expect(within(main).getAllByRole('link').map((link) => link.textContent)).toEqual(['Matches', 'Club TV']);
    await userEvent.click(within(menu).getByText('Tickets'));
    expect(within(menu).getByRole('link', { name: 'Match Tickets' }).getAttribute('href')).toBe('/tickets/match-tickets');
    expect(within(menu).getByRole('link', { name: 'Store (opens in a new tab)' }).getAttribute('target')).toBe('_blank');

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(store.get(menuOpenAtom)).toBe(false);
    expect(store.get(lockBackgroundAtom)).toBe(false);
  });
});
