import { useTranslation } from 'react-i18next';
import type { Coupon } from '@shop/shared/contract';
import { formatDate, formatTwd } from '@shop/shared/format';
import { StatusPill, type StatusTone } from '@shop/shared/ui';
import { ns } from '../../namespace';
import * as styles from './coupon-list.module.css';

const tone: Record<Coupon['status'], StatusTone> = { available: 'done', used: 'off', expired: 'off' };

/**
 * One claimed coupon, as a ticket: what it is worth and its code on the stub; its activity name, status and the
 * SPEC §3 coupon facts (promotion, conditions, validity, free shipping, origin, region, threshold, amount).
 */
export function CouponCard({ coupon }: { coupon: Coupon }) {
  const { t } = useTranslation(ns);
  const facts: [label: string, value: string][] = [
    [t('coupons.promotion'), coupon.promotion],
    [t('coupons.conditions'), coupon.conditions],
    [t('coupons.validity'), t('coupons.validityRange', { start: formatDate(coupon.starts_at), end: formatDate(coupon.ends_at) })],
    [t('coupons.threshold'), coupon.unlimited_amount ? t('coupons.unlimited') : formatTwd(coupon.threshold)],
    [t('coupons.discount'), formatTwd(coupon.discount)],
    [t('coupons.freeShipping'), coupon.free_shipping ? t('coupons.yes') : t('coupons.no')],
    [t('coupons.origin'), t(`coupons.origins.${coupon.ships_from ?? 'any'}`)],
    [t('coupons.region'), t(`coupons.regions.${coupon.region ?? 'any'}`)],
  ];

  return (
    <li
      className={coupon.status === 'available' ? styles.coupon : `${styles.coupon} ${styles.spent}`}
      data-testid="member-coupon"
      data-status={coupon.status}
      data-code={coupon.code}
    >
      <div className={styles.stub}>
        <p className={styles.value}>{coupon.discount > 0 ? formatTwd(coupon.discount) : t('coupons.freeShippingOnly')}</p>
        {coupon.discount > 0 && <p className={styles.valueNote}>{t('coupons.off')}</p>}
        <p className={styles.code}>
          <span className={styles.codeLabel}>{t('coupons.code')}</span> <span className={styles.codeValue}>{coupon.code}</span>
        </p>
      </div>
      <div className={styles.details}>
        <div className={styles.couponHead}>
          <h2 className={styles.couponName}>{coupon.display_name}</h2>
          <StatusPill tone={tone[coupon.status]} status={coupon.status}>
            {t(`coupons.status.${coupon.status}`)}
          </StatusPill>
        </div>
        <dl className={styles.facts}>
          {facts.map(([label, value]) => (
            <div key={label} className={styles.fact}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </li>
  );
}
