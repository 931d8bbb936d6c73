import { createFileRoute } from '@tanstack/react-router';
import { AccountPage } from './-components/AccountPage';
import { accountHead, validateReturnUrlSearch } from './-components/accountPages';
import { clubName } from '../../site/site';
import { LoginPageBody } from './-components/LoginPageBody';

/** SPEC 2.1 /account/login: the login form on a page of its own; afterwards back to `?returnUrl=`. */
export const Route = createFileRoute('/account/login')({
  validateSearch: validateReturnUrlSearch,
  head: () => accountHead('Log In', `Log in to your ${clubName} account.`, '/account/login'),
  component: function LoginRoute() {
    const { returnUrl } = Route.useSearch();
    return (
      <AccountPage title="Log In">
        <LoginPageBody returnUrl={returnUrl} />
      </AccountPage>
    );
  },
});
