import { useId, type InputHTMLAttributes } from 'react';
import { useField } from 'formik';
import { useFieldRefusal } from './formRefusal';
import { useHydrated } from './useHydrated';
import * as styles from './text-field.module.css';

export interface TextFieldProps {
  /** The formik field it edits. */
  name: string;
  label: string;
  /** A sentence read with the field (a format, a rule), shown under the label. */
  hint?: string;
  /** `date` is the browser's own date picker: keyboard and screen-reader ready, its value an ISO `YYYY-MM-DD`. */
  type?: 'text' | 'email' | 'password' | 'tel' | 'date';
  autoComplete?: string;
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength?: number;
  /** The earliest and latest dates a `date` field offers (`YYYY-MM-DD`). */
  min?: string;
  max?: string;
  /** Rewrites what is typed as it is typed (a code read in capitals). */
  normalize?: (value: string) => string;
}

/**
 * A formik text field: labelled; its hint and, once the shopper has left the field or submitted, its validation
 * message, or else the server's refusal of its value (`refuseForm`), are tied to it (`aria-describedby`); the
 * message is announced (`role="alert"`) and the field marked `aria-invalid`.
 */
export function TextField({
  name,
  label,
  hint,
  type = 'text',
  autoComplete,
  inputMode,
  maxLength,
  min,
  max,
  normalize,
}: TextFieldProps) {
  const [field, meta, helpers] = useField<string>(name);
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const hydrated = useHydrated();
  const refusal = useFieldRefusal(name);
  const error = (meta.touched && meta.error) || refusal?.message;
  const invalid = Boolean(error);
  const describedBy = [hint ? hintId : '', invalid ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <input
        {...field}
        onChange={normalize ? (event) => void helpers.setValue(normalize(event.target.value)) : field.onChange}
        id={id}
        className={styles.input}
        type={type}
        autoComplete={autoComplete}
        inputMode={inputMode}
        maxLength={maxLength}
        min={min}
        max={max}
        aria-invalid={invalid}
        aria-describedby={describedBy || undefined}
        // Server-rendered: what is typed before the page hydrates would not reach the form.
        readOnly={!hydrated || undefined}
      />
      {invalid && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
