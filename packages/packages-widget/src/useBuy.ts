import { openAccountHeader, openLoginPrompt } from '@club/site-state';
import { useMutation } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { ownsPriceOption } from '@club/entitlements';
import { usePackagesContext } from './PackagesProvider/PackagesProvider';
import { checkoutUnavailableMessage, loggedOutHint } from './priceLabel';
import type { Package, PriceOption } from './types';

export type BuyState = 'idle' | 'pending';

/**
 * SPEC 4 'Buying': logged out → the login prompt; already holding the option → the account panel;
 * otherwise create a checkout (a mutation) and go to the hosted page. The checkout code is imported
 * only now. Nothing on the page changes yet: the purchase lands on the success page, whose
 * entitlement re-check updates every lock.
 */
export function useBuy() {
  const { api, user } = usePackagesContext();
  const promptLogin = useSetAtom(openLoginPrompt);
  const openAccount = useSetAtom(openAccountHeader);
  const checkout = useMutation({
    mutationFn: async ({ pkg, option }: { pkg: Package; option: PriceOption }) => {
      try {
        const { startCheckout } = await import('./checkout/startCheckout');
        return await startCheckout({ api, pkg, option, user, window });
      } catch (error) {
        // The chunk itself failed to load (offline, a new deploy): the same as a failed redirect.
        console.error('Could not load checkout', error instanceof Error ? error.message : error);
        window.alert(checkoutUnavailableMessage);
        return 'redirectFailed' as const;
      }
    },
  });
  // After a successful redirect the page is leaving; the button stays busy until it does.
  const state: BuyState = checkout.isPending || checkout.data === 'redirected' ? 'pending' : 'idle';
  const { mutateAsync } = checkout;

  const buy = useCallback(
    async (pkg: Package, option: PriceOption) => {
      if (user.loginState !== 'loggedIn') {
        promptLogin(loggedOutHint);
        return;
      }
      if (ownsPriceOption(option, user.entitlements)) {
        openAccount();
        return;
      }
      await mutateAsync({ pkg, option });
    },
    [user, promptLogin, openAccount, mutateAsync],
  );

  return { buy, state };
}
