import { useField } from 'formik';

interface FieldProps {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  inputMode?: 'numeric' | 'email' | 'text';
  maxLength?: number;
}

/** A labelled input whose validation message is announced and tied to it (aria-describedby). */
export function Field({ name, label, type = 'text', autoComplete, inputMode, maxLength }: FieldProps) {
  const [field, meta] = useField<string>(name);
  const errorId = `${name}-error`;
  const invalid = Boolean(meta.touched && meta.error);
  return (
    <div className="form-field">
      <label htmlFor={name}>{label}</label>
      <input
        {...field}
        id={name}
        type={type}
        autoComplete={autoComplete}
        inputMode={inputMode}
        maxLength={maxLength}
        aria-invalid={invalid}
        aria-describedby={invalid ? errorId : undefined}
      />
      {invalid && (
        <p className="form-error" id={errorId} role="alert">
          {meta.error}
        </p>
      )}
    </div>
  );
}
