import { useId, type ChangeEvent } from 'react';
import { useField } from 'formik';
import * as look from './field-look.module.css';
import * as styles from './select-field.module.css';
import { useHydrated } from './useHydrated';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps {
  /** The formik field it edits. */
  name: string;
  label: string;
  options: readonly SelectOption[];
  /** The first, empty choice ("Choose…"); without it the first option is preselected. */
  placeholder?: string;
  disabled?: boolean;
  autoComplete?: string;
  /** Called after the field took the new value (to reset fields that depend on it). */
  onPicked?: (value: string) => void;
}

/** A labelled formik select with its validation message, like TextField. */
export function SelectField({ name, label, options, placeholder, disabled, autoComplete, onPicked }: SelectFieldProps) {
  const [field, meta, helpers] = useField<string>(name);
  const id = useId();
  const errorId = `${id}-error`;
  const invalid = Boolean(meta.touched && meta.error);
  const hydrated = useHydrated();
  const change = (event: ChangeEvent<HTMLSelectElement>) => {
    void helpers.setValue(event.target.value);
    onPicked?.(event.target.value);
  };
  return (
    <div className={look.field}>
      <label htmlFor={id} className={look.label}>
        {label}
      </label>
      <select
        {...field}
        id={id}
        className={`${look.control} ${styles.select}`}
        // Server-rendered: a choice made before the page hydrates would not reach the form.
        disabled={disabled || !hydrated}
        autoComplete={autoComplete}
        aria-invalid={invalid}
        aria-describedby={invalid ? errorId : undefined}
        onChange={change}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {invalid && (
        <p id={errorId} className={styles.error} role="alert">
          {meta.error}
        </p>
      )}
    </div>
  );
}
