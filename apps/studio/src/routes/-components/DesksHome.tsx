import { Heading, Stack, Text } from '@club/ui';
import { useRouteContext } from '@tanstack/react-router';
import { desksFor } from '../../studio/desks';

/** For staff whose desks are not built yet (match day, commercial): said plainly. */
export function DesksHome() {
  const { access } = useRouteContext({ from: '/_staff' });
  const desks = access.state === 'staff' ? desksFor(access.session.roles) : [];
  return (
    <Stack space="medium">
      <Heading level={2} as="h1">
        Your desks
      </Heading>
      <Text>
        The studio opens with the newsroom. {desks.length > 0 ? `${desks.map((desk) => desk.label).join(', ')} ${desks.length === 1 ? 'is' : 'are'} coming next.` : ''}
      </Text>
    </Stack>
  );
}
