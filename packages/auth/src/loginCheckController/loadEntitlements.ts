import { ApiError, type EntitlementsClient } from '@club/api-client';
import { showErrorNotification } from '@club/site-state';
import type { createStore } from 'jotai';
import { applyEntitlementsAtom, entitlementsLoadingAtom, entitlementsUnavailableAtom } from '../user/user.atoms';

type Store = ReturnType<typeof createStore>;

/** SPEC 8 'Video service connection failure'. */
export const videoServiceFailure = {
  title: 'There was a problem connecting to the video service',
  message: 'Please try again in a few minutes',
} as const;

/**
 * SPEC 4/7: after the user is set, fetch what they hold. 404 means none ('You have no subscriptions');
 * any other failure leaves them with none, tells them the video service could not be reached, and the
 * account summary says 'There was an issue checking your subscriptions'.
 */
export async function loadEntitlements(
  store: Store,
  entitlements: Pick<EntitlementsClient, 'forUser'>,
  ssoId: string,
): Promise<void> {
  store.set(entitlementsLoadingAtom);
  try {
    const answer = await entitlements.forUser(ssoId);
    store.set(applyEntitlementsAtom, answer.data.attributes);
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 404) {
      store.set(entitlementsUnavailableAtom, { ssoID: ssoId, reason: 'none' });
      return;
    }
    console.warn('Could not load entitlements', error instanceof Error ? error.message : error);
    store.set(entitlementsUnavailableAtom, { ssoID: ssoId, reason: 'error' });
    store.set(showErrorNotification, videoServiceFailure);
  }
}
