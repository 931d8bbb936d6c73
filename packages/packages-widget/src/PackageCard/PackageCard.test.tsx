import { accountHeaderOpenAtom, loginPromptAtom } from '@club/site-state';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { preloadRichText } from '@club/ui';
import { createStore } from 'jotai';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../testing/axe';
import { audioPackage, fakeApi, fan, matchPassPackage, subscriber, videoPackage, visitor, wrapper } from '../testing/fixtures';
import { PackageCard, packageCardMinHeight, packageCardStyle } from './PackageCard';

describe('PackageCard', () => {
  // The information panel's sanitiser loads on demand (issue 13); here it is ready before a card renders.
  beforeAll(() => preloadRichText(), 60_000);

  describe('front', () => {
    it('should show the type, title, description, label and one price button per option', () => {
      render(<PackageCard pkg={videoPackage} />, { wrapper: wrapper({ api: fakeApi(), user: fan }) });
      const card = screen.getByRole('article', { name: 'Blues TV Pass' });
      expect(card.textContent).toContain('Subscription');
      expect(card.textContent).toContain('Every first-team match live');
      expect(card.textContent).toContain('Most popular');
      expect(screen.getByRole('button', { name: 'Buy - £9.99 p/m' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Buy - £89.99' })).toBeTruthy();
    });

    it('should strike through the former price and show the offer text', () => {
      render(<PackageCard pkg={videoPackage} />, { wrapper: wrapper({ api: fakeApi(), user: fan }) });
      const struck = document.querySelector('s');
      expect(struck?.textContent).toBe('Was £119.88');
      expect(screen.getByText('Save 25%')).toBeTruthy();
    });

    it("should show the match pass type and its icon's card without an image", () => {
      render(<PackageCard pkg={matchPassPackage} />, { wrapper: wrapper({ api: fakeApi(), user: fan }) });
      expect(screen.getByRole('article').textContent).toContain('Match pass');
      expect(screen.queryByRole('img')).toBeNull();
      expect(screen.getByRole('button', { name: 'Buy - £7.99' })).toBeTruthy();
    });
  });

  describe('sizes and styles', () => {
    it('should be at least 480px high, plus 80px per price option beyond two', () => {
      expect(packageCardMinHeight(1)).toBe(480);
      expect(packageCardMinHeight(2)).toBe(480);
      expect(packageCardMinHeight(3)).toBe(560);
      expect(packageCardMinHeight(5)).toBe(720);
      render(<PackageCard pkg={videoPackage} />, { wrapper: wrapper({ api: fakeApi(), user: fan }) });
      expect(screen.getByRole('article').style.minHeight).toBe('480px');
    });

    it("should have the 'border' style when the widget style equals the package mode, else 'shadow'", () => {
      expect(packageCardStyle('dark', videoPackage)).toBe('border');
      expect(packageCardStyle('light', videoPackage)).toBe('shadow');
      expect(packageCardStyle('light', audioPackage)).toBe('border');
    });
  });

  describe('flip', () => {
    it("should turn to the 'Information' panel of the chosen price option and back, keeping focus sensible", async () => {
      const user = userEvent.setup();
      render(<PackageCard pkg={videoPackage} />, { wrapper: wrapper({ api: fakeApi(), user: fan }) });
      await user.click(screen.getByRole('button', { name: 'Information about Blues TV Pass' }));
      expect(screen.getByRole('article').getAttribute('data-state')).toBe('back');
      expect(screen.getByText('Information')).toBeTruthy();
      expect(screen.getByText('Billed monthly. Cancel any time.')).toBeTruthy();
      const close = screen.getByRole('button', { name: 'Close information' });
      expect(document.activeElement).toBe(close);
      // The front is hidden, so its buttons are out of the tab order and the accessibility tree.
      expect(screen.queryByRole('button', { name: 'Buy - £9.99 p/m' })).toBeNull();

      await user.click(screen.getByRole('button', { name: '£89.99' }));
      expect(screen.getByText('One payment for the whole season.')).toBeTruthy();
      expect(screen.getByRole('button', { name: '£89.99' }).getAttribute('aria-pressed')).toBe('true');

      await user.click(close);
      expect(screen.getByRole('article').getAttribute('data-state')).toBe('front');
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Information about Blues TV Pass' }));
    });

    it('should not take focus when it first renders', () => {
      render(<PackageCard pkg={videoPackage} />, { wrapper: wrapper({ api: fakeApi(), user: fan }) });
      expect(document.activeElement).toBe(document.body);
    });
  });

  describe('given a visitor', () => {
    it("should say 'You must be logged in to purchase' and open the login prompt on buy", async () => {
      const user = userEvent.setup();
      const store = createStore();
      const api = fakeApi();
      render(<PackageCard pkg={videoPackage} />, { wrapper: wrapper({ api, user: visitor, store }) });
      expect(screen.getByText('You must be logged in to purchase')).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Buy - £9.99 p/m' }));
      expect(store.get(loginPromptAtom)).toBe('You must be logged in to purchase');
      expect(store.get(accountHeaderOpenAtom)).toBe(true);
      expect(api.payments.createCheckout).not.toHaveBeenCalled();
    });
  });

  describe('given a login check still running', () => {
    it('should not show the logged-out hint yet, and still ask to log in on buy', async () => {
      const user = userEvent.setup();
      const store = createStore();
      render(<PackageCard pkg={videoPackage} />, {
        wrapper: wrapper({ api: fakeApi(), user: { ...visitor, loginState: 'unknown' }, store }),
      });
      expect(screen.queryByText('You must be logged in to purchase')).toBeNull();
      await user.click(screen.getByRole('button', { name: 'Buy - £9.99 p/m' }));
      expect(store.get(loginPromptAtom)).toBe('You must be logged in to purchase');
    });
  });

  describe('given a holder of the package', () => {
    it("should show the owned panel, read 'Manage Subscriptions' and open the account panel", async () => {
      const user = userEvent.setup();
      const store = createStore();
      const api = fakeApi();
      render(<PackageCard pkg={videoPackage} />, { wrapper: wrapper({ api, user: subscriber, store }) });
      expect(screen.getByText('You own this pass')).toBeTruthy();
      expect(screen.getByRole('article').getAttribute('data-owned')).toBe('true');
      // The annual plan also grants the audio pass, which this subscriber does not hold yet.
      expect(screen.getByRole('button', { name: 'Buy - £89.99' })).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Manage Subscriptions' }));
      expect(store.get(accountHeaderOpenAtom)).toBe(true);
      expect(store.get(loginPromptAtom)).toBeNull();
      expect(api.payments.createCheckout).not.toHaveBeenCalled();
      expect(screen.queryByText('You must be logged in to purchase')).toBeNull();
    });
  });

  describe('given a logged-in fan without the package', () => {
    it('should create a checkout and go to the hosted page', async () => {
      const user = userEvent.setup();
      const api = fakeApi();
      api.payments.createCheckout.mockResolvedValue({ id: 'cs_1', url: 'http://localhost:4000/checkout/cs_1' });
      const assign = vi.fn();
      vi.stubGlobal('location', { ...window.location, origin: 'http://localhost:3000', assign });
      render(<PackageCard pkg={matchPassPackage} />, { wrapper: wrapper({ api, user: fan }) });
      await user.click(screen.getByRole('button', { name: 'Buy - £7.99' }));
      await waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost:4000/checkout/cs_1'));
      expect(api.payments.createCheckout).toHaveBeenCalledWith(
        expect.objectContaining({
          mode: 'payment',
          line_items: [{ price: 'price_match_pass_2026_11_28', quantity: 1 }],
          metadata: expect.objectContaining({ packageID: matchPassPackage.id, userEmail: 'fan@example.com' }),
        }),
      );
      vi.unstubAllGlobals();
    });
  });

  it('should have no axe violations on either face', async () => {
    const user = userEvent.setup();
    const { container } = render(<PackageCard pkg={videoPackage} />, { wrapper: wrapper({ api: fakeApi(), user: visitor }) });
    expect(await axeViolations(container)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Information about Blues TV Pass' }));
    expect(await axeViolations(container)).toEqual([]);
  });
});
