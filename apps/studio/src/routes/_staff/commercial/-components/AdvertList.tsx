import type { StudioAdvert } from '@club/api-client';
import { Button, EmptyState, Heading, Loader, Pagination, Text, toIsoDateTime } from '@club/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { advertPlaceText, advertStatusLabels } from './advertText';
import * as styles from './desk.css';
import { deskQueries } from './deskApi';
import { londonDateTime } from './voucherText';

export type AdvertListSearch = { slot?: string; page?: number };

const listHref = (slot: string, page: number): string => `/commercial/adverts?slot=${encodeURIComponent(slot)}${page > 1 ? `&page=${page}` : ''}`;

/** The club's advert slots, and one slot's adverts in the order the sites pick from. */
export function AdvertList({ search }: { search: AdvertListSearch }) {
  const { data, status, isPlaceholderData } = useQuery({ ...deskQueries.adverts(search), placeholderData: keepPreviousData });
  const slot = data?.slots.find((known) => known.slotID === data.slot);
  return (
    <div className={styles.page}>
      <div className={styles.top}>
        <Heading level={2} as="h1">
          Adverts
        </Heading>
        {data && (
          <Button href={`/commercial/adverts/new?slot=${encodeURIComponent(data.slot)}`} icon="Calendar">
            New advert in this slot
          </Button>
        )}
      </div>
      <Text tone="muted">A slot shows the first advert running now on the website, in this order; the footer's every-advert slot lets the site choose.</Text>
      {status === 'pending' && <Loader label="Loading adverts" />}
      {status === 'error' && <Text tone="critical">The adverts could not be loaded. Reload the page to try again.</Text>}
      {data && (
        <nav aria-label="Advert slots">
          <ul className={styles.roleList}>
            {data.slots.map((known) => (
              <li key={known.slotID}>
                <Link to="/commercial/adverts" search={{ slot: known.slotID }} className={styles.chooser} aria-current={known.slotID === data.slot ? 'page' : undefined}>
                  {known.name} ({known.count})
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {data && (
        <Heading level={3} as="h2">
          {slot?.name ?? data.slot}
        </Heading>
      )}
      {status === 'success' && data.items.length === 0 && <EmptyState title="No adverts in this slot" message="Make one with New advert in this slot." />}
      {status === 'success' && data.items.length > 0 && (
        <div className={styles.results} aria-busy={isPlaceholderData || undefined}>
          <ol className={styles.list} aria-label={`Adverts in ${slot?.name ?? data.slot}`}>
            {data.items.map((advert) => (
              <AdvertRow key={advert.id} advert={advert} />
            ))}
          </ol>
          <Pagination
            label="Advert pages"
            page={data.page}
            pageCount={Math.ceil(data.total / data.pageSize)}
            results={{ pageSize: data.pageSize, total: data.total }}
            hrefFor={(page) => listHref(data.slot, page)}
          />
        </div>
      )}
    </div>
  );
}

function AdvertRow({ advert }: { advert: StudioAdvert }) {
  return (
    <li className={styles.row}>
      <div className={styles.main}>
        <Link to="/commercial/adverts/$advertID" params={{ advertID: String(advert.id) }} className={styles.title}>
          {advert.advertName}
        </Link>
        <p className={styles.meta}>{advertPlaceText(advert)}</p>
        <p className={styles.meta}>Opens {advert.url || 'nothing: no site shows it without an address'}</p>
      </div>
      <span className={styles.badge} data-state={advert.status === 'running' ? 'active' : advert.status}>
        {advertStatusLabels[advert.status]}
      </span>
      <div className={styles.main}>
        <p className={styles.meta}>
          From <time dateTime={toIsoDateTime(advert.startUTC)}>{londonDateTime(advert.startUTC)}</time>
        </p>
        <p className={styles.meta}>
          Until <time dateTime={toIsoDateTime(advert.endUTC)}>{londonDateTime(advert.endUTC)}</time>
        </p>
      </div>
    </li>
  );
}
