import { useId, useState } from 'react';
import { Button } from './Button';
import * as styles from './coupon-code.module.css';

export interface CouponCodeFieldProps {
  label: string;
  applyLabel: string;
  busy: boolean;
  /** The code as typed, trimmed ('' when the field is blank). */
  onApply: (code: string) => void;
}

/** A coupon code to type and apply inside a checkout form; Enter applies the code rather than placing the order. */
export function CouponCodeField({ label, applyLabel, busy, onApply }: CouponCodeFieldProps) {
  const [code, setCode] = useState('');
  const codeId = useId();
  return (
    <div className={styles.codeRow}>
      <label htmlFor={codeId} className={styles.label}>
        {label}
      </label>
      <input
        id={codeId}
        className={styles.input}
        value={code}
        maxLength={32}
        autoComplete="off"
        autoCapitalize="characters"
        onChange={(event) => setCode(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            onApply(code.trim());
          }
        }}
      />
      <Button busy={busy} onClick={() => onApply(code.trim())}>
        {applyLabel}
      </Button>
    </div>
  );
}

export interface CouponOutcome {
  kind: 'applied' | 'refused';
  message: string;
}

/** What the API said of the coupon: taken (a status) or refused (an alert), in its words. */
export function CouponOutcomeLine({ outcome }: { outcome: CouponOutcome | null }) {
  if (!outcome) return null;
  const applied = outcome.kind === 'applied';
  return (
    <p className={applied ? styles.success : styles.error} role={applied ? 'status' : 'alert'} data-testid="coupon-outcome">
      {outcome.message}
    </p>
  );
}
