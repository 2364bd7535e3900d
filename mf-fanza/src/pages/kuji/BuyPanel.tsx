import { useId } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { KujiDetail } from '@shop/shared/contract';
import { AdmittedNote, DropEntry, useDropGate } from '@shop/shared/drop';
import { formatDate, formatTwd } from '@shop/shared/format';
import { Button, StickyBuyBar } from '@shop/shared/ui';
import { buyChoices, type BuyOption } from '../../lib/buyOptions';
import { kujiCheckoutPath, kujiWaitingPath } from '../../lib/links';
import { ns } from '../../namespace';
import * as styles from './buy-panel.module.css';

/**
 * Buy 1, 3, 5, 10 or all remaining draws: each goes straight to the kuji checkout with the campaign and the
 * number of draws in its address. What cannot be bought now is disabled, and the sentence under the buttons
 * says why (not on sale, fewer tickets left, the per-order limit). A campaign that sells through a waiting room
 * (a drop) offers its queue instead, until this tab holds a live admission; then the buttons buy as usual and the
 * kuji checkout sends the admission.
 */
export function BuyPanel({ kuji }: { kuji: KujiDetail }) {
  const { t } = useTranslation(ns);
  const navigate = useNavigate();
  const headingId = useId();
  const noteId = useId();
  const { options, closed, fewLeft, overLimit } = buyChoices(kuji);
  const gate = useDropGate('kuji', kuji.kuji_id, kuji.drop);
  // Sold out or ended says so as any campaign does; before and during the sale the queue is the way in.
  const queued = (closed === null || closed === 'upcoming') && (gate.gate === 'queue' || gate.gate === 'not_open');
  if (queued)
    return (
      <section className={styles.panel} aria-labelledby={headingId} data-testid="buy-panel">
        <h2 id={headingId} className={styles.heading}>
          {t('kuji.buy.heading')}
        </h2>
        <DropEntry gate={gate} waitingPath={kujiWaitingPath(kuji.kuji_id)} />
      </section>
    );
  const notes = closed
    ? [closed === 'upcoming' ? t('kuji.closed.upcoming', { date: formatDate(kuji.starts_at, true) }) : t(`kuji.closed.${closed}`)]
    : [
        fewLeft && t('kuji.fewLeft', { count: kuji.tickets_left }),
        overLimit && t('kuji.overLimit', { count: kuji.per_order_limit }),
      ].filter((note): note is string => Boolean(note));

  const counts = options.filter((option) => option.kind === 'count');
  const rest = options.filter((option) => option.kind === 'rest');
  const button = (option: BuyOption) => (
    <Button
      key={option.kind === 'rest' ? 'rest' : option.draws}
      variant={option.kind === 'rest' ? 'primary' : 'secondary'}
      className={option.kind === 'rest' ? `${styles.option} ${styles.rest}` : styles.option}
      disabled={!option.enabled}
      aria-describedby={notes.length > 0 ? noteId : undefined}
      data-draws={option.draws}
      onClick={() => navigate(kujiCheckoutPath(kuji.kuji_id, option.draws))}
    >
      <span className={styles.count}>
        {option.kind === 'rest' ? t('kuji.buy.rest', { count: option.draws }) : t('kuji.buy.draws', { count: option.draws })}
      </span>
      <span className={styles.amount}>{formatTwd(option.draws * kuji.price)}</span>
    </Button>
  );

  return (
    <section className={styles.panel} aria-labelledby={headingId} data-testid="buy-panel">
      <h2 id={headingId} className={styles.heading}>
        {t('kuji.buy.heading')}
      </h2>
      {gate.gate === 'admitted' && <AdmittedNote gate={gate} />}
      {/* On a phone the draw counts stay at the screen's bottom while the campaign is on sale; "all remaining"
          stays here, its own row. */}
      <StickyBuyBar label={t('kuji.buy.bar')} sticky={!closed} className={styles.options} testId="kuji-buy-bar">
        {counts.map(button)}
      </StickyBuyBar>
      {rest.map(button)}
      {notes.length > 0 && (
        <p id={noteId} className={closed ? `${styles.note} ${styles.closed}` : styles.note} data-testid="buy-note">
          {notes.join(' ')}
        </p>
      )}
    </section>
  );
}
