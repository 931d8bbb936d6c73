import { useId, type ReactNode } from 'react';
import { Icon } from '../Icon/Icon';
import * as styles from './Field.css';

/** What every form field takes besides its value. */
export type FieldProps = {
  label: string;
  name: string;
  /** Help shown under the label, read out after it (aria-describedby). */
  hint?: string;
  /** When set, the control is marked invalid and this is read out with it. */
  error?: string;
  id?: string;
  required?: boolean;
  disabled?: boolean;
};

export type FieldIds = {
  controlId: string;
  hintId: string | undefined;
  errorId: string | undefined;
  /** For the control: hint first, then error, so the reason it is invalid is read last. */
  describedBy: string | undefined;
  invalid: boolean;
};

export function useFieldIds({ id, hint, error }: Pick<FieldProps, 'id' | 'hint' | 'error'>): FieldIds {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return { controlId, hintId, errorId, describedBy, invalid: Boolean(error) };
}

export function FieldHint({ id, children }: { id: string | undefined; children: ReactNode }) {
  return (
    <span className={styles.hint} id={id}>
      {children}
    </span>
  );
}

export function FieldError({ id, children }: { id: string | undefined; children: ReactNode }) {
  return (
    <span className={styles.error} id={id}>
      <Icon name="Info" size="xsmall" />
      {children}
    </span>
  );
}

/** Label, hint, control, error: the layout text inputs and selects share. */
export function FieldFrame({
  label,
  required,
  hint,
  error,
  ids,
  children,
}: Pick<FieldProps, 'label' | 'required' | 'hint' | 'error'> & { ids: FieldIds; children: ReactNode }) {
  return (
    <div className={styles.field} data-state={ids.invalid ? 'invalid' : 'valid'}>
      <label className={styles.label} htmlFor={ids.controlId}>
        {label}
        {required && (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        )}
      </label>
      {hint && <FieldHint id={ids.hintId}>{hint}</FieldHint>}
      {children}
      {error && <FieldError id={ids.errorId}>{error}</FieldError>}
    </div>
  );
}
