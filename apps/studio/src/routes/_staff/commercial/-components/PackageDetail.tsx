import { packageNotFoundMessage } from '@club/api-client';
import { KitForm } from '../../../../studio/kit/KitForm';
import { KitItemPage } from '../../../../studio/kit/KitItemPage';
import { packageCollection } from './packageCollection';
import { packageTypeLabels, priceText } from './packageText';
import { deskQueries } from '../../../../studio/desk/deskQueries';
import { useStudioApi } from '../../../../studio/studioApi';

/** One package: its name, description, prices and whether it is on sale, drawn from the package collection. */
export function PackageDetail({ packageId }: { packageId: string }) {
  const studio = useStudioApi();
  return (
    <KitItemPage
      param={packageId}
      parse={(param) => param.trim() || null}
      query={(id) => deskQueries.package(studio, id)}
      noun="package"
      notFound={packageNotFoundMessage}
      listHref="/commercial/packages"
      listLabel="All packages"
      heading={(pkg) => pkg.title}
      badge={packageCollection.columns.badge}
      about={(pkg) => `${packageTypeLabels[pkg.packageType]} · ${pkg.prices.map(priceText).join(' · ')}`}
    >
      {(pkg) => <KitForm collection={packageCollection} item={pkg} extra={pkg} />}
    </KitItemPage>
  );
}
