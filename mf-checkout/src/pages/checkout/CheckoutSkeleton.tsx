import { useTranslation } from 'react-i18next';
import { Skeleton, SummaryColumns, SummaryPage } from '@shop/shared/ui';
import { ns } from '../../namespace';
import * as styles from './checkout.module.css';

/** The checkout's layout while it loads: its sections and the summary, so nothing shifts. */
export function CheckoutSkeleton() {
  const { t } = useTranslation(ns);
  return (
    <SummaryPage title={t('checkout.heading')} aria-busy="true" data-testid="checkout-loading">
      <SummaryColumns summary={<Skeleton className={styles.skeletonSummary} />}>
        {[160, 220, 280].map((height) => (
          <Skeleton key={height} className={styles.skeletonSection} />
        ))}
      </SummaryColumns>
    </SummaryPage>
  );
}
