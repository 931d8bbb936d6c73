import { PageAdvert, withAdvert } from '@club/adverts';
import type { NewsCategoriesResponse, NewsCategorySlug, NewsListResponse } from '@club/api-client';
import { ArticleCard, Box, Container, Heading, Stack, Text } from '@club/ui';
import { AppLink } from '@tooling/ssr/app';
import { useEffect, useRef, useState } from 'react';
import * as styles from './NewsListPage.css';
import { newsListHref, showPage, type ShownPages } from './newsListSearch';

export interface NewsListPageProps {
  list: NewsListResponse;
  categories: NewsCategoriesResponse['data'];
  category: NewsCategorySlug | null;
}

/** SPEC 2.4's news layout in SPEC 9's dark style: category chips, article cards, 'Load more news'. */
export function NewsListPage({ list, categories, category }: NewsListPageProps) {
  // Pages loaded by 'Load more news' stay on screen; the loader only ever fetches the next one.
  const [shown, setShown] = useState<ShownPages>(() => showPage(undefined, category, list));
  const next = showPage(shown, category, list);
  if (next !== shown) setShown(next);

  const articles = next.pages.flatMap((page) => page.data);
  const { page, pageCount } = list.meta;
  const categoryName = categories.find((item) => item.slug === category)?.name;
  const { firstNew, firstNewRef } = useFocusOnFirstNewArticle(next);

  return (
    <Box background="surfaceInverse" paddingY={{ base: 'xxlarge', 1024: 'xxxlarge' }}>
      <Container width="wide">
        <Stack space="xlarge">
          <Stack space="large">
            <Heading level={1} tone="inverse">
              {categoryName ? `${categoryName} news` : 'News'}
            </Heading>
            <nav aria-label="News categories">
              <ul className={styles.chips}>
                <li>
                  <CategoryChip selected={category === null} search={{}}>
                    All news
                  </CategoryChip>
                </li>
                {categories.map((item) => (
                  <li key={item.slug}>
                    <CategoryChip selected={category === item.slug} search={{ category: item.slug }}>
                      {item.name}
                    </CategoryChip>
                  </li>
                ))}
              </ul>
            </nav>
          </Stack>
          {articles.length === 0 ? (
            <Text tone="inverse">There are no news articles here yet.</Text>
          ) : (
            <ul className={styles.cards} aria-label={categoryName ? `${categoryName} news articles` : 'News articles'}>
              {/* SPEC 9's 'middle' rule for lists: the advert at index 4 with more than 4 items, else last. */}
              {withAdvert(articles, 'middle').map((entry) => {
                if (entry.kind === 'advert') {
                  return (
                    <li key="advert">
                      <PageAdvert slotID="news_page" />
                    </li>
                  );
                }
                const { item: article, index } = entry;
                return (
                  <li key={article.id} ref={index === firstNew ? firstNewRef : undefined}>
                    <ArticleCard
                      title={article.title}
                      href={article.path}
                      imageKey={article.imageKey}
                      category={article.category.name}
                      publishedAt={article.publishedAt}
                      ratio="16:9"
                      headingAs="h2"
                      imageSizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                      priority={index < 3 && next.pages.length === 1}
                    />
                  </li>
                );
              })}
            </ul>
          )}
          {(page > 1 && next.pages.length === 1) || page < pageCount ? (
            <div className={styles.more}>
              {/* Without JavaScript each page stands alone, so it links back to newer news too. */}
              {page > 1 && next.pages.length === 1 && (
                <AppLink href={newsListHref({ ...(category ? { category } : {}), page: page - 1 })} className={styles.secondaryButton}>
                  Newer news
                </AppLink>
              )}
              {page < pageCount && (
                <AppLink
                  href={newsListHref({ ...(category ? { category } : {}), page: page + 1 })}
                  // The new cards append below: the visitor stays where they were.
                  resetScroll={false}
                  className={styles.button}
                >
                  Load more news
                </AppLink>
              )}
            </div>
          ) : null}
        </Stack>
      </Container>
    </Box>
  );
}

function CategoryChip({ selected, search, children }: { selected: boolean; search: { category?: NewsCategorySlug }; children: string }) {
  return (
    <AppLink
      href={newsListHref(search)}
      className={styles.chip}
      aria-current={selected ? 'page' : undefined}
      data-selected={selected || undefined}
    >
      {children}
    </AppLink>
  );
}

/**
 * After 'Load more news' the link that was clicked has moved below the new cards: focus goes to the
 * first new article instead, so a keyboard or screen-reader user carries on from there.
 */
function useFocusOnFirstNewArticle(shown: ShownPages) {
  const firstNewRef = useRef<HTMLLIElement>(null);
  const count = shown.pages.length;
  const previousCount = useRef(count);
  const firstNew = count > 1 ? shown.pages.slice(0, -1).reduce((sum, page) => sum + page.data.length, 0) : undefined;
  useEffect(() => {
    if (count > previousCount.current) firstNewRef.current?.querySelector('a')?.focus();
    previousCount.current = count;
  }, [count]);
  return { firstNew, firstNewRef };
}
