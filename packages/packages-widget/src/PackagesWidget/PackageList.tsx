import { Carousel, Loader, Text } from '@club/ui';
import { PackageCard, packageCardStyle } from '../PackageCard/PackageCard';
import type { WidgetStyle } from '../types';
import type { PackageList as PackageListState } from '../usePackageLists';
import * as styles from './PackagesWidget.css';

export interface PackageListProps {
  label: string;
  list: PackageListState;
  emptyText: string;
  widgetStyle: WidgetStyle;
}

/** One tab of the widget: 'loading', the empty text, or a full-3 carousel of cards. */
export function PackageList({ label, list, emptyText, widgetStyle }: PackageListProps) {
  if (list.state === 'loading') {
    return (
      <div className={styles.status}>
        <Loader label="loading" labelVisibility="visible" />
      </div>
    );
  }
  if (list.packages.length === 0) {
    return (
      <div className={styles.status}>
        <Text>{emptyText}</Text>
      </div>
    );
  }
  return (
    <Carousel label={label} type="full-3" appearance={widgetStyle}>
      {list.packages.map((pkg) => (
        <PackageCard key={pkg.id} pkg={pkg} cardStyle={packageCardStyle(widgetStyle, pkg)} />
      ))}
    </Carousel>
  );
}
