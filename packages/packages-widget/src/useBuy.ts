import { openAccountHeader, openLoginPrompt } from '@club/site-state';
import { useSetAtom } from 'jotai';
import { useCallback, useState } from 'react';
import { ownsPriceOption } from '@club/entitlements';
import { usePackagesContext } from './PackagesProvider/PackagesProvider';
import { checkoutUnavailableMessage, loggedOutHint } from './priceLabel';
import type { Package, PriceOption } from './types';

export type BuyState = 'idle' | 'pending';

/**
 * SPEC 4 'Buying': logged out → the login prompt; already holding the option → the account panel;
 * otherwise create a checkout and go to the hosted page. The checkout code is imported only now.
 */
export function useBuy() {
  const { api, user } = usePackagesContext();
  const promptLogin = useSetAtom(openLoginPrompt);
  const openAccount = useSetAtom(openAccountHeader);
  const [state, setState] = useState<BuyState>('idle');

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
      setState('pending');
      try {
        const { startCheckout } = await import('./checkout/startCheckout');
        const result = await startCheckout({ api, pkg, option, user, window });
        // After a successful redirect the page is leaving; keep the button busy until it does.
        if (result !== 'redirected') setState('idle');
      } catch (error) {
        // The chunk itself failed to load (offline, a new deploy): the same as a failed redirect.
        console.error('Could not load checkout', error instanceof Error ? error.message : error);
        window.alert(checkoutUnavailableMessage);
        setState('idle');
      }
    },
    [api, user, promptLogin, openAccount],
  );

  return { buy, state };
}
