import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '@shop/shared/ui';
import { ns } from '../../namespace';
import { clampQuantity, wholeQuantity } from './quantity';
import * as styles from './quantity-stepper.module.css';

interface QuantityStepperProps {
  value: number;
  max: number;
  onChange: (value: number) => void;
  disabled?: boolean;
  /** Ids of hints read with the field (limit, amount in cart). */
  describedBy?: string;
}

/**
 * − [n] +, from 1 to `max`; typed values are brought back into range when the field is left. A typed
 * value above `max` still reaches `onChange` as typed, so the add can say how many of it went in.
 */
export function QuantityStepper({ value, max, onChange, disabled = false, describedBy }: QuantityStepperProps) {
  const { t } = useTranslation(ns);
  const id = useId();
  // What is typed, until the field is left; a new value from outside (a step, an add) replaces it.
  const [draft, setDraft] = useState(String(value));
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setDraft(String(value));
  }
  // Server-rendered: a step taken before the page hydrates would not reach the panel.
  const hydrated = useHydrated();
  const off = disabled || max < 1 || !hydrated;
  const commit = (text: string) => {
    const typed = wholeQuantity(Number(text));
    setDraft(String(clampQuantity(typed, max)));
    if (typed !== value) onChange(typed);
  };

  return (
    <div className={styles.stepper}>
      <label htmlFor={id} className={styles.label}>
        {t('product.quantity')}
      </label>
      <div className={styles.control}>
        <button
          type="button"
          className={styles.button}
          aria-label={t('product.decrease')}
          disabled={off || value <= 1}
          onClick={() => onChange(clampQuantity(value - 1, max))}
        >
          <span aria-hidden="true">−</span>
        </button>
        <input
          id={id}
          className={styles.input}
          type="number"
          inputMode="numeric"
          min={max < 1 ? 0 : 1}
          max={max}
          step={1}
          value={draft}
          disabled={off}
          aria-describedby={describedBy}
          onChange={(event) => {
            setDraft(event.target.value);
            const typed = Number(event.target.value);
            if (event.target.value !== '' && typed === clampQuantity(typed, max) && typed !== value) onChange(typed);
          }}
          onBlur={(event) => commit(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit(event.currentTarget.value);
          }}
        />
        <button
          type="button"
          className={styles.button}
          aria-label={t('product.increase')}
          disabled={off || value >= max}
          onClick={() => onChange(clampQuantity(value + 1, max))}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
    </div>
  );
}
