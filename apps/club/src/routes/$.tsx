import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, isNotFound, notFound, redirect } from '@tanstack/react-router';
import { pageTitle } from '../site/site';
import { ContentPage } from './-components/ContentPage';
import { contentPath, contentQueries } from './-components/contentPath';

/**
 * SPEC 2.1's catch-all: any path of the navigation tree is a content page. The page goes into the query
 * cache (dehydrated once into the HTML); the loader returns only what the head needs. An address that
 * is no page but was one before the page moved in the studio answers a permanent redirect to where it
 * is now (issue 16): a 301 from the server, a replaced history entry in the browser.
 */
export const Route = createFileRoute('/$')({
  loader: async ({ context, params }) => {
    const path = contentPath(params._splat);
    if (!path) throw notFound();
    const page = await context.queryClient.ensureQueryData(contentQueries.page(context.api, path)).catch(async (error: unknown) => {
      if (!isNotFound(error)) throw error;
      const movedTo = await context.queryClient.ensureQueryData(contentQueries.redirect(context.api, path));
      if (movedTo === null) throw error;
      // Permanent for search engines, but not kept by browsers: staff may move the page back, and a
      // browser holding the old 301 would then go round in circles.
      throw redirect({ to: '/$', params: { _splat: movedTo }, search: true, replace: true, statusCode: 301, headers: { 'cache-control': 'no-store' } });
    });
    return { title: page.postTitle, summary: page.summary };
  },
  head: ({ loaderData }) => {
    if (!loaderData) return { meta: [{ title: pageTitle('Page not found') }] };
    const { title, summary } = loaderData;
    return {
      meta: [
        { title: pageTitle(title) },
        { name: 'description', content: summary },
        { property: 'og:title', content: title },
        { property: 'og:description', content: summary },
        { property: 'og:type', content: 'article' },
      ],
    };
  },
  component: ContentRoute,
});

function ContentRoute() {
  const { api } = Route.useRouteContext();
  const { _splat } = Route.useParams();
  // The loader only runs for a path that is a content path.
  const { data: page } = useSuspenseQuery(contentQueries.page(api, contentPath(_splat) ?? ''));
  return <ContentPage page={page} />;
}
