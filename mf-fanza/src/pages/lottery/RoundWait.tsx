import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { KujiDraw, KujiOrderDrawState } from '@shop/shared/contract';
import { PageTitle } from '@shop/shared/ui';
import { formatClock } from '../../lib/clock';
import { campaignPath } from '../../lib/links';
import { kujiOrderNumber } from '../../lib/orderLinks';
import { ns } from '../../namespace';
import * as styles from './lottery.module.css';

/**
 * A paid order whose tickets the beacon's round has not decided yet: which round, when it is due, and, when the
 * beacon is late, that the draw waits for that round (nothing else ever decides it). The page reads the draw
 * again every second and opens the show once the tickets are picked.
 */
export function RoundWait({ draw }: { draw: KujiDraw & { draw: KujiOrderDrawState } }) {
  const { t } = useTranslation(ns);
  const { round, place, due_at: dueAt, late } = draw.draw;
  return (
    <div className={styles.page} data-testid="lottery-round" data-late={late}>
      <header className={styles.header}>
        <Link to={campaignPath(draw.kuji_id)} className={styles.back}>
          {t('lottery.backToCampaign')}
        </Link>
        <PageTitle>{draw.kuji_title}</PageTitle>
        <p className={styles.meta}>{t('lottery.round.order', { id: kujiOrderNumber(draw) })}</p>
      </header>
      <section className={styles.round} role="status" aria-busy="true">
        <p className={styles.roundDue} data-testid="round-due">
          {t('lottery.round.due', { round, time: formatClock(dueAt) })}
        </p>
        <p className={styles.roundPlace}>{t('lottery.round.place', { place })}</p>
        {late && (
          <p className={styles.roundLate} data-testid="round-late">
            {t('lottery.round.late', { round })}
          </p>
        )}
      </section>
    </div>
  );
}
