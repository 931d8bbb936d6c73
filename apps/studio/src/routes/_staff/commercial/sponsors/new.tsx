import { Heading, Loader, Text } from '@club/ui';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { siteName } from '../../../../studio/site';
import * as styles from '../../../../studio/desk/desk.css';
import { KitForm } from '../../../../studio/kit/KitForm';
import { sponsorCollection } from '../-components/sponsorCollection';
import { deskQueries } from '../../../../studio/desk/deskQueries';
import { useStudioApi } from '../../../../studio/studioApi';
import { loadDesk } from '../../../../studio/desk/loadDesk';

function validateSearch(search: Record<string, unknown>): { row?: number } {
  const row = Number(search.row);
  return Number.isInteger(row) && row > 0 ? { row } : {};
}

export const Route = createFileRoute('/_staff/commercial/sponsors/new')({
  validateSearch,
  // The rows a new sponsor can go in.
  loader: ({ context }) => loadDesk(context, 'commercial', (queryClient, studio) => queryClient.ensureQueryData(deskQueries.sponsors(studio, {}))),
  head: () => ({ meta: [{ title: `New sponsor | ${siteName}` }] }),
  component: NewSponsor,
});

function NewSponsor() {
  const studio = useStudioApi();
  const { row } = Route.useSearch();
  const { data, status } = useQuery(deskQueries.sponsors(studio, {}));
  return (
    <div className={styles.page}>
      <Heading level={2} as="h1">
        New sponsor
      </Heading>
      {status === 'pending' && <Loader label="Loading the rows" />}
      {status === 'error' && <Text tone="critical">The sponsor rows could not be loaded. Reload the page to try again.</Text>}
      {data && <KitForm collection={sponsorCollection} extra={{ rows: data.rows, rowID: row ?? data.row }} />}
    </div>
  );
}
