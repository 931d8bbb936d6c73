import { accountHeaderOpenAtom, openAccountHeader, openUpgradePromo, showPackagesAtom, upgradePromoAtom } from '@club/site-state';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../testing/axe';
import { fakeApi, fan, videoPackage, visitor, wrapper } from '../testing/fixtures';
import { UpgradePromo } from './UpgradePromo';

function promoStore() {
  const store = createStore();
  store.set(openAccountHeader);
  store.set(openUpgradePromo);
  return store;
}

function apiWithPackages() {
  const api = fakeApi();
  api.packages.list.mockResolvedValue({ data: { data: [videoPackage] } });
  return api;
}

describe('UpgradePromo', () => {
  it('should ask a visitor to log in or sign up', async () => {
    render(<UpgradePromo />, { wrapper: wrapper({ api: apiWithPackages(), user: visitor, store: promoStore() }) });
    expect(screen.getByText('Log in or sign up to watch and listen to live matches and video-on-demand')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Blues TV Pass' })).toBeTruthy();
  });

  it('should invite a logged-in fan to watch and listen', () => {
    render(<UpgradePromo />, { wrapper: wrapper({ api: apiWithPackages(), user: fan, store: promoStore() }) });
    expect(screen.getByText('Watch and listen to live matches and video-on-demand')).toBeTruthy();
  });

  it("should open 'Choose a subscription' on 'Subscribe now' and close itself", async () => {
    const user = userEvent.setup();
    const store = promoStore();
    expect(store.get(accountHeaderOpenAtom)).toBe(false);
    render(<UpgradePromo />, { wrapper: wrapper({ api: apiWithPackages(), user: fan, store }) });
    await user.click(screen.getByRole('button', { name: 'Subscribe now' }));
    expect(store.get(upgradePromoAtom).display).toBe(false);
    expect(store.get(showPackagesAtom)).toBe(true);
  });

  it("should link 'Learn more' to the packages page and close on the close icon", async () => {
    const user = userEvent.setup();
    const store = promoStore();
    render(<UpgradePromo />, { wrapper: wrapper({ api: apiWithPackages(), user: fan, store }) });
    expect(screen.getByRole('link', { name: 'Learn more' }).getAttribute('href')).toBe('/videos/subscriptions');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(store.get(upgradePromoAtom).display).toBe(false);
  });

  it('should have no axe violations', async () => {
    render(<UpgradePromo />, { wrapper: wrapper({ api: apiWithPackages(), user: fan, store: promoStore() }) });
    await screen.findByRole('button', { name: 'Blues TV Pass' });
    expect(await axeViolations(document.body)).toEqual([]);
  });
});
