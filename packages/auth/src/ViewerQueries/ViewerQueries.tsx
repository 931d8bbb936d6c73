import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { entitlementsAtom, ssoIDAtom } from '../user/user.atoms';

/**
 * The root of every query key whose answer depends on who is signed in and what they hold (a playback
 * session, a profile, an entitlement re-check…): `['viewer', …]`.
 */
export const viewerQueryKey = ['viewer'] as const;

/**
 * Keeps the query cache true to the viewer: when the signed-in account or its passes change (a sign-in,
 * a sign-out, a purchase's grant, a redeemed voucher, a session that ended), exactly the `['viewer']`
 * queries are invalidated: the open ones re-read, the rest refetch when next shown. Public data (news,
 * fixtures, packages, adverts) is left alone. Written once here, so no action has to remember it.
 */
export function ViewerQueries() {
  const queryClient = useQueryClient();
  const ssoId = useAtomValue(ssoIDAtom);
  const entitlements = useAtomValue(entitlementsAtom);
  const viewer = `${ssoId ?? ''}|${entitlements === null ? '?' : [...entitlements].sort().join(',')}`;
  const seen = useRef(viewer);
  useEffect(() => {
    if (seen.current === viewer) return;
    seen.current = viewer;
    // A query already asking for the new viewer (a key that names who asks, such as a playback check)
    // is left to finish rather than cancelled and asked twice.
    void queryClient.invalidateQueries({ queryKey: viewerQueryKey }, { cancelRefetch: false });
  }, [queryClient, viewer]);
  return null;
}
