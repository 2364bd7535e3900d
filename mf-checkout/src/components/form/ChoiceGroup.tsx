import type { ReactNode } from 'react';
import { useField } from 'formik';
import * as styles from './form.module.css';

export interface Choice {
  value: string;
  label: ReactNode;
  /** A second line: a fee, an address. */
  detail?: ReactNode;
  disabled?: boolean;
}

interface ChoiceGroupProps {
  name: string;
  legend: string;
  choices: readonly Choice[];
  /** Why the whole group cannot be used yet (shown under the legend). */
  disabledReason?: string;
  onPicked?: (value: string) => void;
  testId?: string;
}

/** One choice of several as radio cards (delivery method, payment method, pickup store), with its message. */
export function ChoiceGroup({ name, legend, choices, disabledReason, onPicked, testId }: ChoiceGroupProps) {
  const [field, meta, helpers] = useField<string>(name);
  const invalid = Boolean(meta.touched && meta.error);
  return (
    <fieldset className={styles.choices} disabled={Boolean(disabledReason)} aria-invalid={invalid} data-testid={testId}>
      <legend className={styles.legend}>{legend}</legend>
      {disabledReason && <p className={styles.hint}>{disabledReason}</p>}
      <div className={styles.choiceList}>
        {choices.map((choice) => (
          <label key={choice.value} className={styles.choice}>
            <input
              type="radio"
              className={styles.radio}
              name={name}
              value={choice.value}
              checked={field.value === choice.value}
              disabled={choice.disabled}
              onChange={() => {
                void helpers.setValue(choice.value);
                onPicked?.(choice.value);
              }}
              onBlur={() => void helpers.setTouched(true)}
            />
            <span className={styles.choiceText}>
              <span className={styles.choiceLabel}>{choice.label}</span>
              {choice.detail && <span className={styles.choiceDetail}>{choice.detail}</span>}
            </span>
          </label>
        ))}
      </div>
      {invalid && (
        <p className={styles.error} role="alert">
          {meta.error}
        </p>
      )}
    </fieldset>
  );
}
