import { useEffect, useRef } from 'react';
import { Icon } from '../Icon/Icon';
import { IconButton } from '../IconButton/IconButton';
import * as styles from './Toast.css';

/** SPEC 9: the account toast shows for 4 s. */
export const toastDurationMs = 4000;

export type ToastProps = {
  open: boolean;
  /** e.g. 'Logged In', 'Logged Out', 'Your details have been successfully updated'. */
  message: string;
  /** Called after `durationMs`, and from the close button. The owner sets `open` to false. */
  onClose: () => void;
  durationMs?: number;
};

/**
 * A short success message (SPEC 2.5's account notification), bottom right, announced politely and
 * closed after 4 s. The timer restarts when the message changes and is cleared on close or unmount.
 */
export function Toast({ open, message, onClose, durationMs = toastDurationMs }: ToastProps) {
  // The latest onClose without restarting the timer when a parent re-renders with a new function.
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    if (!open) return undefined;
    const timer = setTimeout(() => onCloseRef.current(), durationMs);
    return () => clearTimeout(timer);
  }, [open, message, durationMs]);

  return (
    <div className={styles.region} role="status" aria-live="polite" aria-atomic="true">
      {open && (
        <div className={styles.toast} data-state="open">
          <span className={styles.icon}>
            <Icon name="Tick" size="xsmall" />
          </span>
          <span className={styles.message}>{message}</span>
          <IconButton label="Dismiss" icon="Close" variant="label-dark" size="small" onClick={onClose} />
        </div>
      )}
    </div>
  );
}
