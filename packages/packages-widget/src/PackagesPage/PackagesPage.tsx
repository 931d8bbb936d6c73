import { Button, Carousel, Heading, Tabs, Text } from '@club/ui';
import { PackageCard, packageCardStyle } from '../PackageCard/PackageCard';
import type { Package, WidgetStyle } from '../types';
import * as styles from './PackagesPage.css';

/** SPEC 9: the switcher has at most three tabs. */
export const packagesPageMaxTabs = 3;
export const packagesPageLayouts = ['grid', 'carousel'] as const;
export type PackagesPageLayout = (typeof packagesPageLayouts)[number];

export interface PackagesPageTab {
  value: string;
  label: string;
  packages: readonly Package[];
}

export interface PackagesPageProps {
  tabs: readonly PackagesPageTab[];
  layout?: PackagesPageLayout;
  widgetStyle?: WidgetStyle;
  footer?: { title: string; buttonText: string; buttonHref: string };
}

/** SPEC 8. */
export const noPackagesText = 'No packages available';

/**
 * SPEC 2.5 'packages page': a switcher of up to three tabs (more are dropped), each a grid or a
 * carousel of package cards, 'No packages available' when a tab is empty, and a footer.
 */
export function PackagesPage({ tabs, layout = 'grid', widgetStyle = 'light', footer }: PackagesPageProps) {
  const shown = tabs.slice(0, packagesPageMaxTabs);
  const list = (tab: PackagesPageTab) => {
    if (tab.packages.length === 0) return <Text>{noPackagesText}</Text>;
    const cards = tab.packages.map((pkg) => (
      <PackageCard key={pkg.id} pkg={pkg} cardStyle={packageCardStyle(widgetStyle, pkg)} />
    ));
    if (layout === 'carousel') {
      return (
        <Carousel label={tab.label} type="full-3" appearance={widgetStyle}>
          {cards}
        </Carousel>
      );
    }
    return (
      <ul className={styles.grid}>
        {cards.map((card) => (
          <li key={card.key}>{card}</li>
        ))}
      </ul>
    );
  };
  return (
    <div className={styles.root}>
      {shown.length === 0 ? (
        <Text>{noPackagesText}</Text>
      ) : shown.length === 1 && shown[0] ? (
        list(shown[0])
      ) : (
        <Tabs label="Packages" items={shown.map((tab) => ({ value: tab.value, label: tab.label, content: list(tab) }))} />
      )}
      {footer && (
        <div className={styles.footer}>
          <Heading level={4} as="h2">
            {footer.title}
          </Heading>
          <Button href={footer.buttonHref}>{footer.buttonText}</Button>
        </div>
      )}
    </div>
  );
}
