import { normaliseError } from '@club/api-client';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { pageTitle } from '../site/site';
import { ContentPage } from './-components/ContentPage';
import { contentPath } from './-components/contentPath';

/** SPEC 2.1's catch-all: any path of the navigation tree is a content page. */
export const Route = createFileRoute('/$')({
  loader: async ({ context, params }) => {
    const path = contentPath(params._splat);
    if (!path) throw notFound();
    try {
      return { page: (await context.api.web.page(path)).data };
    } catch (error) {
      if (normaliseError(error).statusCode === 404) throw notFound();
      throw error;
    }
  },
  head: ({ loaderData }) => {
    if (!loaderData) return { meta: [{ title: pageTitle('Page not found') }] };
    const { page } = loaderData;
    return {
      meta: [
        { title: pageTitle(page.postTitle) },
        { name: 'description', content: page.summary },
        { property: 'og:title', content: page.postTitle },
        { property: 'og:description', content: page.summary },
        { property: 'og:type', content: 'article' },
      ],
    };
  },
  component: ContentRoute,
});

function ContentRoute() {
  const { page } = Route.useLoaderData();
  return <ContentPage page={page} />;
}
