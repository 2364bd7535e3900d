/** A labelled Formik field with its error read out with it (aria-describedby). */
import { useField } from 'formik';
import { useId, type InputHTMLAttributes } from 'react';
import * as styles from './console.module.css';

type Props = InputHTMLAttributes<HTMLInputElement> & { name: string; label: string };

export function TextInput({ label, ...props }: Props) {
  const [field, meta] = useField(props.name);
  const id = useId();
  const failed = meta.touched && meta.error;
  return (
    <p className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        {...field}
        {...props}
        aria-invalid={failed ? true : undefined}
        aria-describedby={failed ? `${id}-error` : undefined}
      />
      {failed && (
        <span id={`${id}-error`} className={styles.fieldError}>
          {meta.error}
        </span>
      )}
    </p>
  );
}
