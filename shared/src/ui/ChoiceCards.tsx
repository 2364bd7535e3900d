import type { ReactNode } from 'react';
import * as styles from './choice-cards.module.css';

export interface Choice {
  value: string;
  label: ReactNode;
  /** A second line: a fee, an address, what a payment method takes. */
  detail?: ReactNode;
  disabled?: boolean;
}

export interface ChoiceCardsProps {
  /** The radios' group name. */
  name: string;
  legend: string;
  choices: readonly Choice[];
  /** The chosen value ('' for none yet). */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** Why the whole group cannot be used yet (shown under the legend). */
  disabledReason?: string;
  /** What is wrong with the choice (shown under the cards). */
  error?: string;
  testId?: string;
}

/**
 * One choice of several as radio cards, with its legend and message: how the shop asks for a delivery method, a
 * pickup store or a payment method, the same look on every page that asks.
 */
export function ChoiceCards({ name, legend, choices, value, onChange, onBlur, disabledReason, error, testId }: ChoiceCardsProps) {
  return (
    <fieldset className={styles.choices} disabled={Boolean(disabledReason)} aria-invalid={Boolean(error)} data-testid={testId}>
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
              checked={value === choice.value}
              disabled={choice.disabled}
              onChange={() => onChange(choice.value)}
              onBlur={onBlur}
            />
            <span className={styles.choiceText}>
              <span className={styles.choiceLabel}>{choice.label}</span>
              {choice.detail && <span className={styles.choiceDetail}>{choice.detail}</span>}
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
