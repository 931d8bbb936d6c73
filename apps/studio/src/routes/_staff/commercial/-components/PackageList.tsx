import type { StudioPackageSummary } from '@club/api-client';
import { EmptyState, Heading, Loader, Pagination, Text } from '@club/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import * as styles from './desk.css';
import { deskQueries } from './deskApi';
import { packageTypeLabels, priceText } from './packageText';

export type PackageListSearch = { page?: number };

const listHref = (page: number): string => `/commercial/packages${page > 1 ? `?page=${page}` : ''}`;

/** The packages fans buy on the club site and the streaming site, in the order the sites list them. */
export function PackageList({ search }: { search: PackageListSearch }) {
  const { data, status, isPlaceholderData } = useQuery({ ...deskQueries.packages(search), placeholderData: keepPreviousData });
  return (
    <div className={styles.page}>
      <Heading level={2} as="h1">
        Packages and prices
      </Heading>
      <Text tone="muted">A new price is what checkout charges from the moment you save it. Fans already subscribed keep the price they signed up at.</Text>
      {status === 'pending' && <Loader label="Loading packages" />}
      {status === 'error' && <Text tone="critical">The packages could not be loaded. Reload the page to try again.</Text>}
      {status === 'success' && data.items.length === 0 && <EmptyState title="No packages" message="The club has no packages on its books." />}
      {status === 'success' && data.items.length > 0 && (
        <div className={styles.results} aria-busy={isPlaceholderData || undefined}>
          <ul className={styles.list} aria-label="Packages">
            {data.items.map((pkg) => (
              <PackageRow key={pkg.id} pkg={pkg} />
            ))}
          </ul>
          <Pagination
            label="Package pages"
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

function PackageRow({ pkg }: { pkg: StudioPackageSummary }) {
  return (
    <li className={styles.row}>
      <div className={styles.main}>
        <Link to="/commercial/packages/$packageId" params={{ packageId: pkg.id }} className={styles.title}>
          {pkg.title}
        </Link>
        <p className={styles.meta}>{packageTypeLabels[pkg.packageType]}</p>
      </div>
      <span className={styles.badge} data-state={pkg.onSale ? 'active' : 'disabled'}>
        {pkg.onSale ? 'On sale' : 'Off sale'}
      </span>
      <div className={styles.main}>
        {pkg.prices.map((price) => (
          <p key={price.key} className={styles.meta}>
            {priceText(price)}
          </p>
        ))}
      </div>
    </li>
  );
}
