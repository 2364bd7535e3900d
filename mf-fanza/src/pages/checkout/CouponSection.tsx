import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@shop/shared/ui';
import { ns } from '../../namespace';
import { Section } from './Section';
import type { CouponOutcome } from './useKujiCoupon';
import * as styles from './checkout.module.css';

interface CouponSectionProps {
  /** The code taken for these draws, if any. */
  applied: string | null;
  outcome: CouponOutcome | null;
  busy: boolean;
  onApply: (code: string) => void;
  onRemove: () => void;
}

/** A coupon code typed by the shopper, priced against these draws by the API before it is taken. */
export function CouponSection({ applied, outcome, busy, onApply, onRemove }: CouponSectionProps) {
  const { t } = useTranslation(ns);
  const [code, setCode] = useState('');
  const codeId = useId();
  return (
    <Section title={t('checkout.coupon.heading')} testId="kuji-coupon">
      <div className={styles.codeRow}>
        <label htmlFor={codeId} className={styles.label}>
          {t('checkout.coupon.code')}
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
            // Enter applies the code instead of placing the order.
            if (event.key === 'Enter') {
              event.preventDefault();
              onApply(code);
            }
          }}
        />
        <Button busy={busy} onClick={() => onApply(code)}>
          {t('checkout.coupon.apply')}
        </Button>
      </div>
      {applied && (
        <p className={styles.appliedCode}>
          <span data-testid="coupon-applied">{t('checkout.coupon.using', { code: applied })}</span>
          <button type="button" className={styles.linkButton} onClick={onRemove}>
            {t('checkout.coupon.remove')}
          </button>
        </p>
      )}
      {outcome && (
        <p
          className={outcome.kind === 'applied' ? styles.success : styles.error}
          role={outcome.kind === 'applied' ? 'status' : 'alert'}
          data-testid="coupon-outcome"
        >
          {outcome.message}
        </p>
      )}
    </Section>
  );
}
