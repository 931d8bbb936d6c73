import { Image } from '../Image/Image';
import { OverlayFrame } from '../private/Overlay';
import { Link } from '../private/Link';
import * as styles from './PromoOverlay.css';

/** SPEC 2.5: Default sits in the middle of the screen; Mini in the bottom right corner from 760px. */
export const promoOverlaySizes = ['default', 'mini'] as const;
export type PromoOverlaySize = (typeof promoOverlaySizes)[number];

export type Promo = {
  imageKey: string;
  /** What the promo says: the link's name. */
  imageAlt: string;
  href: string;
  /** SPEC 3's webNewWindow. */
  newTab?: boolean;
};

export type PromoOverlayProps = {
  open: boolean;
  /** Called on the close icon, the underlay, Escape and a click on the promo's link. */
  onClose: () => void;
  promo: Promo;
  size?: PromoOverlaySize;
  /** The dialog's accessible name (not shown). */
  title?: string;
  closeLabel?: string;
};

/**
 * The promo overlay's frame: one image link in a dialog, with Modal's focus trap, Escape, underlay
 * and page lock. Which promo to show and the seen-cookie stay with the app (SPEC 4).
 */
export function PromoOverlay({ open, onClose, promo, size = 'default', title = 'Promotion', closeLabel }: PromoOverlayProps) {
  return (
    <OverlayFrame
      open={open}
      onClose={onClose}
      title={title}
      titleVisibility="hidden"
      closeLabel={closeLabel}
      kind="promo-overlay"
      panelClassName={styles.panel({ size })}
    >
      {/* Following the promo dismisses it too; the link still navigates. */}
      <Link href={promo.href} newTab={promo.newTab} className={styles.link} onClick={onClose}>
        <Image imageKey={promo.imageKey} alt={promo.imageAlt} ratio="1:1" sizes="350px" priority />
      </Link>
    </OverlayFrame>
  );
}
