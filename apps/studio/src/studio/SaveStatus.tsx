import { Button, formatDate } from '@club/ui';
import { saveStatusText, type SaveStatusOptions } from './saving';
import * as styles from './SaveStatus.css';

/** The status line of a versioned edit, read out politely as it changes. */
export function SaveStatus(options: SaveStatusOptions) {
  return (
    <p className={styles.saveStatus} aria-live="polite" data-state={options.state.status}>
      {saveStatusText(options, (at) => formatDate(at, 'time'))}
    </p>
  );
}

/**
 * A save refused because someone else saved first: who, that nothing of theirs was overwritten, and
 * the way on (their version replaces the form).
 */
export function ConflictNotice({ message, onLoadTheirs }: { message: string; onLoadTheirs: () => void }) {
  return (
    <div className={styles.conflict} role="alert">
      <p>{message} Your changes here were not saved, so nothing of theirs was overwritten.</p>
      <Button variant="ghost-dark" size="small" onClick={onLoadTheirs}>
        Load their version
      </Button>
    </div>
  );
}
