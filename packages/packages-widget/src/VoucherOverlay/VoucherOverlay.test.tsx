import { ApiError } from '@club/api-client';
import {
  accountHeaderOpenAtom,
  lockBackgroundAtom,
  loginPromptAtom,
  openVoucherOverlay,
  voucherOverlayOpenAtom,
} from '@club/site-state';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../testing/axe';
import { fakeApi, fan, visitor, wrapper } from '../testing/fixtures';
import { VoucherOverlay } from './VoucherOverlay';

function openStore() {
  const store = createStore();
  store.set(openVoucherOverlay);
  return store;
}

describe('VoucherOverlay', () => {
  it('should render nothing while closed', () => {
    render(<VoucherOverlay />, { wrapper: wrapper({ api: fakeApi(), user: fan }) });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('should redeem the code for real, show the result and refresh the entitlements', async () => {
    const user = userEvent.setup();
    const api = fakeApi();
    api.payments.redeemVoucher.mockResolvedValue({
      data: {
        attributes: {
          code: 'BLUES-FREE-MONTH',
          packageID: 'video-subscription',
          packageTitle: 'Blues TV Pass',
          entitlements: ['video-subscription'],
          expiresAt: '2026-12-21T12:00:00.000Z',
        },
      },
    });
    const refreshEntitlements = vi.fn(async () => ['video-subscription']);
    const store = openStore();
    render(<VoucherOverlay />, { wrapper: wrapper({ api, user: fan, store, refreshEntitlements }) });
    const dialog = screen.getByRole('dialog', { name: 'Redeem a voucher code' });
    expect(dialog).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Voucher code' }), ' BLUES-FREE-MONTH ');
    await user.click(screen.getByRole('button', { name: 'confirm' }));
    expect(api.payments.redeemVoucher).toHaveBeenCalledWith({ code: 'BLUES-FREE-MONTH' });
    expect((await screen.findByRole('status')).textContent).toContain('Voucher BLUES-FREE-MONTH redeemed.');
    expect(screen.getByRole('status').textContent).toContain('Blues TV Pass is now on your account until 21 December 2026.');
    expect(refreshEntitlements).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'close' }));
    expect(store.get(voucherOverlayOpenAtom)).toBe(false);
    expect(store.get(lockBackgroundAtom)).toBe(false);
  });

  it("should show the platform's error for a used or unknown code, and not refresh", async () => {
    const user = userEvent.setup();
    const api = fakeApi();
    api.payments.redeemVoucher.mockRejectedValue(new ApiError(409, 'This voucher code has already been used'));
    const refreshEntitlements = vi.fn(async () => []);
    render(<VoucherOverlay />, { wrapper: wrapper({ api, user: fan, store: openStore(), refreshEntitlements }) });
    await user.type(screen.getByRole('textbox', { name: 'Voucher code' }), 'USED-CODE');
    await user.click(screen.getByRole('button', { name: 'confirm' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This voucher code has already been used');
    expect(screen.getByRole('textbox', { name: 'Voucher code' }).getAttribute('aria-invalid')).toBe('true');
    expect(refreshEntitlements).not.toHaveBeenCalled();
  });

  it('should give a plain message when the platform fails', async () => {
    const user = userEvent.setup();
    const api = fakeApi();
    api.payments.redeemVoucher.mockRejectedValue(new ApiError(500, 'Internal Server Error'));
    render(<VoucherOverlay />, { wrapper: wrapper({ api, user: fan, store: openStore() }) });
    await user.type(screen.getByRole('textbox', { name: 'Voucher code' }), 'ANY');
    await user.click(screen.getByRole('button', { name: 'confirm' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Sorry, the voucher could not be redeemed, please try again');
  });

  it('should ask for a code before calling the platform', async () => {
    const user = userEvent.setup();
    const api = fakeApi();
    render(<VoucherOverlay />, { wrapper: wrapper({ api, user: fan, store: openStore() }) });
    await user.click(screen.getByRole('button', { name: 'confirm' }));
    expect(screen.getByRole('alert').textContent).toBe('Enter a voucher code');
    expect(api.payments.redeemVoucher).not.toHaveBeenCalled();
  });

  it('should send a visitor to the login prompt', async () => {
    const user = userEvent.setup();
    const api = fakeApi();
    const store = openStore();
    render(<VoucherOverlay />, { wrapper: wrapper({ api, user: visitor, store }) });
    await user.type(screen.getByRole('textbox', { name: 'Voucher code' }), 'CODE');
    await user.click(screen.getByRole('button', { name: 'confirm' }));
    expect(api.payments.redeemVoucher).not.toHaveBeenCalled();
    expect(store.get(voucherOverlayOpenAtom)).toBe(false);
    expect(store.get(loginPromptAtom)).toBe('You must be logged in to redeem a voucher');
    expect(store.get(accountHeaderOpenAtom)).toBe(true);
  });

  it('should close and unlock on cancel', async () => {
    const user = userEvent.setup();
    const store = openStore();
    render(<VoucherOverlay />, { wrapper: wrapper({ api: fakeApi(), user: fan, store }) });
    await user.click(screen.getByRole('button', { name: 'cancel' }));
    expect(store.get(voucherOverlayOpenAtom)).toBe(false);
    expect(store.get(lockBackgroundAtom)).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it.each(['light', 'dark'] as const)('should have no axe violations in the %s theme', async (theme) => {
    render(<VoucherOverlay theme={theme} />, { wrapper: wrapper({ api: fakeApi(), user: fan, store: openStore() }) });
    const dialog = screen.getByRole('dialog');
    expect(dialog.querySelector(`[data-theme="${theme}"]`)).toBeTruthy();
    await act(async () => {});
    expect(await axeViolations(document.body)).toEqual([]);
  });
});
