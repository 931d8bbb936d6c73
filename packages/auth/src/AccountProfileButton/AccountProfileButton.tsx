import { accountHeaderOpenAtom, openAccountHeader } from '@club/site-state';
import { ProfileButton } from '@club/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { loginStateAtom } from '../user/user.atoms';

/**
 * The header's profile button wired to the user state: 'Log In' or 'Profile' (SPEC 2.5), a same-size
 * placeholder until the login check completes, and it opens the account panel. For SiteHeader's
 * `profile` slot on either site.
 */
export function AccountProfileButton() {
  const state = useAtomValue(loginStateAtom);
  const expanded = useAtomValue(accountHeaderOpenAtom);
  const open = useSetAtom(openAccountHeader);
  return <ProfileButton state={state} expanded={expanded} onClick={() => open()} />;
}
