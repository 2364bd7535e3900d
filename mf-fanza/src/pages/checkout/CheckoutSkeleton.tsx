import { useTranslation } from 'react-i18next';
import { Skeleton } from '@shop/shared/ui';
import { ns } from '../../namespace';
import * as styles from './checkout.module.css';

/** The checkout's frame while the campaign loads: the same title and columns, so nothing moves. */
export function CheckoutSkeleton() {
  const { t } = useTranslation(ns);
  return (
    <div className={styles.page} aria-busy="true" data-testid="checkout-loading">
      <h1 className={styles.title}>{t('title.checkout')}</h1>
      <div className={styles.layout}>
        <div className={styles.main}>
          <Skeleton className={styles.skeletonSection} />
          <Skeleton className={styles.skeletonSection} />
        </div>
        <Skeleton className={styles.skeletonSummary} />
      </div>
    </div>
  );
}
