import type { StudioArticleStatus } from '@club/api-client';
import * as styles from './StatusBadge.css';

export const statusLabels: Record<StudioArticleStatus, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  published: 'Published',
};

/** An article's status as a word with a coloured mark; the word carries the meaning, not the colour. */
export function StatusBadge({ status }: { status: StudioArticleStatus }) {
  return (
    <span className={styles.badge} data-state={status}>
      {statusLabels[status]}
    </span>
  );
}
