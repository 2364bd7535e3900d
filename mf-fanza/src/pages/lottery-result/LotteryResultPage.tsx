import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { KujiOrder, KujiPrize } from '@shop/shared/contract';
import { ErrorState, NoticePage, PageTitle, Skeleton, buttonClassName } from '@shop/shared/ui';
import { getKujiOrder, getKujiPrizes } from '../../api/kujiOrders';
import { OrderRound } from '../../components/order-round/OrderRound';
import { PrizeList } from '../../components/prize-list/PrizeList';
import { campaignPath } from '../../lib/links';
import { kujiOrderNumber, kujiOrderPath, lotteryPath } from '../../lib/orderLinks';
import { useKujiOrderInAddress } from '../../lib/useKujiOrderInAddress';
import { useLastOnePrize } from '../../lib/useLastOnePrize';
import { ns } from '../../namespace';
import { TierTally } from './TierTally';
import * as styles from './lottery-result.module.css';

const load = async (orderId: number) => {
  const [order, prizes] = await Promise.all([
    getKujiOrder(orderId, { noGlobalError: true }),
    getKujiPrizes(orderId, { noGlobalError: true }),
  ]);
  return { order: order.data, prizes: prizes.data };
};

/** /fanza/lottery-result?order=…: what a kuji order won, and where each prize is (in the prize box, shipped). */
export default function LotteryResultPage() {
  const { t } = useTranslation(ns);
  const { data, error, reload, unknown } = useKujiOrderInAddress('kuji-result', load);

  if (unknown)
    return (
      <NoticePage
        title={t('title.lotteryResult')}
        data-testid="result-unknown"
        actions={
          <Link to="/fanza" className={buttonClassName({ variant: 'primary' })}>
            {t('lottery.backToList')}
          </Link>
        }
      >
        <p>{t('result.unknown')}</p>
      </NoticePage>
    );
  if (error) return <ErrorState onRetry={reload} />;
  if (!data)
    return (
      <div className={styles.page} aria-busy="true" data-testid="result-loading">
        <PageTitle large>{t('title.lotteryResult')}</PageTitle>
        <Skeleton className={styles.skeleton} />
      </div>
    );
  return <Result order={data.order} prizes={data.prizes} />;
}

function Result({ order, prizes }: { order: KujiOrder; prizes: KujiPrize[] }) {
  const { t } = useTranslation(ns);
  const lastOne = useLastOnePrize(order.kuji_id, prizes);
  return (
    <div className={styles.page} data-testid="lottery-result">
      <header className={styles.header}>
        <PageTitle large>{t('title.lotteryResult')}</PageTitle>
        <p className={styles.campaign}>
          <Link to={campaignPath(order.kuji_id)}>{order.kuji_title}</Link>
        </p>
        <p className={styles.meta}>{t('lottery.orderLine', { id: kujiOrderNumber(order), count: order.draws })}</p>
        <OrderRound order={order} />
      </header>
      {order.status === 'paid' ? (
        <>
          <TierTally prizes={prizes} />
          <PrizeList prizes={prizes} lastOne={lastOne} />
          <p className={styles.note}>{t('result.prizeBox')}</p>
        </>
      ) : (
        <p className={styles.notice} role="status" data-testid="result-not-paid">
          {t('result.notPaid')}
        </p>
      )}
      <div className={styles.actions}>
        {order.status === 'paid' && (
          <Link to={lotteryPath(order.order_id)} className={buttonClassName()}>
            {t('result.replay')}
          </Link>
        )}
        <Link to={kujiOrderPath(order.order_id)} className={buttonClassName()}>
          {t('result.record')}
        </Link>
        <Link to={campaignPath(order.kuji_id)} className={buttonClassName({ variant: 'primary' })}>
          {t('lottery.drawAgain')}
        </Link>
      </div>
    </div>
  );
}
