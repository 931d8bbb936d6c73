import type { StudioDesk } from '@club/api-client';
import type { EnsureQueryDataOptions, QueryKey } from '@tanstack/react-query';
import { siteName } from '../site';
import type { StudioApi } from '../studioApi';
import { loadDesk, type DeskLoaderContext } from './loadDesk';

/**
 * A desk's list route, spread into its `createFileRoute` options: the address read by `validateSearch`, the
 * search as the loader's deps, the list's page loaded through the query client (`loadDesk`), and the title.
 * The route adds its component.
 */
export function deskListRoute<Search, Data, Key extends QueryKey>(list: {
  desk: StudioDesk;
  title: string;
  validateSearch: (search: Record<string, unknown>) => Search;
  query: (studio: StudioApi, search: Search) => EnsureQueryDataOptions<Data, Error, Data, Key>;
}) {
  return {
    validateSearch: list.validateSearch,
    loaderDeps: ({ search }: { search: Search }) => search,
    loader: ({ context, deps }: { context: DeskLoaderContext; deps: Search }) =>
      loadDesk(context, list.desk, (queryClient, studio) => queryClient.ensureQueryData(list.query(studio, deps))),
    head: () => ({ meta: [{ title: `${list.title} | ${siteName}` }] }),
  };
}
