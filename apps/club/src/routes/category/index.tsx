import { CategoryCard, Container, Heading, Stack } from '@club/ui';
import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../site/seo';
import * as styles from '../videos/-components/Videos.css';

/** SPEC 2.1 /category: every category page, one card each. */
export const Route = createFileRoute('/category/')({
  loader: async ({ context }) => (await context.api.news.categories()).data,
  head: () =>
    pageHead({
      title: 'Categories',
      description: 'News, fixtures and videos of the first team, the academy, the women and the club.',
      path: '/category',
    }),
  component: function CategoriesRoute() {
    const categories = Route.useLoaderData();
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
