import { lockBackgroundAtom, voucherOverlayOpenAtom } from '@club/site-state';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../testing/axe';
import { packagesQueries } from '../packages.queries';
import { audioPackage, fakeApi, fan, matchPassPackage, testQueryClient, videoPackage, wrapper } from '../testing/fixtures';
import type { Package } from '../types';
import { PackagesWidget } from './PackagesWidget';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** The page's query cache as a route loader leaves it: both lists ensured through the server's client. */
async function loadedCache(subscriptions: readonly Package[], matchPasses: readonly Package[]) {
  const serverApi = fakeApi();
  serverApi.packages.list.mockImplementation(async (type: string) => ({
    data: { data: type === 'membership' ? subscriptions : matchPasses },
  }));
  const queryClient = testQueryClient();
  await Promise.all([
    queryClient.ensureQueryData(packagesQueries.list(serverApi, 'membership')),
    queryClient.ensureQueryData(packagesQueries.list(serverApi, 'match-pass')),
  ]);
  return queryClient;
}

describe('PackagesWidget', () => {
  it("should show 'loading' in each tab until its fetch settles, then the cards", async () => {
    const user = userEvent.setup();
    const api = fakeApi();
    const memberships = deferred<unknown>();
    const passes = deferred<unknown>();
    api.packages.list.mockImplementation((type: string) => (type === 'membership' ? memberships.promise : passes.promise));
    render(<PackagesWidget />, { wrapper: wrapper({ api, user: fan }) });

    expect(screen.getByRole('tab', { name: 'Subscriptions' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('loading');
    await act(async () => memberships.resolve({ data: { data: [videoPackage, audioPackage] } }));
    // The cache tells its readers on its own schedule: wait for the list, not for the promise.
    await waitFor(() => expect(screen.queryByText('loading')).toBeNull());
    const carousel = screen.getByRole('region', { name: 'Subscriptions' });
    expect(carousel.getAttribute('data-type')).toBe('full-3');
    expect(screen.getByRole('article', { name: 'Blues TV Pass' })).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Blues Radio Monthly' })).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: 'Match passes' }));
    expect(screen.getByText('loading')).toBeTruthy();
    await act(async () => passes.resolve({ data: { data: [matchPassPackage] } }));
    expect(await screen.findByRole('article', { name: matchPassPackage.attributes.title })).toBeTruthy();
    expect(api.packages.list).toHaveBeenCalledTimes(2);
  });

  it('should log a failed list and show the empty text (SPEC 8)', async () => {
    const user = userEvent.setup();
    const api = fakeApi();
    api.packages.list.mockImplementation(async (type: string) => {
      if (type === 'membership') throw new Error('boom');
      return { data: { data: [] } };
    });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<PackagesWidget />, { wrapper: wrapper({ api, user: fan }) });
    expect(await screen.findByText('There are currently no Subscriptions available.')).toBeTruthy();
    expect(error).toHaveBeenCalled();
    await user.click(screen.getByRole('tab', { name: 'Match passes' }));
    expect(screen.getByText('There are currently no Match Passes available.')).toBeTruthy();
    error.mockRestore();
  });

  it("should use the lists the route's loader put in the cache without fetching again", async () => {
    const api = fakeApi();
    const queryClient = await loadedCache([videoPackage], []);
    render(<PackagesWidget />, { wrapper: wrapper({ api, user: fan, queryClient }) });
    expect(screen.getByRole('article', { name: 'Blues TV Pass' })).toBeTruthy();
    expect(api.packages.list).not.toHaveBeenCalled();
  });

  it('should use configured empty texts', async () => {
    const queryClient = await loadedCache([], []);
    render(<PackagesWidget data={{ noSubscriptionsText: 'Back soon.' }} />, {
      wrapper: wrapper({ api: fakeApi(), user: fan, queryClient }),
    });
    expect(screen.getByText('Back soon.')).toBeTruthy();
  });

  it('should open the voucher overlay from the first call to action and link the second', async () => {
    const user = userEvent.setup();
    const store = createStore();
    const queryClient = await loadedCache([], []);
    render(<PackagesWidget />, { wrapper: wrapper({ api: fakeApi(), user: fan, store, queryClient }) });
    await user.click(screen.getByRole('button', { name: 'Redeem a voucher' }));
    expect(store.get(voucherOverlayOpenAtom)).toBe(true);
    expect(store.get(lockBackgroundAtom)).toBe(true);
    expect(screen.getByRole('link', { name: 'Read the FAQs' }).getAttribute('href')).toBe('/help-info/club-tv-faqs');
  });

  it('should have no axe violations', async () => {
    const queryClient = await loadedCache([videoPackage, audioPackage], []);
    const { container } = render(<PackagesWidget />, { wrapper: wrapper({ api: fakeApi(), user: fan, queryClient }) });
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    expect(await axeViolations(container)).toEqual([]);
  });
});
