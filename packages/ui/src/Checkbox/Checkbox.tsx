import type { Ref } from 'react';
import { Icon } from '../Icon/Icon';
import { FieldError, FieldHint, useFieldIds, type FieldProps } from '../private/Field';
import * as styles from './Checkbox.css';

export type CheckboxProps = FieldProps & {
  checked?: boolean;
  defaultChecked?: boolean;
  onChange?: (checked: boolean) => void;
  /** Sent with the form when checked; 'on' if left out, as browsers do. */
  value?: string;
  ref?: Ref<HTMLInputElement>;
};

/** A native checkbox drawn in the house style, with its label beside it and hint and error below. */
export function Checkbox({
  label,
  name,
  hint,
  error,
  id,
  required,
  disabled,
  checked,
  defaultChecked,
  onChange,
  value,
  ref,
}: CheckboxProps) {
  const ids = useFieldIds({ id, hint, error });
  return (
    <div className={styles.root} data-state={ids.invalid ? 'invalid' : 'valid'}>
      <label className={styles.row} htmlFor={ids.controlId}>
        <input
          ref={ref}
          className={styles.input}
          type="checkbox"
          id={ids.controlId}
          name={name}
          value={value}
          checked={checked}
          defaultChecked={defaultChecked}
          onChange={onChange && ((event) => onChange(event.target.checked))}
          required={required}
          disabled={disabled}
          aria-invalid={ids.invalid || undefined}
          aria-describedby={ids.describedBy}
        />
        <span className={styles.box} aria-hidden="true">
          <Icon name="Tick" size="xsmall" />
        </span>
        <span className={styles.label}>{label}</span>
      </label>
      {(hint || error) && (
        <div className={styles.below}>
          {hint && <FieldHint id={ids.hintId}>{hint}</FieldHint>}
          {error && <FieldError id={ids.errorId}>{error}</FieldError>}
        </div>
      )}
    </div>
  );
}
