import type { StaffRole } from '@club/api-client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Heading } from '@club/ui';
import { Chooser, CollectionRow, KitList } from '../../../../studio/kit/KitList';
import { sponsorCollection } from './sponsorCollection';
import { deskQueries } from '../../../../studio/desk/deskQueries';
import { useStudioApi } from '../../../../studio/studioApi';

export type SponsorListSearch = { row?: number; page?: number };

const listHref = (row: number, page: number): string => `/commercial/sponsors?row=${row}${page > 1 ? `&page=${page}` : ''}`;

/** The footer's sponsor rows, and one row's sponsors in the order the club site shows them. */
export function SponsorList({ search, roles }: { search: SponsorListSearch; roles: readonly StaffRole[] }) {
  const studio = useStudioApi();
  const result = useQuery({ ...deskQueries.sponsors(studio, search), placeholderData: keepPreviousData });
  const { data } = result;
  const row = data?.rows.find((known) => known.rowID === data.row);
  return (
    <KitList
      heading="Sponsors"
      newItem={data && { href: `/commercial/sponsors/new?row=${data.row}`, label: 'New sponsor in this row', roles, collection: sponsorCollection }}
      intro="The club site's footer shows each row's published sponsors in this order; in child mode only the child-friendly ones."
      noun="sponsors"
      result={result}
      chooser={data && <Chooser label="Sponsor rows" to="/commercial/sponsors" param="row" choices={data.rows.map((known) => ({ key: known.rowID, label: `${known.title} (${known.count})` }))} current={data.row} />}
      subheading={
        data && (
          <Heading level={3} as="h2">
            {row?.title} {row && (row.forcedOrder ? '(a set order)' : '(by name)')}
          </Heading>
        )
      }
      empty={{ title: 'No sponsors in this row', message: 'Make one with New sponsor in this row.' }}
      listLabel={`Sponsors in ${row?.title ?? 'the row'}`}
      pagesLabel="Sponsor pages"
      hrefFor={(page) => listHref(data?.row ?? 0, page)}
    >
      {data?.items.map((sponsor) => (
        <CollectionRow key={sponsor.sponsorID} columns={sponsorCollection.columns} item={sponsor} href={sponsorCollection.itemHref(sponsor)} />
      ))}
    </KitList>
  );
}
