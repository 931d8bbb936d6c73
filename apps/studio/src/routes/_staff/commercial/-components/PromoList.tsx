import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { CommercialList, ItemRow, WindowText } from './CommercialList';
import * as styles from '../../../../studio/desk/desk.css';
import { promoPlaceText } from './promoText';
import { windowBadge } from './windowText';
import { deskQueries } from '../../../../studio/desk/deskQueries';
import { useStudioApi } from '../../../../studio/studioApi';

export type PromoListSearch = { page?: number };

const listHref = (page: number): string => `/commercial/promos${page > 1 ? `?page=${page}` : ''}`;

/** The promo overlays in the order the sites pick from: the first running one a fan has not seen shows. */
export function PromoList({ search }: { search: PromoListSearch }) {
  const studio = useStudioApi();
  const { data, status, isPlaceholderData } = useQuery({ ...deskQueries.promos(studio, search), placeholderData: keepPreviousData });
  return (
    <CommercialList
      heading="Promos"
      newItem={{ href: '/commercial/promos/new', label: 'New promo' }}
      intro="The club site shows a fan the first running promo they have not seen yet, in this order, one a visit."
      noun="promos"
      status={status}
      data={data}
      busy={isPlaceholderData}
      empty={{ title: 'No promos yet', message: 'Make one with New promo.' }}
      listLabel="Promos"
      pagesLabel="Promo pages"
      hrefFor={listHref}
    >
      {data?.items.map((promo) => (
        <ItemRow
          key={promo.promoID}
          link={
            <Link to="/commercial/promos/$promoID" params={{ promoID: String(promo.promoID) }} className={styles.title}>
              {promo.imageAltText}
            </Link>
          }
          meta={[promoPlaceText(promo), `Opens ${promo.url}`]}
          badge={windowBadge(promo.status)}
          aside={<WindowText start={promo.startDateTime} end={promo.endDateTime} />}
        />
      ))}
    </CommercialList>
  );
}
