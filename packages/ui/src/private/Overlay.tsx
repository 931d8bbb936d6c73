import { FocusTrap } from 'focus-trap-react';
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Heading } from '../Heading/Heading';
import { IconButton } from '../IconButton/IconButton';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './Overlay.css';
import { lockScroll } from './scrollLock';

export const titleVisibilities = ['visible', 'hidden'] as const;
export type TitleVisibility = (typeof titleVisibilities)[number];

/** What Modal, SidePanel and SlideInPanel all take. */
export type OverlayProps = {
  open: boolean;
  /** Called on Escape, an underlay click and the close button; the owner sets `open` to false. */
  onClose: () => void;
  /** Names the dialog (aria-labelledby). Hidden titles are still read out. */
  title: string;
  titleVisibility?: TitleVisibility;
  /** The close button's accessible name. */
  closeLabel?: string;
  children: ReactNode;
};

type OverlayFrameProps = OverlayProps & {
  /** The panel's look: a class from the component's own stylesheet. */
  panelClassName: string;
  kind: 'modal' | 'side-panel' | 'slide-in-panel' | 'promo-overlay';
};

/**
 * The behaviour every overlay shares: a portal to <body>, a focus trap (focus-trap-react) that
 * returns focus to the opener, Escape and underlay clicks to close, and a locked page behind.
 * Mounted only while open, so a closed overlay costs nothing and its timers and listeners are gone.
 */
export function OverlayFrame(props: OverlayFrameProps) {
  // Server rendering has no <body> to portal into; overlays only ever open after a fan acts.
  if (!props.open || typeof document === 'undefined') return null;
  return createPortal(<OpenOverlay {...props} />, document.body);
}

function OpenOverlay({
  onClose,
  title,
  titleVisibility = 'visible',
  closeLabel = 'Close',
  children,
  panelClassName,
  kind,
}: OverlayFrameProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => lockScroll(), []);

  // Handled here rather than by the trap, so `open` stays the single source of truth: the trap never
  // deactivates itself while its owner still thinks it is open. Stopped, so Escape in a modal over a
  // panel closes only the modal (portal events still bubble through the React tree).
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose();
  };

  return (
    <FocusTrap
      focusTrapOptions={{
        escapeDeactivates: false,
        // The underlay is inside the trap, so its click reaches onClose.
        clickOutsideDeactivates: false,
        returnFocusOnDeactivate: true,
        fallbackFocus: () => panelRef.current ?? document.body,
      }}
    >
      <div className={styles.root} data-state="open" data-overlay={kind} onKeyDown={onKeyDown}>
        <div className={styles.underlay} aria-hidden="true" onClick={onClose} data-part="underlay" />
        <div
          ref={panelRef}
          className={panelClassName}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          tabIndex={-1}
        >
          <div className={titleVisibility === 'hidden' ? `${styles.header} ${styles.headerHiddenTitle}` : styles.header}>
            {titleVisibility === 'hidden' ? (
              <VisuallyHidden as="h2" id={titleId}>
                {title}
              </VisuallyHidden>
            ) : (
              <Heading level={4} as="h2" id={titleId}>
                {title}
              </Heading>
            )}
            <IconButton label={closeLabel} icon="Close" variant="label-dark" size="small" onClick={onClose} />
          </div>
          <div className={styles.body}>{children}</div>
        </div>
      </div>
    </FocusTrap>
  );
}
