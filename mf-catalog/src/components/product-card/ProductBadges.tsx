import { useTranslation } from 'react-i18next';
import type { ProductSummary } from '@shop/shared/contract';
import { ns } from '../../namespace';
import * as styles from './product-badges.module.css';

const toneClass = { alert: styles.alert, accent: styles.accent, plain: '' } as const;

/** Sold out, pre-order, single-checkout-only and ships-from marks, in this order of importance. */
export function ProductBadges({ product }: { product: ProductSummary }) {
  const { t } = useTranslation(ns);
  const badges: { key: string; text: string; tone: 'alert' | 'accent' | 'plain' }[] = [];
  if (product.is_sold_out || product.availability === 'sold_out')
    badges.push({ key: 'sold-out', text: t('badge.soldOut'), tone: 'alert' });
  if (product.availability === 'unavailable') badges.push({ key: 'unavailable', text: t('badge.unavailable'), tone: 'alert' });
  if (product.is_pre_order) badges.push({ key: 'pre-order', text: t('badge.preOrder'), tone: 'accent' });
  if (product.is_single_checkout) badges.push({ key: 'single-checkout', text: t('badge.singleCheckout'), tone: 'plain' });
  badges.push({ key: `ships-${product.ships_from}`, text: t(`badge.shipsFrom.${product.ships_from}`), tone: 'plain' });
  return (
    <ul className={styles.badges} aria-label={t('badge.label')}>
      {badges.map((badge) => (
        <li key={badge.key} className={[styles.badge, toneClass[badge.tone]].filter(Boolean).join(' ')} data-badge={badge.key}>
          {badge.text}
        </li>
      ))}
    </ul>
  );
}
