import type { StaffRole, StudioAdvert, StudioAdvertsResponse } from '@club/api-client';
import { Heading, Text } from '@club/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { advertCollection } from './advertCollection';
import { Chooser, CollectionRow, KitList } from '../../../../studio/kit/KitList';
import { MoveButtons, useSlotOrder } from './SlotOrder';
import { deskQueries } from '../../../../studio/desk/deskQueries';
import { useStudioApi } from '../../../../studio/studioApi';

export type AdvertListSearch = { slot?: string; page?: number };

const listHref = (slot: string, page: number): string => `/commercial/adverts?slot=${encodeURIComponent(slot)}${page > 1 ? `&page=${page}` : ''}`;

/** The club's advert slots, and one slot's adverts in the order the sites pick from, moved up or down a place at a time. */
export function AdvertList({ search, roles }: { search: AdvertListSearch; roles: readonly StaffRole[] }) {
  const studio = useStudioApi();
  const result = useQuery({ ...deskQueries.adverts(studio, search), placeholderData: keepPreviousData });
  const { data } = result;
  const slot = data?.slots.find((known) => known.slotID === data.slot);
  const order = useSlotOrder(data);
  return (
    <KitList
      heading="Adverts"
      newItem={data && { href: `/commercial/adverts/new?slot=${encodeURIComponent(data.slot)}`, label: 'New advert in this slot', roles, collection: advertCollection }}
      intro="A slot shows the first advert running now on the website, in this order; the footer's every-advert slot lets the site choose. Move an advert up or down to change the order: the sites follow at once."
      noun="adverts"
      result={result}
      chooser={data && <Chooser label="Advert slots" to="/commercial/adverts" param="slot" choices={data.slots.map((known) => ({ key: known.slotID, label: `${known.name} (${known.count})` }))} current={data.slot} />}
      subheading={
        data && (
          <>
            <Heading level={3} as="h2">
              {slot?.name ?? data.slot}
            </Heading>
            <div aria-live="polite">{order.said && <Text>{order.said}</Text>}</div>
            {order.alert}
          </>
        )
      }
      empty={{ title: 'No adverts in this slot', message: 'Make one with New advert in this slot.' }}
      listLabel={`Adverts in ${slot?.name ?? data?.slot ?? ''}`}
      pagesLabel="Advert pages"
      hrefFor={(page) => listHref(data?.slot ?? '', page)}
    >
      {data?.items.map((advert, index) => (
        <AdvertRow key={advert.id} advert={advert} place={placeOf(data, index)} moves={<MoveButtons advert={advert} place={placeOf(data, index)} total={data.total} order={order} />} />
      ))}
    </KitList>
  );
}

/** Its place in the whole slot (1 first), across the platform's pages. */
const placeOf = (data: StudioAdvertsResponse, index: number): number => (data.page - 1) * data.pageSize + index + 1;

function AdvertRow({ advert, place, moves }: { advert: StudioAdvert; place: number; moves: ReactNode }) {
  return (
    <CollectionRow
      columns={advertCollection.columns}
      item={advert}
      href={advertCollection.itemHref(advert)}
      meta={advertCollection.columns.meta(advert).map((line, index) => (index === 0 ? `Place ${place} · ${line}` : line))}
      actions={moves}
    />
  );
}
