import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { KujiOrder } from '@shop/shared/contract';
import { formatClock } from '../../lib/clock';
import { verifierPath } from '../../lib/links';
import { ns } from '../../namespace';
import * as styles from './order-round.module.css';

/**
 * A v2 order's draw on its record and result: the beacon round that decides it and its place among the campaign's
 * paid orders (with when the round is due while it waits), and the verifier opened on this order.
 */
export function OrderRound({ order }: { order: KujiOrder }) {
  const { t } = useTranslation(ns);
  if (!order.draw) return null;
  const { round, place, status, due_at: dueAt } = order.draw;
  return (
    <p className={styles.round} data-testid="order-round" data-status={status}>
      <span>
        {status === 'waiting'
          ? t('orderDetail.roundDue', { round, place, time: formatClock(dueAt) })
          : t('lottery.round.decidedBy', { round, place })}
      </span>
      {status === 'drawn' && (
        <Link to={verifierPath(order.kuji_id, { order: order.order_id })}>{t('orderDetail.verifyDraws')}</Link>
      )}
    </p>
  );
}
