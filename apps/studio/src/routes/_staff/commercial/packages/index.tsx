import { createFileRoute } from '@tanstack/react-router';
import { siteName } from '../../../../studio/site';
import { PackageList, type PackageListSearch } from '../-components/PackageList';
import { loadDesk } from '../../../../studio/desk/loadDesk';
import { deskQueries } from '../../../../studio/desk/deskQueries';

function validateSearch(search: Record<string, unknown>): PackageListSearch {
  const page = Number(search.page);
  return Number.isInteger(page) && page > 1 ? { page } : {};
}

/** Packages and their prices, 20 a page (paged by the platform). */
export const Route = createFileRoute('/_staff/commercial/packages/')({
  validateSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadDesk(context, 'commercial', (queryClient, studio) => queryClient.ensureQueryData(deskQueries.packages(studio, deps))),
  head: () => ({ meta: [{ title: `Packages and prices | ${siteName}` }] }),
  component: PackagesRoute,
});

function PackagesRoute() {
  return <PackageList search={Route.useSearch()} />;
}
