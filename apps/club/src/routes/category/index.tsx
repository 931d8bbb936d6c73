import { CategoryCard, Container, Heading, Stack } from '@club/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { newsQueries } from '../../site/news.queries';
import { pageHead } from '../../site/seo';
import * as styles from '../videos/-components/Videos.css';

/** SPEC 2.1 /category: every category page, one card each. */
export const Route = createFileRoute('/category/')({
  loader: async ({ context }) => {
    // The categories go into the query cache (the news list's chips read the same); the head needs nothing.
    await context.queryClient.ensureQueryData(newsQueries.categories(context.api));
  },
  head: () =>
    pageHead({
      title: 'Categories',
      description: 'News, fixtures and videos of the first team, the academy, the women and the club.',
      path: '/category',
    }),
  component: function CategoriesRoute() {
    const { api } = Route.useRouteContext();
    const { data: categories } = useSuspenseQuery(newsQueries.categories(api));
    return (
      <Container width="wide">
        <div className={styles.section}>
          <Stack space="xlarge">
            <Heading level={1}>Categories</Heading>
            <ul className={styles.grid}>
              {categories.map((category) => (
                <li key={category.slug}>
                  <CategoryCard href={`/category/${category.slug}`} title={category.name} imageKey={`menus/${category.slug}.jpg`} />
                </li>
              ))}
            </ul>
          </Stack>
        </div>
      </Container>
    );
  },
});
