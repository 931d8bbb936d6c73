import { createFileRoute } from '@tanstack/react-router';
import { AccountPage } from './-components/AccountPage';
import { accountHead, validateReturnUrlSearch } from './-components/accountPages';
import { clubName } from '../../site/site';
import { SignInCallback } from './-components/SignInCallback';

/**
 * SPEC 1 'auth callback': where a sign-in that happened elsewhere (the account site, a provider's hosted
 * page) comes back to. It checks the session, then goes to the return URL if it is an internal path.
 */
export const Route = createFileRoute('/account/callback')({
  validateSearch: validateReturnUrlSearch,
  head: () => accountHead('Logging in', `Finishing logging in to your ${clubName} account.`, '/account/callback'),
  component: function CallbackRoute() {
    const { returnUrl } = Route.useSearch();
    return (
      <AccountPage title="Logging in">
        <SignInCallback returnUrl={returnUrl} />
      </AccountPage>
    );
  },
});
