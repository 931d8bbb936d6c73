import { createFileRoute } from '@tanstack/react-router';
import { siteName } from '../../../../studio/site';
import { PackageDetail } from '../-components/PackageDetail';
import { loadDesk } from '../../../../studio/desk/loadDesk';
import { deskQueries } from '../../../../studio/desk/deskQueries';

/** One package: its name, description, prices and whether it is on sale. */
export const Route = createFileRoute('/_staff/commercial/packages/$packageId')({
  loader: ({ context, params }) => loadDesk(context, 'commercial', (queryClient, studio) => queryClient.ensureQueryData(deskQueries.package(studio, params.packageId))),
  head: () => ({ meta: [{ title: `Package | ${siteName}` }] }),
  component: PackageRoute,
});

function PackageRoute() {
  const { packageId } = Route.useParams();
  return <PackageDetail packageId={packageId} />;
}
