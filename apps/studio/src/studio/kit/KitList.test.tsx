import type { StudioPromo } from '@club/api-client';
import { render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { promoCollection } from '../../routes/_staff/commercial/-components/promoCollection';
import { promoFixture } from './fixtures';
import { CollectionRow, KitList } from './KitList';

vi.mock('@tanstack/react-router', () => ({
  Link: ({ to, className, children }: { to: string; className?: string; children: ReactNode }) => (
    <a href={to} className={className}>
      {children}
    </a>
  ),
}));

const promo = (promoId: number, overrides: Partial<StudioPromo> = {}) =>
  promoFixture(promoId, { type: 'Mini', childFriendly: false, origin: 'seed', imageAltText: `Summer tour ${promoId}`, ...overrides });

function renderList(items: StudioPromo[], roles: ('commercial' | 'editor' | 'admin')[] = ['commercial'], status: 'pending' | 'error' | 'success' = 'success') {
  return render(
    <main>
      <KitList
        heading="Promos"
        newItem={{ href: '/commercial/promos/new', label: 'New promo', roles, collection: promoCollection }}
        intro="The club site shows a fan the first running promo they have not seen yet, in this order, one a visit."
        noun="promos"
        result={{ status, data: status === 'success' ? { items, page: 1, pageSize: 20, total: items.length } : undefined, isPlaceholderData: false }}
        empty={{ title: 'No promos yet', message: 'Make one with New promo.' }}
        listLabel="Promos"
        pagesLabel="Promo pages"
        hrefFor={(page) => `/commercial/promos?page=${page}`}
      >
        {items.map((item) => (
          <CollectionRow key={item.promoID} columns={promoCollection.columns} item={item} href={promoCollection.itemHref(item)} />
        ))}
      </KitList>
    </main>,
  );
}

describe('KitList: a collection’s list drawn from its columns', () => {
  it('should list each item with its link, facts, badge and window in London time, and pass axe', async () => {
    const { container } = renderList([promo(1), promo(2, { status: 'disabled', enabled: false })]);
    expect(screen.getByRole('heading', { level: 1, name: 'Promos' })).toBeTruthy();
    const rows = within(screen.getByRole('list', { name: 'Promos' })).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('link', { name: 'Summer tour 1' }).getAttribute('href')).toBe('/commercial/promos/1');
    expect(rows[0]!.textContent).toContain('Website · Mini size · hidden in child mode');
    expect(rows[0]!.textContent).toContain('Running');
    expect(rows[0]!.textContent).toContain('From 1 Jul 2026, 12:00');
    expect(rows[1]!.textContent).toContain('Disabled');
    const results = await axe.run(container, { rules: { region: { enabled: false } } });
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });

  it('should offer New to the roles that open the desk only', () => {
    renderList([promo(1)], ['admin']);
    expect(screen.getByRole('link', { name: 'New promo' }).getAttribute('href')).toBe('/commercial/promos/new');
    renderList([promo(1)], ['editor']);
    expect(screen.getAllByRole('link', { name: 'New promo' })).toHaveLength(1);
  });

  it('should say an empty list, a load and a failure in words', () => {
    renderList([]);
    expect(screen.getByText('No promos yet')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Promos' })).toBeNull();
    renderList([], ['commercial'], 'error');
    expect(screen.getByText('The promos could not be loaded. Reload the page to try again.')).toBeTruthy();
    renderList([], ['commercial'], 'pending');
    expect(screen.getByText(/Loading promos/)).toBeTruthy();
  });
});
