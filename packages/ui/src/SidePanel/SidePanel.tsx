import { OverlayFrame, type OverlayProps } from '../private/Overlay';
import * as styles from './SidePanel.css';

export type SidePanelProps = OverlayProps;

/**
 * SPEC 2.5's account panel frame: 320px wide from the right over a dark underlay, with the Modal's
 * behaviour (focus trap, Escape, underlay click, locked page, focus back to the opener).
 */
export function SidePanel(props: SidePanelProps) {
  return <OverlayFrame {...props} kind="side-panel" panelClassName={styles.panel} />;
}
