import { Button, Stack, Text, TextLink } from '@club/ui';
import { siteOrigins } from '@tooling/ssr/app';
import { AuthFrame } from '../../studio/AuthFrame';
import { FormAlert } from '../../studio/FormAlert';
import { useSignOut } from '../../studio/useSignOut';

/** A signed-in fan (or any account without a staff role) at the studio: the platform's 403, in words. */
export function NotStaffPage({ message }: { message: string }) {
  const { status, signOut } = useSignOut();
  return (
    <AuthFrame title="The studio is for club staff">
      <Text>{message}</Text>
      <Stack space="medium">
        <Button onClick={signOut} aria-disabled={status === 'signingOut' || undefined}>
          {status === 'signingOut' ? 'Signing out…' : 'Sign in as someone else'}
        </Button>
        <FormAlert message={status === 'failed' ? 'Signing out did not work. Try again.' : null} />
        <TextLink href={siteOrigins().club}>Back to the club site</TextLink>
      </Stack>
    </AuthFrame>
  );
}
