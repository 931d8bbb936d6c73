import { OverlayFrame, type OverlayProps } from '../private/Overlay';
import * as styles from './Modal.css';

export const modalSizes = ['small', 'standard', 'large'] as const;
export type ModalSize = (typeof modalSizes)[number];

export type ModalProps = OverlayProps & {
  /** small: the voucher dialog; standard: most; large: the subscription packages overlay. */
  size?: ModalSize;
};

/**
 * A dialog in the middle of the screen over a dark underlay. Focus is trapped inside and returns to
 * the opener on close; Escape, the underlay and the close button all call `onClose`.
 */
export function Modal({ size = 'standard', ...overlayProps }: ModalProps) {
  return <OverlayFrame {...overlayProps} kind="modal" panelClassName={styles.panel({ size })} />;
}
