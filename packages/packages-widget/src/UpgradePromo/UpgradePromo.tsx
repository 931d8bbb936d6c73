import { closeUpgradePromo, openPackagesOverlay, upgradePromoAtom } from '@club/site-state';
import { Button, Image, Modal, Text } from '@club/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { usePackagesContext } from '../PackagesProvider/PackagesProvider';
import { usePackageList } from '../usePackageLists';
import * as styles from './UpgradePromo.css';

/** SPEC 2.5: the subscribe promo's text, by login state. */
export const upgradePromoTexts = {
  loggedOut: 'Log in or sign up to watch and listen to live matches and video-on-demand',
  loggedIn: 'Watch and listen to live matches and video-on-demand',
} as const;

export interface UpgradePromoProps {
  title?: string;
  imageKey?: string;
  /** Where 'Learn more' goes: the packages page. */
  learnMoreHref?: string;
}

/**
 * SPEC 2.5 'Upgrade promo card': image, a strip with title, description and the packages on sale,
 * close, 'Subscribe now' (the 'Choose a subscription' overlay) and 'Learn more'. Opened by site-state's
 * `openUpgradePromo` (a locked video, SPEC 4 access statuses 1 and 2).
 */
export function UpgradePromo({
  title = 'Get Club TV',
  imageKey = 'packages/video.jpg',
  learnMoreHref = '/videos/subscriptions',
}: UpgradePromoProps) {
  const { display } = useAtomValue(upgradePromoAtom);
  const close = useSetAtom(closeUpgradePromo);
  return (
    <Modal open={display} onClose={() => close()} title={title} titleVisibility="hidden">
      <UpgradePromoCard title={title} imageKey={imageKey} learnMoreHref={learnMoreHref} onDone={() => close()} />
    </Modal>
  );
}

function UpgradePromoCard({
  title,
  imageKey,
  learnMoreHref,
  onDone,
}: Required<UpgradePromoProps> & { onDone: () => void }) {
  const { user } = usePackagesContext();
  const openPackages = useSetAtom(openPackagesOverlay);
  // Mounted only while the promo is open: the list is fetched when a fan first needs it, unless the
  // page already has it.
  const subscriptions = usePackageList('membership');
  const subscribe = () => {
    onDone();
    openPackages();
  };
  return (
    <div data-part="upgrade-promo">
      <Image imageKey={imageKey} alt="" ratio="16:9" sizes="(min-width: 760px) 600px, 100vw" />
      <div className={styles.strip}>
        <Text size="large" weight="strong" as="p">
          {title}
        </Text>
        <Text>{user.loginState === 'loggedIn' ? upgradePromoTexts.loggedIn : upgradePromoTexts.loggedOut}</Text>
        {subscriptions.state === 'ready' && subscriptions.packages.length > 0 && (
          <ul className={styles.packages} aria-label="Packages">
            {subscriptions.packages.map((pkg) => (
              <li key={pkg.id}>
                <Button size="small" variant="ghost-light" onClick={subscribe}>
                  {pkg.attributes.title}
                </Button>
              </li>
            ))}
          </ul>
        )}
        <div className={styles.actions}>
          <Button variant="primary-light" onClick={subscribe}>
            Subscribe now
          </Button>
          <Button variant="ghost-light" href={learnMoreHref} onClick={onDone}>
            Learn more
          </Button>
        </div>
      </div>
    </div>
  );
}
