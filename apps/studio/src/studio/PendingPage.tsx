import { Loader } from '@club/ui';
import * as styles from './PendingPage.css';

/**
 * What the server renders for the staff's pages (they are client-rendered: `ssr: false`) and what shows
 * while a page's data is on its way.
 */
export function PendingPage() {
  return (
    <div className={styles.pending}>
      <Loader label="Opening the studio…" labelVisibility="visible" />
    </div>
  );
}
