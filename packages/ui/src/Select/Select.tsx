import type { Ref } from 'react';
import { Icon } from '../Icon/Icon';
import { FieldFrame, useFieldIds, type FieldProps } from '../private/Field';
import { control } from '../private/Field.css';
import * as styles from './Select.css';

export type SelectOption = { value: string; label: string; disabled?: boolean };

export type SelectProps = FieldProps & {
  options: readonly SelectOption[];
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  /** A first, empty choice ('Choose a season'), selected until the fan picks one. */
  placeholder?: string;
  ref?: Ref<HTMLSelectElement>;
};

/**
 * A native select (the right control on phones: the OS picker) in the house style, e.g. the search
 * sort 'Date Added' / 'Relevance' or the video filters' team and season.
 */
export function Select({
  label,
  name,
  hint,
  error,
  id,
  required,
  disabled,
  options,
  value,
  defaultValue,
  onChange,
  placeholder,
  ref,
}: SelectProps) {
  const ids = useFieldIds({ id, hint, error });
  const initial = defaultValue ?? (value === undefined && placeholder !== undefined ? '' : undefined);
  return (
    <FieldFrame label={label} required={required} hint={hint} error={error} ids={ids}>
      <div className={styles.wrapper}>
        <select
          ref={ref}
          className={`${control} ${styles.select}`}
          id={ids.controlId}
          name={name}
          value={value}
          defaultValue={initial}
          onChange={onChange && ((event) => onChange(event.target.value))}
          required={required}
          disabled={disabled}
          aria-invalid={ids.invalid || undefined}
          aria-describedby={ids.describedBy}
        >
          {placeholder !== undefined && (
            <option value="" disabled>
              {placeholder}
            </option>
          )}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
        <span className={styles.arrow} aria-hidden="true">
          <Icon name="Chevron" size="xsmall" />
        </span>
      </div>
    </FieldFrame>
  );
}
