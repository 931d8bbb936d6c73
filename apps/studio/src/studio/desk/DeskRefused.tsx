import { Heading, Stack, Text, TextLink } from '@club/ui';

/** The platform's 403 for staff without the desk's role, said on the page too (the api refuses them anyway). */
export const notYourDeskMessage = 'This part of the studio is not part of your staff role. Ask a club administrator for access.';

/** A desk's page for staff whose roles do not open it: what it is and why not, in words. */
export function DeskRefused({ desk, message = notYourDeskMessage }: { desk: string; message?: string }) {
  return (
    <Stack space="medium">
      <Heading level={2} as="h1">
        {desk}
      </Heading>
      <Text>{message}</Text>
      <TextLink href="/">Back to your desks</TextLink>
    </Stack>
  );
}
