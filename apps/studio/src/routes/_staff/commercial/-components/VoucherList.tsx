import type { StudioVoucher } from '@club/api-client';
import { Button, EmptyState, Heading, Loader, Pagination, Text, TextField, toIsoDateTime } from '@club/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import * as styles from '../../../../studio/desk/desk.css';
import { grantText, londonDateTime, usesText, voucherStatusLabels } from './voucherText';
import { deskQueries } from '../../../../studio/desk/deskQueries';
import { useStudioApi } from '../../../../studio/studioApi';

export type VoucherListSearch = { page?: number; q?: string };

function listHref(search: VoucherListSearch): string {
  const params = new URLSearchParams();
  if (search.q) params.set('q', search.q);
  if (search.page && search.page > 1) params.set('page', String(search.page));
  const query = params.toString();
  return `/commercial/vouchers${query ? `?${query}` : ''}`;
}

export function VoucherList({ search }: { search: VoucherListSearch }) {
  const studio = useStudioApi();
  const navigate = useNavigate();
  const [query, setQuery] = useState(search.q ?? '');
  const { data, status, isPlaceholderData } = useQuery({ ...deskQueries.vouchers(studio, search), placeholderData: keepPreviousData });

  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = query.trim();
    void navigate({ to: '/commercial/vouchers', search: q ? { q } : {} });
  };

  return (
    <div className={styles.page}>
      <div className={styles.top}>
        <Heading level={2} as="h1">
          Vouchers
        </Heading>
        <Button href="/commercial/vouchers/new" icon="Tickets">
          New voucher
        </Button>
      </div>
      <form className={styles.search} role="search" onSubmit={onSearch}>
        <TextField label="Search vouchers" name="q" hint="Part of the code" value={query} onChange={setQuery} />
        <Button type="submit" variant="ghost-dark" icon="Search">
          Search
        </Button>
      </form>
      {status === 'pending' && <Loader label="Loading vouchers" />}
      {status === 'error' && <Text tone="critical">The vouchers could not be loaded. Reload the page to try again.</Text>}
      {status === 'success' && data.items.length === 0 && (
        <EmptyState title={search.q ? `No vouchers match “${search.q}”` : 'No vouchers yet'} message="Make one with New voucher." />
      )}
      {status === 'success' && data.items.length > 0 && (
        <div className={styles.results} aria-busy={isPlaceholderData || undefined}>
          <ul className={styles.list} aria-label="Vouchers">
            {data.items.map((voucher) => (
              <VoucherRow key={voucher.code} voucher={voucher} />
            ))}
          </ul>
          <Pagination
            label="Voucher pages"
            page={data.page}
            pageCount={Math.ceil(data.total / data.pageSize)}
            results={{ pageSize: data.pageSize, total: data.total }}
            hrefFor={(page) => listHref({ ...search, page })}
          />
        </div>
      )}
    </div>
  );
}

function VoucherRow({ voucher }: { voucher: StudioVoucher }) {
  return (
    <li className={styles.row}>
      <div className={styles.main}>
        <Link to="/commercial/vouchers/$code" params={{ code: voucher.code }} className={styles.title}>
          {voucher.code}
        </Link>
        <p className={styles.meta}>{grantText(voucher)}</p>
        {voucher.description && <p className={styles.meta}>{voucher.description}</p>}
      </div>
      <span className={styles.badge} data-state={voucher.status}>
        {voucherStatusLabels[voucher.status]}
      </span>
      <div className={styles.main}>
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
      </div>
    </li>
  );
}
