import { accountHeaderOpenAtom, closeAccountHeader, loginPromptAtom, showAccountNotification } from '@club/site-state';
import { SidePanel, Text } from '@club/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import type { MouseEvent } from 'react';
import { loggedInNotice } from '../account/messages';
import { AccountSummary } from '../AccountSummary/AccountSummary';
import { useAuth } from '../AuthProvider/AuthProvider';
import { LoginForm } from '../LoginForm/LoginForm';
import { takeReturnUrl } from '../returnUrl/storedReturnUrl';
import { loginStateAtom } from '../user/user.atoms';

export type AccountPanelProps = {
  /** SPEC 3 web settings `account.loginHeading` / `accountHeading`. */
  loginHeading?: string;
  accountHeading?: string;
};

/**
 * SPEC 2.5's account side panel, mounted once per site: 320px from the right over a dark underlay,
 * opened by the profile button or a login prompt (site-state's openAccountHeader / openLoginPrompt).
 * Logged out it holds the login form (with the prompt's message above it), logged in the summary.
 */
export function AccountPanel({ loginHeading = 'Log In', accountHeading = 'My Account' }: AccountPanelProps) {
  const open = useAtomValue(accountHeaderOpenAtom);
  const prompt = useAtomValue(loginPromptAtom);
  const loginState = useAtomValue(loginStateAtom);
  const close = useSetAtom(closeAccountHeader);
  const notify = useSetAtom(showAccountNotification);
  const { onNavigate } = useAuth();
  const loggedIn = loginState === 'loggedIn';

  // SPEC 4: after logging in, go to a stored return URL, or stay on this page with the summary open.
  const onSignedIn = () => {
    notify(loggedInNotice);
    const returnTo = takeReturnUrl();
    if (returnTo) {
      close();
      onNavigate(returnTo);
    }
  };

  // A link inside the panel leads to another page: the panel has done its job.
  const onClickCapture = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target instanceof Element && event.target.closest('a[href]')) close();
  };

  return (
    <SidePanel open={open} onClose={close} title={loggedIn ? accountHeading : loginHeading} closeLabel="Close account panel">
      <div onClickCapture={onClickCapture} data-part="account-panel">
        {loggedIn ? (
          <AccountSummary />
        ) : (
          <>
            {prompt && (
              <Text weight="medium">
                <span role="status">{prompt}</span>
              </Text>
            )}
            <LoginForm onSignedIn={onSignedIn} />
          </>
        )}
      </div>
    </SidePanel>
  );
}
