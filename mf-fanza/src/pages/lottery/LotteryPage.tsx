import { useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { KujiDraw, KujiOrder } from '@shop/shared/contract';
import { revealedCount, saveRevealedCount } from '@shop/shared/kuji/reveal-progress';
import { Button, ErrorState, NoticePage, PageTitle, Skeleton, buttonClassName } from '@shop/shared/ui';
import { recordTicketsOpened } from '../../api/kujiOrders';
import { DrawShow } from '../../components/draw-show/DrawShow';
import { campaignPath } from '../../lib/links';
import { kujiOrderNumber, kujiOrderPath, lotteryResultPath, orderIdIn } from '../../lib/orderLinks';
import { continueKujiPayment } from '../../lib/kujiPayment';
import { useLastOnePrize } from '../../lib/useLastOnePrize';
import { ns } from '../../namespace';
import { RoundWait } from './RoundWait';
import { useOrderDraw } from './useOrderDraw';
import * as styles from './lottery.module.css';

/**
 * /fanza/lottery?order=… (members, bare layout): the draw show of a paid kuji order. Its tickets come from the
 * API, the same every time, so a reload (or another device) shows the same prizes and resumes at the first ticket
 * not yet opened.
 */
export default function LotteryPage() {
  const { t } = useTranslation(ns);
  const [search] = useSearchParams();
  const orderId = orderIdIn(search);
  const { state, retry } = useOrderDraw(orderId);

  switch (state.kind) {
    case 'loading':
      return (
        <div className={styles.page} aria-busy="true" data-testid="lottery-loading">
          <PageTitle>{t('title.lottery')}</PageTitle>
          <Skeleton className={styles.skeleton} />
        </div>
      );
    case 'failed':
      return (
        <div className={styles.page}>
          <PageTitle>{t('title.lottery')}</PageTitle>
          <ErrorState onRetry={retry} />
        </div>
      );
    case 'notFound':
      return (
        <NoticePage
          title={t('lottery.notFound.title')}
          data-testid="lottery-not-found"
          actions={
            <Link to="/fanza" className={buttonClassName({ variant: 'primary' })}>
              {t('lottery.backToList')}
            </Link>
          }
        >
          <p>{t('lottery.notFound.body')}</p>
        </NoticePage>
      );
    case 'ready':
      return <Show key={state.draw.order_id} draw={state.draw} />;
    case 'round':
      return <RoundWait draw={state.draw} />;
    default:
      return <NotDrawn kind={state.kind} order={state.order} />;
  }
}

function Show({ draw }: { draw: KujiDraw }) {
  const { t } = useTranslation(ns);
  const lastOne = useLastOnePrize(draw.kuji_id, draw.tickets, { whetherWonOrNot: true });
  // How far the show got is kept on this device and by the API, for the member's other devices.
  const told = useRef(draw.tickets_opened ?? 0);
  const progress = (revealed: number) => {
    saveRevealedCount(draw.order_id, revealed);
    if (revealed <= told.current) return;
    told.current = revealed;
    // Kept on this device anyway when the API cannot be told; the next ticket opened tells it again.
    recordTicketsOpened(draw.order_id, revealed, { noGlobalError: true }).catch(() => undefined);
  };
  return (
    <div className={styles.page} data-testid="lottery">
      <header className={styles.header}>
        <Link to={campaignPath(draw.kuji_id)} className={styles.back}>
          {t('lottery.backToCampaign')}
        </Link>
        <PageTitle>{draw.kuji_title}</PageTitle>
        <p className={styles.meta}>{t('lottery.orderLine', { id: kujiOrderNumber(draw), count: draw.tickets.length })}</p>
        {draw.draw && (
          <p className={styles.decidedBy} data-testid="decided-by">
            {t('lottery.round.decidedBy', { round: draw.draw.round, place: draw.draw.place })}
          </p>
        )}
      </header>
      <DrawShow
        tickets={draw.tickets}
        look="peel"
        resumeFrom={Math.max(revealedCount(draw.order_id), draw.tickets_opened ?? 0)}
        onProgress={progress}
        lastOne={lastOne}
        summaryActions={
          <>
            <Link to={lotteryResultPath(draw.order_id)} className={buttonClassName({ variant: 'primary' })}>
              {t('lottery.toResult')}
            </Link>
            <Link to={campaignPath(draw.kuji_id)} className={buttonClassName()}>
              {t('lottery.drawAgain')}
            </Link>
          </>
        }
      />
    </div>
  );
}

/** An order with no tickets to show yet: its payment is being confirmed, did not go through, or ran out. */
function NotDrawn({ kind, order }: { kind: 'waiting' | 'unpaid' | 'expired'; order: KujiOrder }) {
  const { t } = useTranslation(ns);
  const navigate = useNavigate();
  return (
    <NoticePage
      title={t(`lottery.${kind}.title`)}
      data-testid={`lottery-${kind}`}
      actions={
        <>
          {kind === 'waiting' && (
            <Button variant="primary" onClick={() => continueKujiPayment(order, navigate)}>
              {t('lottery.continuePayment')}
            </Button>
          )}
          {kind === 'unpaid' && (
            <Link to={kujiOrderPath(order.order_id)} className={buttonClassName({ variant: 'primary' })}>
              {t('lottery.toOrder')}
            </Link>
          )}
          <Link to={campaignPath(order.kuji_id)} className={buttonClassName()}>
            {t('lottery.backToCampaign')}
          </Link>
        </>
      }
    >
      <p role={kind === 'waiting' ? 'status' : undefined}>{t(`lottery.${kind}.body`, { title: order.kuji_title })}</p>
    </NoticePage>
  );
}
