import type { StudioSponsor } from '@club/api-client';
import { Button, EmptyState, Heading, Loader, Pagination, Text } from '@club/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import * as styles from './desk.css';
import { deskQueries } from './deskApi';

export type SponsorListSearch = { row?: number; page?: number };

const listHref = (row: number, page: number): string => `/commercial/sponsors?row=${row}${page > 1 ? `&page=${page}` : ''}`;

/** The footer's sponsor rows, and one row's sponsors in the order the club site shows them. */
export function SponsorList({ search }: { search: SponsorListSearch }) {
  const { data, status, isPlaceholderData } = useQuery({ ...deskQueries.sponsors(search), placeholderData: keepPreviousData });
  const row = data?.rows.find((known) => known.rowID === data.row);
  return (
    <div className={styles.page}>
      <div className={styles.top}>
        <Heading level={2} as="h1">
          Sponsors
        </Heading>
        {data && (
          <Button href={`/commercial/sponsors/new?row=${data.row}`} icon="Calendar">
            New sponsor in this row
          </Button>
        )}
      </div>
      <Text tone="muted">The club site's footer shows each row's published sponsors in this order; in child mode only the child-friendly ones.</Text>
      {status === 'pending' && <Loader label="Loading sponsors" />}
      {status === 'error' && <Text tone="critical">The sponsors could not be loaded. Reload the page to try again.</Text>}
      {data && (
        <nav aria-label="Sponsor rows">
          <ul className={styles.roleList}>
            {data.rows.map((known) => (
              <li key={known.rowID}>
                <Link to="/commercial/sponsors" search={{ row: known.rowID }} className={styles.chooser} aria-current={known.rowID === data.row ? 'page' : undefined}>
                  {known.title} ({known.count})
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {data && (
        <Heading level={3} as="h2">
          {row?.title} {row && (row.forcedOrder ? '(a set order)' : '(by name)')}
        </Heading>
      )}
      {status === 'success' && data.items.length === 0 && <EmptyState title="No sponsors in this row" message="Make one with New sponsor in this row." />}
      {status === 'success' && data.items.length > 0 && (
        <div className={styles.results} aria-busy={isPlaceholderData || undefined}>
          <ol className={styles.list} aria-label={`Sponsors in ${row?.title ?? 'the row'}`}>
            {data.items.map((sponsor) => (
              <SponsorRow key={sponsor.sponsorID} sponsor={sponsor} />
            ))}
          </ol>
          <Pagination
            label="Sponsor pages"
            page={data.page}
            pageCount={Math.ceil(data.total / data.pageSize)}
            results={{ pageSize: data.pageSize, total: data.total }}
            hrefFor={(page) => listHref(data.row, page)}
          />
        </div>
      )}
    </div>
  );
}

function SponsorRow({ sponsor }: { sponsor: StudioSponsor }) {
  return (
    <li className={styles.row}>
      <div className={styles.main}>
        <Link to="/commercial/sponsors/$sponsorID" params={{ sponsorID: String(sponsor.sponsorID) }} className={styles.title}>
          {sponsor.title}
        </Link>
        <p className={styles.meta}>{[sponsor.url, sponsor.isChildFriendly ? 'child friendly' : 'hidden in child mode', sponsor.forcedOrder === null ? null : `place ${sponsor.forcedOrder}`].filter(Boolean).join(' · ')}</p>
      </div>
      <span className={styles.badge} data-state={sponsor.published ? 'active' : 'disabled'}>
        {sponsor.published ? 'Published' : 'Unpublished'}
      </span>
    </li>
  );
}
