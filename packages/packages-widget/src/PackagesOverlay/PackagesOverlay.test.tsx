import { lockBackgroundAtom, openPackagesOverlay, showPackagesAtom } from '@club/site-state';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../testing/axe';
import { fakeApi, fan, videoPackage, wrapper } from '../testing/fixtures';
import { PackagesOverlay } from './PackagesOverlay';

describe('PackagesOverlay', () => {
  it("should show the widget under 'Choose a subscription' and close by its icon", async () => {
    const user = userEvent.setup();
    const store = createStore();
    store.set(openPackagesOverlay);
    const api = fakeApi();
    api.packages.list.mockImplementation(async (type: string) => ({ data: { data: type === 'membership' ? [videoPackage] : [] } }));
    render(<PackagesOverlay />, { wrapper: wrapper({ api, user: fan, store }) });
    expect(screen.getByRole('dialog', { name: 'Choose a subscription' })).toBeTruthy();
    expect(await screen.findByRole('article', { name: 'Blues TV Pass' })).toBeTruthy();
    expect(await axeViolations(document.body)).toEqual([]);
    await user.click(screen.getAllByRole('button', { name: 'Close' })[0]!);
    expect(store.get(showPackagesAtom)).toBe(false);
    expect(store.get(lockBackgroundAtom)).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
