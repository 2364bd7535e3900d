import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Coupon } from '@shop/shared/contract';
import { formatDate, formatTwd } from '@shop/shared/format';
import { CardSection, CouponCodeField, CouponOutcomeLine, VisuallyHidden, type CouponOutcome } from '@shop/shared/ui';
import { ns } from '../../namespace';
import * as styles from './checkout.module.css';

/** The coupon the shopper asks for: one of their claimed coupons, or a typed code. */
export type CouponChoice = { coupon_id: number } | { coupon_code: string } | null;

export type { CouponOutcome };

interface CouponSectionProps {
  coupons: readonly Coupon[];
  choice: CouponChoice;
  /** Prices the order with this coupon (or none); resolves with what to tell the shopper. */
  onApply: (choice: CouponChoice) => Promise<void>;
  outcome: CouponOutcome | null;
  busy: boolean;
}

/** A member's coupons to pick from, or a code to type; each is priced against this order by the API. */
export function CouponSection({ coupons, choice, onApply, outcome, busy }: CouponSectionProps) {
  const { t } = useTranslation(ns);
  // The radio follows the click at once; the API's answer then confirms the choice or puts the old one back.
  const [asked, setAsked] = useState<CouponChoice | undefined>(undefined);
  const shown = asked === undefined ? choice : asked;
  // A refusal of a typed code is tied to the code field; one of a listed coupon is not.
  const [typedLast, setTypedLast] = useState(false);
  const outcomeId = useId();
  const pickedId = shown && 'coupon_id' in shown ? shown.coupon_id : null;
  const apply = async (next: CouponChoice) => {
    setAsked(next);
    setTypedLast(Boolean(next && 'coupon_code' in next));
    try {
      await onApply(next);
    } finally {
      setAsked(undefined);
    }
  };
  return (
    <CardSection title={t('checkout.coupon.heading')} testId="checkout-coupon">
      <fieldset className={styles.couponList} disabled={busy}>
        <VisuallyHidden as="legend">{t('checkout.coupon.mine')}</VisuallyHidden>
        <label className={styles.coupon}>
          <input
            type="radio"
            className={styles.couponRadio}
            name="coupon"
            checked={shown === null}
            onChange={() => void apply(null)}
          />
          <span className={styles.couponName}>{t('checkout.coupon.none')}</span>
        </label>
        {coupons.map((coupon) => (
          <label key={coupon.coupon_id} className={styles.coupon} data-testid="coupon-option">
            <input
              type="radio"
              className={styles.couponRadio}
              name="coupon"
              checked={pickedId === coupon.coupon_id}
              onChange={() => void apply({ coupon_id: coupon.coupon_id })}
            />
            <span className={styles.couponName}>{`${coupon.promotion} · ${coupon.display_name}`}</span>
            <span className={styles.couponMeta}>
              {[
                // The API's own wording of the conditions when it gives one; else the threshold.
                coupon.conditions ||
                  (coupon.unlimited_amount
                    ? t('checkout.coupon.noMinimum')
                    : t('checkout.coupon.minimum', { amount: formatTwd(coupon.threshold) })),
                t('checkout.coupon.until', { date: formatDate(coupon.ends_at) }),
              ]
                .filter(Boolean)
                .join(' · ')}
            </span>
          </label>
        ))}
      </fieldset>
      <CouponCodeField
        label={t('checkout.coupon.code')}
        applyLabel={t('checkout.coupon.apply')}
        busy={busy}
        onApply={(code) => void apply(code ? { coupon_code: code } : null)}
        refusedBy={typedLast && outcome?.kind === 'refused' ? outcomeId : undefined}
      />
      <CouponOutcomeLine outcome={outcome} id={outcomeId} />
    </CardSection>
  );
}

/**
 * A visitor's coupon section: coupons belong to members (claimed first, used once per member, which a guest's
 * e-mail cannot vouch for), so it says why and offers to sign in, coming back to this checkout with its items.
 */
export function GuestCouponSection() {
  const { t } = useTranslation(ns);
  return (
    <CardSection title={t('checkout.coupon.heading')} testId="checkout-coupon">
      <p className={styles.meta}>{t('checkout.coupon.guest')}</p>
      <Link to={`/login?redirect=${encodeURIComponent('/checkout')}`} data-testid="coupon-sign-in">
        {t('checkout.coupon.guestLogin')}
      </Link>
    </CardSection>
  );
}
