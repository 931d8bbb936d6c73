import type { UserAttributes } from '@club/api-client';
import { openLoginPrompt } from '@club/site-state';
import { Button, Heading, Loader, Stack, Text } from '@club/ui';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { failureMessage } from '../account/messages';
import { useAuth } from '../AuthProvider/AuthProvider';
import { FormMessage } from '../FormMessage/FormMessage';
import { withReturnUrl } from '../returnUrl/returnUrl';
import { loginStateAtom, ssoIDAtom } from '../user/user.atoms';
import { ChangeEmailFormOnDemand, SignedInDevicesOnDemand } from '../SignedInDevices/SignedInDevicesOnDemand';
import { ChangePasswordForm } from './ChangePasswordForm';
import { profileQuery } from './profile.queries';
import { ProfileDetailsForm } from './ProfileDetailsForm';

export type AccountProfileProps = {
  /** This page's own path, to come back to after logging in. */
  path?: string;
  loginHref?: string;
};

type Loaded = { status: 'loading' } | { status: 'ready'; attributes: UserAttributes } | { status: 'failed'; message: string };

/**
 * The profile page's body: the user's details with the update form, change password, the email change
 * and "Signed-in devices" (those two loaded as they are shown). The page is
 * rendered without a user on the server (so it can be cached like any other), hence the details are
 * fetched in the browser once the login check knows who is here. Logged out, it asks them to log in.
 */
export function AccountProfile({ path = '/account/profile', loginHref = '/account/login' }: AccountProfileProps) {
  const loginState = useAtomValue(loginStateAtom);
  const ssoId = useAtomValue(ssoIDAtom);
  const prompt = useSetAtom(openLoginPrompt);
  const { api } = useAuth();
  const profile = useQuery({
    ...profileQuery(api, ssoId ?? ''),
    enabled: loginState === 'loggedIn' && ssoId !== null,
  });
  const loaded: Loaded =
    profile.status === 'success'
      ? { status: 'ready', attributes: profile.data }
      : profile.status === 'error'
        ? { status: 'failed', message: failureMessage(profile.error) }
        : { status: 'loading' };

  if (loginState === 'unknown') return <Loader label="Checking your account" />;

  if (loginState === 'loggedOut') {
    return (
      <Stack space="medium" align="left">
        <Text>Please log in to see and change your details.</Text>
        <Button href={withReturnUrl(loginHref, path)}>Log In</Button>
        <Button variant="ghost-dark" onClick={() => prompt('Log in to see and change your details.')}>
          Log in here
        </Button>
      </Stack>
    );
  }

  switch (loaded.status) {
    case 'loading':
      return <Loader label="Loading your details" />;
    case 'failed':
      return <FormMessage tone="error" message={loaded.message} />;
    case 'ready':
      return (
        <Stack space="xxlarge">
          <Stack space="medium">
            <Heading level={3} as="h2">
              Your details
            </Heading>
            <Text size="small" tone="muted">{`Account ID: ${loaded.attributes.sub}`}</Text>
            <ProfileDetailsForm key={loaded.attributes.sub} attributes={loaded.attributes} />
          </Stack>
          <Stack space="medium">
            <Heading level={3} as="h2">
              Change password
            </Heading>
            <ChangePasswordForm />
          </Stack>
          <Stack space="medium">
            <Heading level={3} as="h2">
              Email address
            </Heading>
            <ChangeEmailFormOnDemand email={loaded.attributes.email} />
          </Stack>
          <Stack space="medium">
            <Heading level={3} as="h2">
              Signed-in devices
            </Heading>
            <SignedInDevicesOnDemand />
          </Stack>
        </Stack>
      );
    default:
      return loaded satisfies never;
  }
}
