import * as styles from './FormMessage.css';

export type FormMessageProps = {
  tone: 'error' | 'success';
  /** Empty renders the live region alone, so the next message is announced when it arrives. */
  message: string | null;
};

/**
 * A form's one message. Errors are an alert (read out at once, SPEC 2.5's red message); successes a
 * polite status. The region is always in the page: screen readers only announce changes to a live
 * region that already existed.
 */
export function FormMessage({ tone, message }: FormMessageProps) {
  return (
    <p className={styles.message[tone]} role={tone === 'error' ? 'alert' : 'status'}>
      {message ?? ''}
    </p>
  );
}
