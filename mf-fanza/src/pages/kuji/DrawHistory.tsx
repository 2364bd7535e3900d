import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { KujiDetail, KujiDrawRecord, KujiRecordedDraw } from '@shop/shared/contract';
import { Button, ErrorState } from '@shop/shared/ui';
import { formatClock } from '../../lib/clock';
import { verifierPath } from '../../lib/links';
import { useDrawHistory } from './useDrawHistory';
import { useRoundTime } from './useRoundTime';
import { ns } from '../../namespace';
import * as styles from './draw-history.module.css';

/** Entries shown at first, and added by each "show more". */
export const historyPageSize = 20;

/** Changes whenever the board does (an order paid, a round's tickets picked): the record is read again then. */
const boardVersion = (kuji: KujiDetail) => `${kuji.tickets_left}:${kuji.tiers.map((tier) => tier.remaining).join(',')}`;

/**
 * A v2 campaign's draws, newest first: each paid order's round and the prizes its tickets won, or when its round
 * is due while it waits, so a shopper can pick any draw and check it in the verifier.
 */
export function DrawHistory({ kuji }: { kuji: KujiDetail }) {
  if (kuji.fairness.algorithm !== 'drand-hmac-sha256-v2') return null;
  return <History kuji={kuji} version={boardVersion(kuji)} />;
}

function History({ kuji, version }: { kuji: KujiDetail; version: string }) {
  const { t } = useTranslation(ns);
  const headingId = useId();
  const [shown, setShown] = useState(historyPageSize);
  const { record, failed, retry } = useDrawHistory(kuji.kuji_id, version);
  const newestFirst = record ? [...record.draws].reverse() : [];
  const roundTime = useRoundTime(newestFirst.some((draw) => draw.signature === null));

  return (
    <section className={styles.history} aria-labelledby={headingId} data-testid="draw-history">
      <h2 id={headingId}>{t('kuji.history.heading')}</h2>
      <p className={styles.intro}>
        {t('kuji.history.intro')} <Link to={verifierPath(kuji.kuji_id)}>{t('kuji.history.verify')}</Link>
      </p>
      {failed && !record && <ErrorState onRetry={retry} />}
      {record && newestFirst.length === 0 && <p className={styles.empty}>{t('kuji.history.empty')}</p>}
      {newestFirst.length > 0 && (
        <ol className={styles.entries}>
          {newestFirst.slice(0, shown).map((draw) => (
            <HistoryEntry key={draw.place} draw={draw} record={record!} kuji={kuji} roundTime={roundTime} />
          ))}
        </ol>
      )}
      {newestFirst.length > shown && (
        <Button onClick={() => setShown((count) => count + historyPageSize)}>
          {t('kuji.history.more', { count: Math.min(historyPageSize, newestFirst.length - shown) })}
        </Button>
      )}
    </section>
  );
}

interface HistoryEntryProps {
  draw: KujiRecordedDraw;
  record: KujiDrawRecord;
  kuji: KujiDetail;
  roundTime: ReturnType<typeof useRoundTime>;
}

function HistoryEntry({ draw, record, kuji, roundTime }: HistoryEntryProps) {
  const { t } = useTranslation(ns);
  const waiting = draw.signature === null;
  const prizeName = (ticket: number) => {
    const tier = record.ticket_list[ticket - 1] ?? '?';
    return kuji.tiers.find((entry) => entry.tier === tier)?.name ?? t('lottery.tier', { tier });
  };
  return (
    <li className={styles.entry} data-testid="history-entry" data-place={draw.place} data-status={waiting ? 'waiting' : 'drawn'}>
      {waiting ? (
        <span className={styles.waiting}>
          {roundTime
            ? t('kuji.history.due', { round: draw.round, time: formatClock(roundTime(record.beacon, draw.round) * 1000) })
            : t('kuji.history.waiting', { round: draw.round })}
        </span>
      ) : (
        <>
          <span className={styles.round}>{t('kuji.history.round', { round: draw.round })}</span>
          <span aria-hidden="true">→</span>
          <ul className={styles.prizes} aria-label={t('kuji.history.prizes')}>
            {draw.tickets.map((ticket) => (
              <li key={ticket} data-tier={record.ticket_list[ticket - 1]}>
                {prizeName(ticket)}
              </li>
            ))}
          </ul>
          {draw.last_one && (
            <span className={styles.lastOne} data-testid="history-last-one">
              {t('lottery.lastOne')}
            </span>
          )}
        </>
      )}
    </li>
  );
}
