import { studioArticleStatuses, type StudioArticleSummary } from '@club/api-client';
import { Button, EmptyState, Heading, Loader, Pagination, Tabs, Text, formatDate, toIsoDateTime } from '@club/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { categoryNames } from '../../../../studio/categories';
import { SearchBox } from '../../../../studio/kit/KitList';
import { studioQueries } from '../../../../studio/queries';
import { StatusBadge, statusLabels } from '../../../../studio/StatusBadge';
import { newsListHref, type NewsListSearch } from './listSearch';
import * as styles from './NewsList.css';
import { useStudioApi } from '../../../../studio/studioApi';

const allTab = 'all';
const tabs = [
  { value: allTab, label: 'All' },
  ...studioArticleStatuses.map((status) => ({ value: status, label: statusLabels[status] })),
];

/** The newsroom's list: status tabs, a search, the platform's pages. */
export function NewsList({ search }: { search: NewsListSearch }) {
  const navigate = useNavigate();
  const go = (next: NewsListSearch) => navigate({ to: '/news', search: next });

  return (
    <div className={styles.page}>
      <div className={styles.top}>
        <Heading level={2} as="h1">
          Newsroom
        </Heading>
        <Button href="/news/new" icon="Article">
          New article
        </Button>
      </div>
      <SearchBox
        label="Search articles"
        hint="Words of the title or address"
        initial={search.q ?? ''}
        onSearch={(q) => void go({ ...(search.status ? { status: search.status } : {}), ...(q ? { q } : {}) })}
      />
      <Tabs
        label="Articles by status"
        value={search.status ?? allTab}
        onValueChange={(value) => {
          const status = studioArticleStatuses.find((candidate) => candidate === value);
          void go({ ...(status ? { status } : {}), ...(search.q ? { q: search.q } : {}) });
        }}
        items={tabs.map((tab) => ({ ...tab, content: <ArticleList search={search} /> }))}
      />
    </div>
  );
}

function ArticleList({ search }: { search: NewsListSearch }) {
  const studio = useStudioApi();
  const { data, status, isPlaceholderData } = useQuery({ ...studioQueries.articles(studio, search), placeholderData: keepPreviousData });

  if (status === 'pending') return <Loader label="Loading articles" />;
  if (status === 'error') return <Text tone="critical">The articles could not be loaded. Reload the page to try again.</Text>;
  if (data.items.length === 0) {
    return (
      <EmptyState
        title={search.q ? `No articles match “${search.q}”` : 'No articles here yet'}
        message={search.status ? `Nothing is ${statusLabels[search.status].toLowerCase()} right now.` : 'Start one with New article.'}
      />
    );
  }
  const pageCount = Math.ceil(data.total / data.pageSize);
  return (
    <div className={styles.results} aria-busy={isPlaceholderData || undefined}>
      <ul className={styles.list} aria-label="Articles">
        {data.items.map((article) => (
          <ArticleRow key={article.id} article={article} />
        ))}
      </ul>
      <Pagination
        label="Article pages"
        page={data.page}
        pageCount={pageCount}
        results={{ pageSize: data.pageSize, total: data.total }}
        hrefFor={(page) => newsListHref({ ...search, page })}
      />
    </div>
  );
}

function ArticleRow({ article }: { article: StudioArticleSummary }) {
  return (
    <li className={styles.row}>
      <div className={styles.main}>
        <Link to="/news/$id" params={{ id: String(article.id) }} className={styles.title}>
          {article.title}
        </Link>
        <span className={styles.meta}>
          {categoryNames[article.category]} · /{article.slug}
        </span>
      </div>
      <div className={styles.state}>
        <StatusBadge status={article.status} />
        {article.hasDraft && <span className={styles.meta}>with draft changes</span>}
        {article.status === 'scheduled' && article.publishedAt && (
          <span className={styles.meta}>
            for <time dateTime={toIsoDateTime(article.publishedAt)}>{formatDate(article.publishedAt)} {formatDate(article.publishedAt, 'time')}</time>
          </span>
        )}
      </div>
      <p className={styles.updated}>
        Updated <time dateTime={toIsoDateTime(article.updatedAt)}>{formatDate(article.updatedAt)} {formatDate(article.updatedAt, 'time')}</time>
        {article.updatedBy ? ` by ${article.updatedBy}` : ''}
      </p>
    </li>
  );
}
