import { useTranslation } from 'react-i18next';
import { Skeleton, SummaryColumns, SummaryPage } from '@shop/shared/ui';
import { ns } from '../../namespace';
import * as styles from './checkout.module.css';

/** The checkout's frame while the campaign loads: the same title and columns, so nothing moves. */
export function CheckoutSkeleton() {
  const { t } = useTranslation(ns);
  return (
    <SummaryPage title={t('title.checkout')} aria-busy="true" data-testid="checkout-loading">
      <SummaryColumns summary={<Skeleton className={styles.skeletonSummary} />}>
        <Skeleton className={styles.skeletonSection} />
        <Skeleton className={styles.skeletonSection} />
      </SummaryColumns>
    </SummaryPage>
  );
}
