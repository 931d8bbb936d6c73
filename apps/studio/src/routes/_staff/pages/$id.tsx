import { createFileRoute, notFound } from '@tanstack/react-router';
import { studioQueries } from '../../../studio/queries';
import { siteName } from '../../../studio/site';
import { PageEditor } from './-components/PageEditor';

/** `/pages/12`: content page 12 of the navigation tree. */
export const Route = createFileRoute('/_staff/pages/$id')({
  loader: async ({ context, params }) => {
    const id = Number(params.id);
    if (!Number.isInteger(id) || id < 1) throw notFound();
    // The history comes with the page, not after it (a refusal there is the panel's to say, not the page's).
    void context.queryClient.prefetchQuery(studioQueries.pageRevisions(context.studio, id));
    // The sections it can move to come from the list.
    const [page] = await Promise.all([
      context.queryClient.ensureQueryData(studioQueries.page(context.studio, id)),
      context.queryClient.ensureQueryData(studioQueries.pages(context.studio)),
    ]);
    return { title: page.title };
  },
  head: ({ loaderData }) => ({ meta: [{ title: `${loaderData?.title ?? 'Page'} | Pages | ${siteName}` }] }),
  component: PageEditorRoute,
});

function PageEditorRoute() {
  const { id } = Route.useParams();
  return <PageEditor key={id} id={Number(id)} />;
}
