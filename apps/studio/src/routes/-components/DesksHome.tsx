import { Heading, Stack, Text, TextLink } from '@club/ui';
import { useRouteContext } from '@tanstack/react-router';
import { desksFor } from '../../studio/desks';

/** For staff who do not write news: the desks their roles open, and any still to come, said plainly. */
export function DesksHome() {
  const { access } = useRouteContext({ from: '/_staff' });
  const desks = access.state === 'staff' ? desksFor(access.session.roles) : [];
  const coming = desks.filter((desk) => desk.state === 'comingNext');
  return (
    <Stack space="medium">
      <Heading level={2} as="h1">
        Your desks
      </Heading>
      <ul aria-label="Your desks">
        {desks.map((desk) =>
          desk.state === 'ready' ? (
            <li key={desk.id}>
              <TextLink href={desk.href}>{desk.label}</TextLink>
            </li>
          ) : null,
        )}
      </ul>
      {coming.length > 0 && <Text>{`${coming.map((desk) => desk.label).join(', ')} ${coming.length === 1 ? 'is' : 'are'} coming next.`}</Text>}
    </Stack>
  );
}
