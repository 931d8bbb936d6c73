import { useEffect, useRef, useState } from 'react';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import * as styles from './ErrorNotification.css';

/** SPEC 8 and 9: the error notification closes itself after a 30 s countdown. */
export const errorNotificationSeconds = 30;

export type ErrorNotificationProps = {
  open: boolean;
  /** e.g. 'There was a problem connecting to the video service'. */
  title: string;
  /** e.g. 'Please try again in a few minutes'. */
  message: string;
  /** Called when the countdown ends and from the button. The owner sets `open` to false. */
  onClose: () => void;
  buttonLabel?: string;
  seconds?: number;
};

/**
 * A problem the fan should know about now: announced assertively, with a visible 'Closing in N'
 * countdown that is not re-announced every second. Bottom on small screens, top from 1024px.
 */
export function ErrorNotification(props: ErrorNotificationProps) {
  // The region stays mounted so the alert is inserted into a live region that already exists. A new
  // error is a new notification (the key), with its own full countdown.
  return (
    <div className={styles.frame}>
      <div role="alert" aria-live="assertive" aria-atomic="true">
        {props.open && <OpenErrorNotification key={`${props.title}\n${props.message}`} {...props} />}
      </div>
    </div>
  );
}

function OpenErrorNotification({
  title,
  message,
  onClose,
  buttonLabel = 'Close',
  seconds = errorNotificationSeconds,
}: ErrorNotificationProps) {
  const [remaining, setRemaining] = useState(seconds);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  // Counted against a deadline rather than by ticks, so a throttled background tab still closes
  // on time; cleared on close and unmount.
  useEffect(() => {
    const deadline = performance.now() + seconds * 1000;
    const interval = setInterval(() => {
      const left = Math.max(0, Math.ceil((deadline - performance.now()) / 1000));
      setRemaining(left);
      if (left === 0) {
        clearInterval(interval);
        onCloseRef.current();
      }
    }, 1000);
    return () => clearInterval(interval);
  }, [seconds]);

  return (
    <div className={styles.panel} data-state="open">
      <span className={styles.icon}>
        <Icon name="Info" size="small" />
      </span>
      <div className={styles.text}>
        <p className={styles.title}>{title}</p>
        <p>{message}</p>
      </div>
      <div className={styles.footer}>
        {/* Hidden from the alert's announcement: 30 updates a minute would drown the message. */}
        <span className={styles.countdown} aria-hidden="true">{`Closing in ${remaining}`}</span>
        <Button size="small" variant="primary-dark" onClick={onClose}>
          {buttonLabel}
        </Button>
      </div>
    </div>
  );
}
