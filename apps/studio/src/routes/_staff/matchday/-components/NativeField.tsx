import { useId } from 'react';
import * as styles from './fixtures.css';

/**
 * A labelled native input for what the design system's text field does not take: a London date and
 * time (`datetime-local`, the phone's own picker) and a number of goals.
 */
export function NativeField({
  label,
  type,
  value,
  onChange,
  error,
  size,
}: {
  label: string;
  type: 'datetime-local' | 'number';
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  size?: 'goals';
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className={`${styles.input} ${size === 'goals' ? styles.goals : ''}`}
        type={type}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        {...(type === 'number' ? { min: 0, max: 30, inputMode: 'numeric' as const } : {})}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error && (
        <span className={styles.error} id={errorId}>
          {error}
        </span>
      )}
    </div>
  );
}
