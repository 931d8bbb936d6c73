import { OverlayFrame, type OverlayProps } from '../private/Overlay';
import * as styles from './SlideInPanel.css';

export type SlideInPanelProps = OverlayProps;

/**
 * SPEC 2.5's search panel frame: full width on phones, 400px from the right from 640px up, with the
 * Modal's behaviour. Closing on a route change is the app's job: it sets `open` to false.
 */
export function SlideInPanel(props: SlideInPanelProps) {
  return <OverlayFrame {...props} kind="slide-in-panel" panelClassName={styles.panel} />;
}
