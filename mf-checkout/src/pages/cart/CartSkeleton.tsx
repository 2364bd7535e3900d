import { useTranslation } from 'react-i18next';
import { Skeleton, SummaryColumns, SummaryPage } from '@shop/shared/ui';
import { ns } from '../../namespace';
import * as styles from './cart-page.module.css';

/** The cart's layout while it loads: the heading, three lines and the summary, so nothing shifts. */
export function CartSkeleton() {
  const { t } = useTranslation(ns);
  return (
    <SummaryPage title={t('title.cart')} aria-busy="true" data-testid="cart-loading">
      <SummaryColumns summary={<Skeleton className={styles.skeletonSummary} />} mainClassName={styles.main}>
        <div className={styles.group}>
          {[0, 1, 2].map((index) => (
            <div key={index} className={styles.skeletonLine}>
              <Skeleton shape="square" className={styles.skeletonPicture} />
              <div className={styles.skeletonText}>
                <Skeleton shape="line" />
                <Skeleton shape="line" short />
              </div>
            </div>
          ))}
        </div>
      </SummaryColumns>
    </SummaryPage>
  );
}
