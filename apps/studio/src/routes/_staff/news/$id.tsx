import { createFileRoute, notFound } from '@tanstack/react-router';
import { studioQueries } from '../../../studio/queries';
import { siteName } from '../../../studio/site';
import { EditorRoute } from './-components/EditorRoute';

/** `/news/new`: a new article (created by its first save); `/news/12`: article 12. */
export const Route = createFileRoute('/_staff/news/$id')({
  loader: async ({ context, params }) => {
    if (params.id === 'new') return { article: null };
    const id = Number(params.id);
    if (!Number.isInteger(id) || id < 1) throw notFound();
    // The history comes with the article, not after it (a refusal there is the panel's to say, not the page's).
    void context.queryClient.prefetchQuery(studioQueries.revisions(context.studio, id));
    return { article: await context.queryClient.ensureQueryData(studioQueries.article(context.studio, id)) };
  },
  head: ({ loaderData }) => ({ meta: [{ title: `${loaderData?.article ? 'Edit article' : 'New article'} | ${siteName}` }] }),
  component: EditorRoute,
});
