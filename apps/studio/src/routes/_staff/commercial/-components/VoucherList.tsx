import type { StaffRole } from '@club/api-client';
import { toIsoDateTime } from '@club/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import * as styles from '../../../../studio/desk/desk.css';
import { ItemRow, KitList, SearchBox } from '../../../../studio/kit/KitList';
import { londonDateTime } from '../../../../studio/kit/windowText';
import { usesText } from './voucherText';
import { voucherCollection } from './voucherCollection';
import { deskQueries } from '../../../../studio/desk/deskQueries';
import { useStudioApi } from '../../../../studio/studioApi';
import { listHref } from '../../../../studio/listSearch';

export type VoucherListSearch = { page?: number; q?: string };

/** The vouchers, newest first, searched by part of the code on the platform. */
export function VoucherList({ search, roles }: { search: VoucherListSearch; roles: readonly StaffRole[] }) {
  const studio = useStudioApi();
  const navigate = useNavigate();
  const result = useQuery({ ...deskQueries.vouchers(studio, search), placeholderData: keepPreviousData });
  const { data } = result;
  const { columns } = voucherCollection;

  return (
    <KitList
      heading="Vouchers"
      newItem={{ href: '/commercial/vouchers/new', label: 'New voucher', roles, collection: voucherCollection, icon: 'Tickets' }}
      intro="Newest first. A fan types a code on the club site or the streaming site and gets its package at once."
      noun="vouchers"
      result={result}
      chooser={<SearchBox label="Search vouchers" hint="Part of the code" initial={search.q ?? ''} onSearch={(q) => void navigate({ to: '/commercial/vouchers', search: q ? { q } : {} })} />}
      empty={{ title: search.q ? `No vouchers match “${search.q}”` : 'No vouchers yet', message: 'Make one with New voucher.' }}
      listLabel="Vouchers"
      ordered={false}
      pagesLabel="Voucher pages"
      hrefFor={(page) => listHref('/commercial/vouchers', { q: search.q, page })}
    >
      {data?.items.map((voucher) => (
        <ItemRow
          key={voucher.code}
          link={
            <Link to="/commercial/vouchers/$code" params={{ code: voucher.code }} className={styles.title}>
              {columns.title(voucher)}
            </Link>
          }
          meta={columns.meta(voucher)}
          badge={columns.badge(voucher)}
          aside={
            <>
              <p className={styles.meta}>{usesText(voucher)}</p>
              <p className={styles.meta}>
                {voucher.redeemableUntil ? (
                  <>
                    Until <time dateTime={toIsoDateTime(voucher.redeemableUntil)}>{londonDateTime(voucher.redeemableUntil)}</time>
                  </>
                ) : (
                  'No expiry'
                )}
              </p>
            </>
          }
        />
      ))}
    </KitList>
  );
}
