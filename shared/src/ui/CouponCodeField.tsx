import { useId, useState } from 'react';
import { Button } from './Button';
import * as look from './field-look.module.css';
import * as styles from './coupon-code.module.css';

export interface CouponCodeFieldProps {
  label: string;
  applyLabel: string;
  busy: boolean;
  /** The code as typed, trimmed ('' when the field is blank). */
  onApply: (code: string) => void;
  /**
   * The id of what says why the code last applied was refused (a `CouponOutcomeLine`): the field is marked invalid
   * and described by it until the shopper types another code.
   */
  refusedBy?: string | undefined;
}

/** A coupon code to type and apply inside a checkout form; Enter applies the code rather than placing the order. */
export function CouponCodeField({ label, applyLabel, busy, onApply, refusedBy }: CouponCodeFieldProps) {
  const [code, setCode] = useState('');
  const [applied, setApplied] = useState<string | null>(null);
  const codeId = useId();
  const apply = () => {
    setApplied(code);
    onApply(code.trim());
  };
  const refused = Boolean(refusedBy) && code === applied;
  return (
    <div className={styles.codeRow}>
      <label htmlFor={codeId} className={`${look.label} ${styles.label}`}>
        {label}
      </label>
      <input
        id={codeId}
        className={`${look.control} ${styles.input}`}
        value={code}
        maxLength={32}
        autoComplete="off"
        autoCapitalize="characters"
        aria-invalid={refused}
        aria-describedby={refused ? refusedBy : undefined}
        onChange={(event) => setCode(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            apply();
          }
        }}
      />
      <Button busy={busy} onClick={apply}>
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
export function CouponOutcomeLine({ outcome, id }: { outcome: CouponOutcome | null; id?: string }) {
  if (!outcome) return null;
  const applied = outcome.kind === 'applied';
  return (
    <p
      id={id}
      className={applied ? styles.success : styles.error}
      role={applied ? 'status' : 'alert'}
      data-testid="coupon-outcome"
    >
      {outcome.message}
    </p>
  );
}
