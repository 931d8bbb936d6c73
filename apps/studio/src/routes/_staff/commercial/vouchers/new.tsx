import { Heading, Loader, Text } from '@club/ui';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { siteName } from '../../../../studio/site';
import * as styles from '../../../../studio/desk/desk.css';
import { KitForm } from '../../../../studio/kit/KitForm';
import { voucherCollection } from '../-components/voucherCollection';
import { loadDesk } from '../../../../studio/desk/loadDesk';
import { deskQueries } from '../../../../studio/desk/deskQueries';
import { useStudioApi } from '../../../../studio/studioApi';

export const Route = createFileRoute('/_staff/commercial/vouchers/new')({
  // The packages and prices a voucher can grant.
  loader: ({ context }) => loadDesk(context, 'commercial', (queryClient, studio) => queryClient.ensureQueryData(deskQueries.grantOptions(studio))),
  head: () => ({ meta: [{ title: `New voucher | ${siteName}` }] }),
  component: NewVoucher,
});

/** A new voucher: each field checked as it is typed with the platform's own schema, a typed code checked for clashes. */
function NewVoucher() {
  const studio = useStudioApi();
  const options = useQuery(deskQueries.grantOptions(studio));
  return (
    <div className={styles.page}>
      <Heading level={2} as="h1">
        New voucher
      </Heading>
      <Text tone="muted">A fan types the code in the voucher box on the club site or the streaming site and gets the package at once.</Text>
      {options.status === 'pending' && <Loader label="Loading packages" />}
      {options.status === 'error' && <Text tone="critical">The packages could not be loaded. Reload the page to try again.</Text>}
      {options.status === 'success' && <KitForm collection={voucherCollection} extra={{ options: options.data, redeemed: 0 }} />}
    </div>
  );
}
