import * as styles from './FormAlert.css';

/**
 * A form's error, read out at once. The region is always in the page: screen readers only announce
 * changes to a live region that already existed.
 */
export function FormAlert({ message }: { message: string | null }) {
  return (
    <p className={styles.alert} role="alert">
      {message ?? ''}
    </p>
  );
}
