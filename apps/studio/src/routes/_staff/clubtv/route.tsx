import { Heading, Stack, Text, TextLink } from '@club/ui';
import { createFileRoute, Outlet } from '@tanstack/react-router';
import { canUse } from '../../../studio/desks';

/** The Club TV library: editors and administrators. Anyone else is told why, in words (the api refuses them anyway). */
export const Route = createFileRoute('/_staff/clubtv')({
  component: ClubTvRoute,
});

function ClubTvRoute() {
  const { access } = Route.useRouteContext();
  if (access.state !== 'staff' || !canUse(access.session.roles, 'clubTv')) {
    return (
      <Stack space="medium">
        <Heading level={2} as="h1">
          Club TV
        </Heading>
        <Text>This part of the studio is not part of your staff role. Ask a club administrator for access.</Text>
        <TextLink href="/">Back to your desks</TextLink>
      </Stack>
    );
  }
  return <Outlet />;
}
