import type { StaffRole } from '@club/api-client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CollectionRow, KitList } from '../../../../studio/kit/KitList';
import { promoCollection } from './promoCollection';
import { deskQueries } from '../../../../studio/desk/deskQueries';
import { useStudioApi } from '../../../../studio/studioApi';
import { listHref } from '../../../../studio/listSearch';

export type PromoListSearch = { page?: number };

/** The promo overlays in the order the sites pick from: the first running one a fan has not seen shows. */
export function PromoList({ search, roles }: { search: PromoListSearch; roles: readonly StaffRole[] }) {
  const studio = useStudioApi();
  const result = useQuery({ ...deskQueries.promos(studio, search), placeholderData: keepPreviousData });
  const { data } = result;
  return (
    <KitList
      heading="Promos"
      newItem={{ href: '/commercial/promos/new', label: 'New promo', roles, collection: promoCollection }}
      intro="The club site shows a fan the first running promo they have not seen yet, in this order, one a visit."
      noun="promos"
      result={result}
      empty={{ title: 'No promos yet', message: 'Make one with New promo.' }}
      listLabel="Promos"
      pagesLabel="Promo pages"
      hrefFor={(page) => listHref('/commercial/promos', { page })}
    >
      {data?.items.map((promo) => (
        <CollectionRow key={promo.promoID} columns={promoCollection.columns} item={promo} href={promoCollection.itemHref(promo)} />
      ))}
    </KitList>
  );
}
