import { AccountProfile } from '@club/auth';
import { createFileRoute } from '@tanstack/react-router';
import { AccountPage } from './-components/AccountPage';
import { accountHead } from './-components/accountPages';
import { clubName } from '../../site/site';

/** The profile: view and update details, change password; logged out, a prompt to log in. */
export const Route = createFileRoute('/account/profile')({
  head: () => accountHead('My Account', `Your ${clubName} account details.`, '/account/profile'),
  component: function ProfileRoute() {
    return (
      <AccountPage title="My Account">
        <AccountProfile path="/account/profile" />
      </AccountPage>
    );
  },
});
