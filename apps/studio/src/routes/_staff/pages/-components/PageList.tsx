import type { StudioPageSummary } from '@club/api-client';
import { Button, Heading, Text, formatDate, toIsoDateTime } from '@club/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useRouteContext } from '@tanstack/react-router';
import { studioQueries } from '../../../../studio/queries';
import * as styles from './pages.css';

/** The club site's content pages, as the navigation tree orders them, each a link to its editor. */
export function PageList() {
  const { studio } = useRouteContext({ from: '/_staff' });
  const { data } = useSuspenseQuery(studioQueries.pages(studio));
  return (
    <div className={styles.page}>
      <div className={styles.heading}>
        <Heading level={2} as="h1">
          Pages
        </Heading>
        <Text tone="muted">
          The pages of the club site’s menus. A saved change is on the club site at once. Sections (pages of pages) show
          their summary and the pages under them. A page added here can be removed again.
        </Text>
        <Button href="/pages/new" icon="Article">
          New page
        </Button>
      </div>
      <ul className={styles.list} aria-label="Pages">
        {data.items.map((page) => (
          <PageRow key={page.id} page={page} />
        ))}
      </ul>
    </div>
  );
}

function PageRow({ page }: { page: StudioPageSummary }) {
  return (
    <li className={styles.row} style={{ paddingInlineStart: `calc(${page.depth} * 1.5rem + 0.75rem)` }}>
      <Link to="/pages/$id" params={{ id: String(page.id) }} className={styles.title}>
        {page.title}
      </Link>
      <span className={styles.meta}>
        /{page.fullPath}
        {page.template === 'Hub' ? ' · Section' : ''}
        {page.addedInStudio ? ' · Added in the studio' : ''}
        {page.updatedAt ? (
          <>
            {' · '}Updated <time dateTime={toIsoDateTime(page.updatedAt)}>{formatDate(page.updatedAt)} {formatDate(page.updatedAt, 'time')}</time>
            {page.updatedByEmail ? ` by ${page.updatedByEmail}` : ''}
          </>
        ) : (
          ' · As first written'
        )}
      </span>
    </li>
  );
}
