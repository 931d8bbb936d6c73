import { openVoucherOverlay } from '@club/site-state';
import { Button, Container, Heading, Tabs, Text, preloadOverlay } from '@club/ui';
import { useSetAtom } from 'jotai';
import { useId } from 'react';
import { defaultPackagesWidgetData, type PackagesWidgetData } from '../types';
import { usePackageList } from '../usePackageLists';
import { PackageList } from './PackageList';
import * as styles from './PackagesWidget.css';

export const packagesWidgetTabs = ['subscriptions', 'match-passes'] as const;
export type PackagesWidgetTab = (typeof packagesWidgetTabs)[number];

export interface PackagesWidgetProps {
  data?: Partial<PackagesWidgetData>;
  defaultTab?: PackagesWidgetTab;
  /** The widget's heading tag: h2 on a page, visually part of an overlay's dialog otherwise. */
  headingAs?: 'h1' | 'h2';
}

/**
 * SPEC 2.5 / 4 'Packages widget': tabs 'Subscriptions' (default) and 'Match passes', each a full-3
 * carousel of package cards, and a footer with two calls to action, the first opening the voucher
 * overlay. The lists come from the page's query cache (packagesQueries.list): a route that shows the
 * widget ensures them in its loader, so they render on the server and are not fetched again.
 */
export function PackagesWidget({ data, defaultTab = 'subscriptions', headingAs = 'h2' }: PackagesWidgetProps) {
  const copy = { ...defaultPackagesWidgetData, ...data };
  const titleId = useId();
  const subscriptionList = usePackageList('membership');
  const matchPassList = usePackageList('match-pass');
  const openVoucher = useSetAtom(openVoucherOverlay);

  return (
    <section className={styles.widget[copy.style]} aria-labelledby={titleId} data-style={copy.style}>
      <Container>
        <div className={styles.inner}>
          <Heading level={2} as={headingAs} id={titleId}>
            {copy.title}
          </Heading>
          <Tabs
            label="Packages"
            defaultValue={defaultTab}
            items={[
              {
                value: 'subscriptions',
                label: 'Subscriptions',
                content: (
                  <PackageList
                    label="Subscriptions"
                    list={subscriptionList}
                    emptyText={copy.noSubscriptionsText}
                    widgetStyle={copy.style}
                  />
                ),
              },
              {
                value: 'match-passes',
                label: 'Match passes',
                content: (
                  <PackageList
                    label="Match passes"
                    list={matchPassList}
                    emptyText={copy.noMatchPassesText}
                    widgetStyle={copy.style}
                  />
                ),
              },
            ]}
          />
          <div className={`${styles.footer[copy.footerStyle]} ${styles.footerInner}`}>
            <div className={styles.cta}>
              <Text>{copy.cta1Text}</Text>
              <Button variant={copy.footerStyle === 'dark' ? 'primary-light' : 'primary-dark'} onClick={() => openVoucher()} onPointerEnter={preloadOverlay} onFocus={preloadOverlay}>
                {copy.cta1ButtonCta}
              </Button>
            </div>
            <div className={styles.cta}>
              <Text>{copy.cta2Text}</Text>
              <Button variant={copy.footerStyle === 'dark' ? 'ghost-light' : 'ghost-dark'} href={copy.cta2ButtonLink}>
                {copy.cta2ButtonCta}
              </Button>
            </div>
          </div>
        </div>
      </Container>
    </section>
  );
}
