import { closePackagesOverlay, showPackagesAtom } from '@club/site-state';
import { Modal } from '@club/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { PackagesWidget, type PackagesWidgetProps } from '../PackagesWidget/PackagesWidget';

export type PackagesOverlayProps = Pick<PackagesWidgetProps, 'data'>;

/**
 * SPEC 2.5 'Subscription packages overlay' headed 'Choose a subscription' with a close icon, over any
 * page (site-state's `showPackages`). The widget inside reads its lists from the page's query cache,
 * fetching them when the overlay first opens on a page whose loader did not load them.
 */
export function PackagesOverlay({ data }: PackagesOverlayProps) {
  const open = useAtomValue(showPackagesAtom);
  const close = useSetAtom(closePackagesOverlay);
  return (
    <Modal open={open} onClose={() => close()} title="Choose a subscription" size="large">
      <PackagesWidget data={{ ...data, title: data?.title ?? 'Packages' }} headingAs="h2" />
    </Modal>
  );
}
