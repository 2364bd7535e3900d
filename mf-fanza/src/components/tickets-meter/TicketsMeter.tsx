import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { KujiSummary } from '@shop/shared/contract';
import { ns } from '../../namespace';
import * as styles from './tickets-meter.module.css';

/** Below this share of the box left, the bar turns to the "almost gone" colour. */
const lowShare = 0.2;

/**
 * Tickets still for sale out of the box: a sentence and the browser's own <meter> (a gauge, read as a value
 * by assistive technology), which marks a box that is almost empty.
 */
export function TicketsMeter({ kuji }: { kuji: Pick<KujiSummary, 'status' | 'tickets_left' | 'tickets_total'> }) {
  const { t } = useTranslation(ns);
  const labelId = useId();
  const { tickets_left: left, tickets_total: total } = kuji;
  // A box that can no longer be drawn from shows what was left of it in grey.
  const over = kuji.status === 'ended' || kuji.status === 'sold_out';
  return (
    <div className={styles.tickets} data-testid="tickets-left">
      <span id={labelId} className={styles.text}>
        {t('list.ticketsLeft', { left, total })}
      </span>
      <meter
        className={over ? `${styles.meter} ${styles.over}` : styles.meter}
        aria-labelledby={labelId}
        min={0}
        max={total}
        value={left}
        low={Math.ceil(total * lowShare)}
        optimum={total}
      />
    </div>
  );
}
