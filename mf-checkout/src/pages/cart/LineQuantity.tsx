import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ns } from '../../namespace';
import * as styles from './line-quantity.module.css';

interface LineQuantityProps {
  value: number;
  /** The most the member may hold now (`max_amount`: purchase limit and stock). */
  max: number;
  onChange: (value: number) => void;
  disabled?: boolean;
}

/** A whole number from 1 to `max`; anything else typed is brought back into range. */
export function clampAmount(typed: number, max: number): number {
  const whole = Number.isFinite(typed) ? Math.trunc(typed) : 1;
  return Math.min(Math.max(1, whole), Math.max(1, max));
}

/**
 * − [n] + for a cart line. Each step is sent at once; a typed amount when the field is left or Enter is
 * pressed. A line holding more than may be bought now can only go down.
 */
export function LineQuantity({ value, max, onChange, disabled = false }: LineQuantityProps) {
  const { t } = useTranslation(ns);
  const id = useId();
  const [draft, setDraft] = useState(String(value));
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setDraft(String(value));
  }
  const commit = (text: string) => {
    const next = clampAmount(Number(text), max);
    setDraft(String(next));
    if (next !== value) onChange(next);
  };

  return (
    <div className={styles.quantity}>
      <label htmlFor={id} className={styles.label}>
        {t('cart.line.quantity')}
      </label>
      <div className={styles.control}>
        <button
          type="button"
          className={styles.button}
          aria-label={t('cart.line.decrease')}
          disabled={disabled || value <= 1}
          onClick={() => onChange(clampAmount(value - 1, Math.max(max, value - 1)))}
        >
          <span aria-hidden="true">−</span>
        </button>
        <input
          id={id}
          className={styles.input}
          type="number"
          inputMode="numeric"
          min={1}
          max={Math.max(1, max)}
          step={1}
          value={draft}
          disabled={disabled}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={(event) => commit(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit(event.currentTarget.value);
          }}
        />
        <button
          type="button"
          className={styles.button}
          aria-label={t('cart.line.increase')}
          disabled={disabled || value >= max}
          onClick={() => onChange(clampAmount(value + 1, max))}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
    </div>
  );
}
