import { useTranslation } from 'react-i18next';
import { Skeleton } from '@shop/shared/ui';
import { ns } from '../../namespace';
import * as styles from './checkout.module.css';

/** The checkout's layout while it loads: its sections and the summary, so nothing shifts. */
export function CheckoutSkeleton() {
  const { t } = useTranslation(ns);
  return (
    <div className={styles.page} aria-busy="true" data-testid="checkout-loading">
      <h1 className={styles.title}>{t('checkout.heading')}</h1>
      <div className={styles.layout}>
        <div className={styles.main}>
          {[160, 220, 280].map((height) => (
            <Skeleton key={height} className={styles.skeletonSection} />
          ))}
        </div>
        <Skeleton className={styles.skeletonSummary} />
      </div>
    </div>
  );
}
