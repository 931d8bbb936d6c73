import { useId } from 'react';
import * as styles from './ArticleEditor.css';

export type TextAreaProps = {
  label: string;
  name: string;
  hint?: string;
  error?: string | undefined;
  value: string;
  onChange: (value: string) => void;
};

/** A labelled multi-line field with its hint and error read out with it (the ui package has none yet). */
export function TextArea({ label, name, hint, error, value, onChange }: TextAreaProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {hint && (
        <span className={styles.hint} id={hintId}>
          {hint}
        </span>
      )}
      <textarea
        className={styles.textarea}
        id={id}
        name={name}
        rows={3}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {error && (
        <span className={styles.error} id={errorId}>
          {error}
        </span>
      )}
    </div>
  );
}
