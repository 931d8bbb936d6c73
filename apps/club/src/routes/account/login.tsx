import { LoginForm, safeReturnPath, takeReturnUrl } from '@club/auth';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { AccountPage } from './-components/AccountPage';
import { accountHead, validateReturnUrlSearch } from './-components/accountPages';

/** SPEC 2.1 /account/login: the login form on a page of its own; afterwards back to `?returnUrl=`. */
export const Route = createFileRoute('/account/login')({
  validateSearch: validateReturnUrlSearch,
  head: () => accountHead('Log In', 'Log in to your Brackwater Blues FC account.', '/account/login'),
  component: function LoginRoute() {
    const { returnUrl } = Route.useSearch();
    const navigate = useNavigate();
    // Only an internal path is followed (never an open redirect); otherwise the home page.
    const onSignedIn = () => void navigate({ href: safeReturnPath(returnUrl ?? takeReturnUrl(), '/') });
    return (
      <AccountPage title="Log In">
        <LoginForm onSignedIn={onSignedIn} headingTag="h2" />
      </AccountPage>
    );
  },
});
