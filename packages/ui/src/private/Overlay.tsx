import type { FocusTrap } from 'focus-trap';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Heading } from '../Heading/Heading';
import { IconButton } from '../IconButton/IconButton';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { loadFocusTrap } from './focusTrapLoader';
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
 * The behaviour every overlay shares: a portal to <body>, a focus trap (focus-trap) that returns focus
 * to the opener, Escape and underlay clicks to close, and a locked page behind. Mounted only while
 * open, so a closed overlay costs nothing and its timers and listeners are gone.
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
  const rootRef = useRef<HTMLDivElement>(null);
  // Read while rendering, before an autoFocus inside the panel moves focus in.
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));
  const [trapState, setTrapState] = useState<'loading' | 'active'>('loading');

  useEffect(() => lockScroll(), []);

  // The trap's library is not in the page's first load (issue 13): openers start fetching it when a fan
  // hovers or focuses them (preloadOverlay), else the first opening does. Until it arrives the panel
  // itself takes focus and holdTab keeps Tab inside, so a fan never tabs out of the dialog either way;
  // the opener gets focus back on close whether or not the trap ever activated.
  useEffect(() => {
    if (!rootRef.current?.contains(document.activeElement)) panelRef.current?.focus();
    let trap: FocusTrap | undefined;
    let closed = false;
    void loadFocusTrap().then(({ createFocusTrap }) => {
      const root = rootRef.current;
      if (closed || !root) return;
      trap = createFocusTrap(root, {
        escapeDeactivates: false,
        // The underlay is inside the trap, so its click reaches onClose.
        clickOutsideDeactivates: false,
        // Focus is already inside (the trap keeps it there); the opener is given it back below.
        returnFocusOnDeactivate: false,
        fallbackFocus: () => panelRef.current ?? document.body,
      });
      trap.activate();
      setTrapState('active');
    });
    return () => {
      closed = true;
      trap?.deactivate({ returnFocus: false });
      if (opener?.isConnected) opener.focus();
    };
  }, [opener]);

  // Handled here rather than by the trap, so `open` stays the single source of truth: the trap never
  // deactivates itself while its owner still thinks it is open. Stopped, so Escape in a modal over a
  // panel closes only the modal (portal events still bubble through the React tree).
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Tab' && trapState === 'loading' && rootRef.current?.contains(event.target as Node)) {
      holdTab(event, panelRef.current);
      return;
    }
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose();
  };

  return (
    <div
      ref={rootRef}
      className={styles.root}
      data-state="open"
      data-overlay={kind}
      data-focus-trap={trapState}
      onKeyDown={onKeyDown}
    >
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
  );
}

const tabbableSelector =
  'a[href], button:not([disabled]), details > summary:first-of-type, input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, audio[controls], video[controls], [contenteditable]:not([contenteditable="false"]), [tabindex]';

/**
 * Tab and Shift+Tab while the trap's library is still on its way (an overlay opened before it arrived):
 * past the last control, or back from the first or from the panel itself, focus wraps round inside
 * the panel instead of leaving the dialog. Between those ends the browser moves focus as usual.
 */
function holdTab(event: KeyboardEvent, panel: HTMLElement | null) {
  if (!panel || event.defaultPrevented) return;
  const tabbable = Array.from(panel.querySelectorAll<HTMLElement>(tabbableSelector)).filter(
    (element) => element.tabIndex >= 0 && element.getClientRects().length > 0,
  );
  const first = tabbable[0];
  const last = tabbable[tabbable.length - 1];
  const at = document.activeElement instanceof HTMLElement ? tabbable.indexOf(document.activeElement) : -1;
  let next: HTMLElement | undefined;
  if (!first || !last) next = panel;
  else if (event.shiftKey && at <= 0) next = last;
  else if (!event.shiftKey && at === tabbable.length - 1) next = first;
  if (!next) return;
  event.preventDefault();
  next.focus();
}
