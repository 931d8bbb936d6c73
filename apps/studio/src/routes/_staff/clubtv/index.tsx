import { createFileRoute } from '@tanstack/react-router';
import { siteName } from '../../../studio/site';
import { clubTvQueries } from './-components/clubTvQueries';
import { validateClubTvListSearch } from './-components/listSearch';
import { VideoList } from './-components/VideoList';

/** The Club TV library: by status, searched, 20 a page, newest change first (paged by the platform). */
export const Route = createFileRoute('/_staff/clubtv/')({
  validateSearch: validateClubTvListSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(clubTvQueries.videos(context.studio, deps)),
  head: () => ({ meta: [{ title: `Club TV | ${siteName}` }] }),
  component: function ClubTvListRoute() {
    return <VideoList search={Route.useSearch()} />;
  },
});
