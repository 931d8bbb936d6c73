import { ApiError, sponsorNotFoundMessage } from '@club/api-client';
import { Heading, Loader, Text, TextLink } from '@club/ui';
import { useQuery } from '@tanstack/react-query';
import * as styles from './desk.css';
import { deskQueries } from './deskApi';
import { SponsorForm } from './SponsorForm';

export function SponsorDetail({ sponsorID }: { sponsorID: string }) {
  const id = /^\d{1,9}$/.test(sponsorID) ? Number(sponsorID) : 0;
  const { data, status, error } = useQuery({ ...deskQueries.sponsor(id), enabled: id > 0 });
  const rows = useQuery(deskQueries.sponsors({}));
  if (id > 0 && (status === 'pending' || rows.status === 'pending')) return <Loader label="Loading the sponsor" />;
  if (id === 0 || status === 'error' || rows.status === 'error') {
    return (
      <div className={styles.page}>
        <Heading level={2} as="h1">
          Sponsor
        </Heading>
        <Text tone="critical">{id === 0 || (error instanceof ApiError && error.statusCode === 404) ? sponsorNotFoundMessage : 'The sponsor could not be loaded. Reload the page to try again.'}</Text>
        <TextLink href="/commercial/sponsors">All sponsors</TextLink>
      </div>
    );
  }
  if (!data || !rows.data) return null;
  return (
    <div className={styles.page}>
      <div className={styles.top}>
        <Heading level={2} as="h1">
          {data.title}
        </Heading>
        <span className={styles.badge} data-state={data.published ? 'active' : 'disabled'}>
          {data.published ? 'Published' : 'Unpublished'}
        </span>
      </div>
      <Text tone="muted">
        {data.origin === 'seed' ? 'From the demo world: saving it here makes it the studio’s, kept when the world is laid out again.' : `Last saved by ${data.updatedByEmail ?? 'staff'}.`} The header’s three sponsors stay as the demo world has them.
      </Text>
      <SponsorForm sponsor={data} rows={rows.data.rows} rowID={data.rowID ?? rows.data.row} />
    </div>
  );
}
