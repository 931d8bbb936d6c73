import { describe, expect, it, vi } from 'vitest';
import { fakeApi, fan, matchPassPackage, subscriber, videoPackage } from '../testing/fixtures';
import { checkoutRequest } from './checkoutRequest';
import { startCheckout } from './startCheckout';

const monthly = videoPackage.attributes.priceData[0]!;
const pass = matchPassPackage.attributes.priceData[0]!;

function fakeWindow() {
  return { alert: vi.fn(), location: { origin: 'http://localhost:3000', assign: vi.fn() } };
}

describe('checkoutRequest', () => {
  it('should send the SPEC 3 payload for a recurring price in subscription mode', () => {
    expect(checkoutRequest(videoPackage, monthly, fan)).toEqual({
      mode: 'subscription',
      success_url: '/account/payment-success?package=video-subscription&price=price_video_monthly',
      cancel_url: '/account/payment-cancelled?package=video-subscription',
      metadata: {
        userID: fan.ssoID,
        userEmail: 'fan@example.com',
        packageDescription: videoPackage.attributes.description,
        packageTitle: 'Blues TV Pass',
        packageID: 'video-subscription',
      },
      line_items: [{ price: 'price_video_monthly', quantity: 1 }],
      allowPromotionCodes: true,
      customerEmail: 'fan@example.com',
    });
  });

  it('should use payment mode for a one-off price', () => {
    expect(checkoutRequest(matchPassPackage, pass, fan).mode).toBe('payment');
  });

  it('should send the customer id instead of the email when the user has one', () => {
    const request = checkoutRequest(videoPackage, monthly, subscriber);
    expect(request.customerID).toBe('cus_123');
    expect(request).not.toHaveProperty('customerEmail');
  });

  it('should refuse to build a checkout without a signed-in user', () => {
    expect(() => checkoutRequest(videoPackage, monthly, { ssoID: null, email: null, stripeCustomerID: null })).toThrow(
      'A checkout needs a signed-in user',
    );
  });
});

describe('startCheckout', () => {
  it('should create the checkout and go to the hosted page', async () => {
    const api = fakeApi();
    api.payments.createCheckout.mockResolvedValue({ id: 'cs_1', url: 'http://localhost:4000/checkout/cs_1' });
    const win = fakeWindow();
    await expect(startCheckout({ api, pkg: videoPackage, option: monthly, user: fan, window: win })).resolves.toBe('redirected');
    expect(api.payments.createCheckout).toHaveBeenCalledWith(checkoutRequest(videoPackage, monthly, fan));
    expect(win.location.assign).toHaveBeenCalledWith('http://localhost:4000/checkout/cs_1');
    expect(win.alert).not.toHaveBeenCalled();
  });

  it('should only log a creation failure (SPEC 8: the user is not told)', async () => {
    const api = fakeApi();
    api.payments.createCheckout.mockRejectedValue(new Error('502'));
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const win = fakeWindow();
    await expect(startCheckout({ api, pkg: videoPackage, option: monthly, user: fan, window: win })).resolves.toBe(
      'creationFailed',
    );
    expect(error).toHaveBeenCalled();
    expect(win.alert).not.toHaveBeenCalled();
    expect(win.location.assign).not.toHaveBeenCalled();
    error.mockRestore();
  });

  it('should alert when the redirect fails', async () => {
    const api = fakeApi();
    api.payments.createCheckout.mockResolvedValue({ id: 'cs_1', url: 'http://localhost:4000/checkout/cs_1' });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const win = fakeWindow();
    win.location.assign.mockImplementation(() => {
      throw new Error('blocked');
    });
    await expect(startCheckout({ api, pkg: videoPackage, option: monthly, user: fan, window: win })).resolves.toBe(
      'redirectFailed',
    );
    expect(win.alert).toHaveBeenCalledWith('Sorry, checkout is not currently available, please try again');
    error.mockRestore();
  });

  it('should refuse a javascript: address rather than navigate to it', async () => {
    const api = fakeApi();
    api.payments.createCheckout.mockResolvedValue({ id: 'cs_1', url: 'javascript:alert(1)' });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const win = fakeWindow();
    await startCheckout({ api, pkg: videoPackage, option: monthly, user: fan, window: win });
    expect(win.location.assign).not.toHaveBeenCalled();
    expect(win.alert).toHaveBeenCalledWith('Sorry, checkout is not currently available, please try again');
    error.mockRestore();
  });
});
