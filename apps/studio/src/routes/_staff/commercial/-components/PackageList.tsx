import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { KitList, ItemRow } from '../../../../studio/kit/KitList';
import * as styles from '../../../../studio/desk/desk.css';
import { packageColumns } from './packageCollection';
import { priceText } from './packageText';
import { deskQueries } from '../../../../studio/desk/deskQueries';
import { useStudioApi } from '../../../../studio/studioApi';
import { listHref } from '../../../../studio/listSearch';

export type PackageListSearch = { page?: number };

/** The packages fans buy on the club site and the streaming site, in the order the sites list them. */
export function PackageList({ search }: { search: PackageListSearch }) {
  const studio = useStudioApi();
  const result = useQuery({ ...deskQueries.packages(studio, search), placeholderData: keepPreviousData });
  const { data } = result;
  return (
    <KitList
      heading="Packages and prices"
      intro="A new price is what checkout charges from the moment you save it. Fans already subscribed keep the price they signed up at."
      noun="packages"
      result={result}
      empty={{ title: 'No packages', message: 'The club has no packages on its books.' }}
      listLabel="Packages"
      ordered={false}
      pagesLabel="Package pages"
      hrefFor={(page) => listHref('/commercial/packages', { page })}
    >
      {data?.items.map((pkg) => (
        <ItemRow
          key={pkg.id}
          link={
            <Link to="/commercial/packages/$packageId" params={{ packageId: pkg.id }} className={styles.title}>
              {packageColumns.title(pkg)}
            </Link>
          }
          meta={packageColumns.meta(pkg)}
          badge={packageColumns.badge(pkg)}
          aside={pkg.prices.map((price) => (
            <p key={price.key} className={styles.meta}>
              {priceText(price)}
            </p>
          ))}
        />
      ))}
    </KitList>
  );
}
