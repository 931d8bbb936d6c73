import { useState, type Ref } from 'react';
import { Icon } from '../Icon/Icon';
import { FieldFrame, useFieldIds, type FieldProps } from '../private/Field';
import { control } from '../private/Field.css';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './PasswordField.css';

export const passwordAutoCompletes = ['current-password', 'new-password'] as const;
export type PasswordAutoComplete = (typeof passwordAutoCompletes)[number];

export type PasswordFieldProps = FieldProps & {
  /** current-password for log in; new-password for register and change, so managers offer to generate. */
  autoComplete: PasswordAutoComplete;
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  onBlur?: () => void;
  ref?: Ref<HTMLInputElement>;
};

/**
 * A password input with a show/hide toggle. The toggle keeps one name ('Show password') and reports
 * its state with aria-pressed, so a screen reader says 'Show password, toggle button, pressed'.
 */
export function PasswordField({
  label,
  name,
  hint,
  error,
  id,
  required,
  disabled,
  autoComplete,
  value,
  defaultValue,
  onChange,
  onBlur,
  ref,
}: PasswordFieldProps) {
  const ids = useFieldIds({ id, hint, error });
  const [visible, setVisible] = useState(false);
  return (
    <FieldFrame label={label} required={required} hint={hint} error={error} ids={ids}>
      <div className={styles.wrapper} data-state={visible ? 'visible' : 'hidden'}>
        <input
          ref={ref}
          className={`${control} ${styles.input}`}
          id={ids.controlId}
          name={name}
          type={visible ? 'text' : 'password'}
          value={value}
          defaultValue={defaultValue}
          onChange={onChange && ((event) => onChange(event.target.value))}
          onBlur={onBlur}
          autoComplete={autoComplete}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          required={required}
          disabled={disabled}
          aria-invalid={ids.invalid || undefined}
          aria-describedby={ids.describedBy}
        />
        <button
          type="button"
          className={styles.toggle}
          aria-pressed={visible}
          aria-controls={ids.controlId}
          disabled={disabled}
          onClick={() => setVisible((current) => !current)}
        >
          {/* The icon shows what pressing does: an open eye to show, a struck-out one to hide. */}
          <Icon name={visible ? 'EyeOff' : 'Eye'} size="small" />
          <VisuallyHidden>Show password</VisuallyHidden>
        </button>
      </div>
    </FieldFrame>
  );
}
