import { Heading, Stack, TextLink } from '@club/ui';
import { useStaffRoles } from '../../studio/desk/DeskGate';
import { desksFor } from '../../studio/desks';

/** For staff who do not write news: the desks their roles open. */
export function DesksHome() {
  const desks = desksFor(useStaffRoles());
  return (
    <Stack space="medium">
      <Heading level={2} as="h1">
        Your desks
      </Heading>
      <ul aria-label="Your desks">
        {desks.map((desk) => (
          <li key={desk.id}>
            <TextLink href={desk.href}>{desk.label}</TextLink>
          </li>
        ))}
      </ul>
    </Stack>
  );
}
