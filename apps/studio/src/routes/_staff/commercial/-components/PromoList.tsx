import type { StudioPromo } from '@club/api-client';
import { Button, EmptyState, Heading, Loader, Pagination, Text, toIsoDateTime } from '@club/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import * as styles from './desk.css';
import { deskQueries } from './deskApi';
import { promoPlaceText, promoStatusLabels } from './promoText';
import { londonDateTime } from './voucherText';

export type PromoListSearch = { page?: number };

const listHref = (page: number): string => `/commercial/promos${page > 1 ? `?page=${page}` : ''}`;

/** The promo overlays in the order the sites pick from: the first running one a fan has not seen shows. */
export function PromoList({ search }: { search: PromoListSearch }) {
  const { data, status, isPlaceholderData } = useQuery({ ...deskQueries.promos(search), placeholderData: keepPreviousData });
  return (
    <div className={styles.page}>
      <div className={styles.top}>
        <Heading level={2} as="h1">
          Promos
        </Heading>
        <Button href="/commercial/promos/new" icon="Calendar">
          New promo
        </Button>
      </div>
      <Text tone="muted">The club site shows a fan the first running promo they have not seen yet, in this order, one a visit.</Text>
      {status === 'pending' && <Loader label="Loading promos" />}
      {status === 'error' && <Text tone="critical">The promos could not be loaded. Reload the page to try again.</Text>}
      {status === 'success' && data.items.length === 0 && <EmptyState title="No promos yet" message="Make one with New promo." />}
      {status === 'success' && data.items.length > 0 && (
        <div className={styles.results} aria-busy={isPlaceholderData || undefined}>
          <ol className={styles.list} aria-label="Promos">
            {data.items.map((promo) => (
              <PromoRow key={promo.promoID} promo={promo} />
            ))}
          </ol>
          <Pagination
            label="Promo pages"
            page={data.page}
            pageCount={Math.ceil(data.total / data.pageSize)}
            results={{ pageSize: data.pageSize, total: data.total }}
            hrefFor={listHref}
          />
        </div>
      )}
    </div>
  );
}

function PromoRow({ promo }: { promo: StudioPromo }) {
  return (
    <li className={styles.row}>
      <div className={styles.main}>
        <Link to="/commercial/promos/$promoID" params={{ promoID: String(promo.promoID) }} className={styles.title}>
          {promo.imageAltText}
        </Link>
        <p className={styles.meta}>{promoPlaceText(promo)}</p>
        <p className={styles.meta}>Opens {promo.url}</p>
      </div>
      <span className={styles.badge} data-state={promo.status === 'running' ? 'active' : promo.status}>
        {promoStatusLabels[promo.status]}
      </span>
      <div className={styles.main}>
        <p className={styles.meta}>
          From <time dateTime={toIsoDateTime(promo.startDateTime)}>{londonDateTime(promo.startDateTime)}</time>
        </p>
        <p className={styles.meta}>
          Until <time dateTime={toIsoDateTime(promo.endDateTime)}>{londonDateTime(promo.endDateTime)}</time>
        </p>
      </div>
    </li>
  );
}
