import { studioArticleStatuses, type StudioArticleSummary } from '@club/api-client';
import { Button, Heading, Tabs, formatDate, toIsoDateTime } from '@club/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { categoryNames } from '../../../../studio/categories';
import { PagedResults, SearchBox } from '../../../../studio/kit/KitList';
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
  const result = useQuery({ ...studioQueries.articles(studio, search), placeholderData: keepPreviousData });
  return (
    <PagedResults
      result={result}
      loading="Loading articles"
      failure="The articles could not be loaded. Reload the page to try again."
      empty={{
        title: search.q ? `No articles match “${search.q}”` : 'No articles here yet',
        message: search.status ? `Nothing is ${statusLabels[search.status].toLowerCase()} right now.` : 'Start one with New article.',
      }}
      listLabel="Articles"
      pagesLabel="Article pages"
      hrefFor={(page) => newsListHref({ ...search, page })}
      inTabs
    >
      {result.data?.items.map((article) => (
        <ArticleRow key={article.id} article={article} />
      ))}
    </PagedResults>
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
