import { ForgotPasswordForm } from '@club/auth';
import { createFileRoute } from '@tanstack/react-router';
import { AccountPage } from './-components/AccountPage';
import { accountHead } from './-components/accountPages';
import { clubName } from '../../site/site';

/** Forgotten password: request a code by email, then set a new password with it. */
export const Route = createFileRoute('/account/forgot-password')({
  head: () => accountHead('Forgotten password', `Reset the password of your ${clubName} account.`, '/account/forgot-password'),
  component: function ForgotPasswordRoute() {
    return (
      <AccountPage title="Forgotten password">
        <ForgotPasswordForm />
      </AccountPage>
    );
  },
});
