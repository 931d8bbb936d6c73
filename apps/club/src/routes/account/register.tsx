import { RegisterForm, safeReturnPath, takeReturnUrl } from '@club/auth';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { AccountPage } from './-components/AccountPage';
import { accountHead, validateReturnUrlSearch } from './-components/accountPages';
import { clubName } from '../../site/site';

/** Registration with the emailed 6-digit code, then logging in; afterwards back to `?returnUrl=`. */
export const Route = createFileRoute('/account/register')({
  validateSearch: validateReturnUrlSearch,
  head: () =>
    accountHead('Register', `Create a free ${clubName} account for Club TV, passes and subscriptions.`, '/account/register'),
  component: function RegisterRoute() {
    const { returnUrl } = Route.useSearch();
    const navigate = useNavigate();
    const onSignedIn = () => void navigate({ href: safeReturnPath(returnUrl ?? takeReturnUrl(), '/') });
    return (
      <AccountPage title="Register" intro="Create a free account to watch Club TV highlights and buy passes and subscriptions.">
        <RegisterForm onSignedIn={onSignedIn} />
      </AccountPage>
    );
  },
});
