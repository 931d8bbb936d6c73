import type { Ref } from 'react';
import { FieldFrame, useFieldIds, type FieldProps } from '../private/Field';
import { control } from '../private/Field.css';

export const textFieldTypes = ['text', 'email'] as const;
export type TextFieldType = (typeof textFieldTypes)[number];

export type TextFieldProps = FieldProps & {
  type?: TextFieldType;
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  onBlur?: () => void;
  /** e.g. 'email', 'username', 'given-name': lets browsers and password managers fill it. */
  autoComplete?: string;
  placeholder?: string;
  ref?: Ref<HTMLInputElement>;
};

/** A labelled text or email input, with hint and error text wired to it. */
export function TextField({
  label,
  name,
  hint,
  error,
  id,
  required,
  disabled,
  type = 'text',
  value,
  defaultValue,
  onChange,
  onBlur,
  autoComplete,
  placeholder,
  ref,
}: TextFieldProps) {
  const ids = useFieldIds({ id, hint, error });
  return (
    <FieldFrame label={label} required={required} hint={hint} error={error} ids={ids}>
      <input
        ref={ref}
        className={control}
        id={ids.controlId}
        name={name}
        type={type}
        value={value}
        defaultValue={defaultValue}
        onChange={onChange && ((event) => onChange(event.target.value))}
        onBlur={onBlur}
        autoComplete={autoComplete}
        placeholder={placeholder}
        required={required}
        disabled={disabled}
        aria-invalid={ids.invalid || undefined}
        aria-describedby={ids.describedBy}
        // Email addresses are not prose: no capitals or corrections on phones.
        {...(type === 'email' ? { autoCapitalize: 'none', autoCorrect: 'off', spellCheck: false, inputMode: 'email' as const } : {})}
      />
    </FieldFrame>
  );
}
