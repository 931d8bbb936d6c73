import { Heading, Stack, Text, TextLink } from '@club/ui';

/** The platform's 403 for staff without the matchday role, said on the page too (the api refuses them anyway). */
export const notMatchdayMessage = 'The match-day console is for match-day staff. Ask a club administrator for access.';

export function MatchdayRefused() {
  return (
    <Stack space="medium">
      <Heading level={2} as="h1">
        Match day
      </Heading>
      <Text>{notMatchdayMessage}</Text>
      <TextLink href="/">Back to your desks</TextLink>
    </Stack>
  );
}
