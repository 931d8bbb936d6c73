import { LoginForm, loginStateAtom, safeReturnPath, takeReturnUrl, userDisplayNameAtom } from '@club/auth';
import { Button, Stack, Text } from '@club/ui';
import { useNavigate } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';

/**
 * The login page's body: the form, or, for someone already logged in (in another tab, or by the panel),
 * who they are and a way on. After logging in, only an internal return path is followed.
 */
export function LoginPageBody({ returnUrl }: { returnUrl: string | undefined }) {
  const navigate = useNavigate();
  const loginState = useAtomValue(loginStateAtom);
  const displayName = useAtomValue(userDisplayNameAtom);
  const onSignedIn = () => void navigate({ href: safeReturnPath(returnUrl ?? takeReturnUrl(), '/') });

  if (loginState === 'loggedIn') {
    return (
      <Stack space="medium" align="left">
        <Text>{`You are logged in as ${displayName ?? 'a member'}.`}</Text>
        <Button href={safeReturnPath(returnUrl, '/')}>Continue</Button>
        <Button href="/account/profile" variant="ghost-dark">
          My Profile
        </Button>
      </Stack>
    );
  }
  return <LoginForm onSignedIn={onSignedIn} headingTag="h2" />;
}
