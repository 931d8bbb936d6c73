import { Loader } from '@club/ui';
import { lazy, Suspense, useId } from 'react';
import * as styles from './ArticleEditor.css';

// TipTap and ProseMirror are most of an editor's weight: they load when a form with a body first shows.
const BodyEditor = lazy(() => import('./BodyEditor'));

export type BodyFieldProps = {
  initialHtml: string;
  hint: string;
  error: string | undefined;
  onChange: (html: string, text: string) => void;
};

/** The rich-text body of an article or a page: its label, hint and error, and the editor loaded on demand. */
export function BodyField({ initialHtml, hint, error, onChange }: BodyFieldProps) {
  const labelId = useId();
  const hintId = useId();
  return (
    <div className={styles.field}>
      <span className={styles.label} id={labelId}>
        Body
      </span>
      <span className={styles.hint} id={hintId}>
        {hint}
      </span>
      <Suspense fallback={<Loader label="Loading the editor" labelVisibility="visible" />}>
        <BodyEditor initialHtml={initialHtml} onChange={onChange} labelId={labelId} describedBy={hintId} invalid={error !== undefined} />
      </Suspense>
      {error && <span className={styles.error}>{error}</span>}
    </div>
  );
}
