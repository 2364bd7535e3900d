import { useTranslation } from 'react-i18next';
import { CardSection, CouponCodeField, CouponOutcomeLine } from '@shop/shared/ui';
import { ns } from '../../namespace';
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
  return (
    <CardSection title={t('checkout.coupon.heading')} testId="kuji-coupon">
      <CouponCodeField label={t('checkout.coupon.code')} applyLabel={t('checkout.coupon.apply')} busy={busy} onApply={onApply} />
      {applied && (
        <p className={styles.appliedCode}>
          <span data-testid="coupon-applied">{t('checkout.coupon.using', { code: applied })}</span>
          <button type="button" className={styles.linkButton} onClick={onRemove}>
            {t('checkout.coupon.remove')}
          </button>
        </p>
      )}
      <CouponOutcomeLine outcome={outcome} />
    </CardSection>
  );
}
