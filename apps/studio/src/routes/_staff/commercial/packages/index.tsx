import { createFileRoute } from '@tanstack/react-router';
import { PackageList } from '../-components/PackageList';
import { deskListRoute } from '../../../../studio/desk/deskListRoute';
import { deskQueries } from '../../../../studio/desk/deskQueries';
import { pageOf } from '../../../../studio/listSearch';

/** Packages and their prices, 20 a page (paged by the platform). */
export const Route = createFileRoute('/_staff/commercial/packages/')({
  ...deskListRoute({ desk: 'commercial', title: 'Packages and prices', validateSearch: pageOf, query: deskQueries.packages }),
  component: PackagesRoute,
});

function PackagesRoute() {
  return <PackageList search={Route.useSearch()} />;
}
