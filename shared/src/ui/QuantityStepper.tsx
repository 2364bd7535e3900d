import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uiNamespace } from './namespace';
import { wholeQuantity } from './quantity';
import { useHydrated } from './useHydrated';
import * as styles from './quantity-stepper.module.css';

export interface QuantityStepperProps {
  value: number;
  /** The most that may be chosen now. A value above it (a cart line holding more) can only go down. */
  max: number;
  /** A step at once; a typed number when the field is left or Enter is pressed, never while typing. */
  onChange: (value: number) => void;
  disabled?: boolean;
  /** Ids of hints read with the field (limit, amount in cart). */
  describedBy?: string;
  /** `compact` in a list row (a cart line), `large` beside a product's buttons. */
  size?: 'large' | 'compact';
}

/**
 * − [n] +, the same on the product page and in the cart. Typed text is a draft until committed, so typing
 * "12" never sends "1" first. A committed number is whole and at least 1, and reaches `onChange` as typed even
 * above `max` (the caller says how many of it fit); the field shows at most `max` (or the value, if above).
 */
export function QuantityStepper({ value, max, onChange, disabled = false, describedBy, size = 'large' }: QuantityStepperProps) {
  const { t } = useTranslation(uiNamespace);
  const id = useId();
  // What is typed, until committed; a new value from outside (a step, an add, the API's answer) replaces it.
  const [draft, setDraft] = useState(String(value));
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setDraft(String(value));
  }
  // Server-rendered: a step taken before the page hydrates would not reach its handler.
  const hydrated = useHydrated();
  const off = disabled || !hydrated;
  const commit = (text: string) => {
    const typed = wholeQuantity(Number(text));
    setDraft(String(Math.min(typed, Math.max(max, value))));
    if (typed !== value) onChange(typed);
  };

  return (
    <div className={size === 'compact' ? `${styles.stepper} ${styles.compact}` : styles.stepper}>
      <label htmlFor={id} className={styles.label}>
        {t('quantity.label')}
      </label>
      <div className={styles.control}>
        <button
          type="button"
          className={styles.button}
          aria-label={t('quantity.decrease')}
          disabled={off || value <= 1}
          onClick={() => onChange(value - 1)}
        >
          <span aria-hidden="true">−</span>
        </button>
        <input
          id={id}
          className={styles.input}
          type="number"
          inputMode="numeric"
          min={Math.min(1, value)}
          max={Math.max(max, value)}
          step={1}
          value={draft}
          disabled={off}
          aria-describedby={describedBy}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={(event) => commit(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit(event.currentTarget.value);
          }}
        />
        <button
          type="button"
          className={styles.button}
          aria-label={t('quantity.increase')}
          disabled={off || value >= max}
          onClick={() => onChange(value + 1)}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
    </div>
  );
}
