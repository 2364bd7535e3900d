import { useEffect, useId, useReducer, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, VisuallyHidden } from '@shop/shared/ui';
import { currentTicket, resumeReveal, revealReducer } from '../../lib/reveal';
import { ns } from '../../namespace';
import { PrizeList } from '../prize-list/PrizeList';
import { RevealTicket, type TicketState } from '../ticket-reveal/RevealTicket';
import type { RevealLook } from '../ticket-reveal/revealMotion';
import type { LastOnePrize, ShowTicket } from './showTicket';
import * as artStyles from '../prize-art/prize-art.module.css';
import * as styles from './draw-show.module.css';

interface DrawShowProps {
  tickets: readonly ShowTicket[];
  look: RevealLook;
  /** Tickets opened before (a reload resumes there). */
  resumeFrom?: number;
  /** Told every time one more ticket is open, to keep the count. */
  onProgress?: (revealed: number) => void;
  lastOne?: LastOnePrize | null;
  /** Under the summary: where to go on (the result page, another draw). */
  summaryActions?: ReactNode;
}

/**
 * The draw show: the tickets opened one by one (tap a ticket, see its prize, go on), or all at once, then a
 * summary of every prize. Its steps are lib/reveal.ts; the ticket's motion is the ticket's own.
 */
export function DrawShow({ tickets, look, resumeFrom = 0, onProgress, lastOne, summaryActions }: DrawShowProps) {
  const { t } = useTranslation(ns);
  const [state, dispatch] = useReducer(revealReducer, undefined, () => resumeReveal(tickets.length, resumeFrom));
  const index = currentTicket(state);
  const shown = index === null ? null : tickets[index]!;
  const nextButton = useRef<HTMLButtonElement>(null);
  const summaryHeading = useRef<HTMLHeadingElement>(null);
  const summaryId = useId();
  // Focus follows the show once the shopper has acted, never on the first paint.
  const [acted, setActed] = useState(false);

  useEffect(() => {
    onProgress?.(state.revealed);
    // Told on each newly opened ticket only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.revealed]);

  useEffect(() => {
    if (!acted) return;
    if (state.step === 'prize') nextButton.current?.focus();
    if (state.step === 'summary') summaryHeading.current?.focus();
  }, [acted, state.step]);

  const act = (type: 'tap' | 'next' | 'revealAll') => {
    setActed(true);
    dispatch({ type });
  };

  const ticketState: TicketState = state.step === 'ticket' ? 'closed' : state.step === 'opening' ? 'opening' : 'open';
  const last = state.revealed >= state.total;

  return (
    <div className={styles.show} data-testid="draw-show" data-step={state.step} data-revealed={state.revealed}>
      <div className={styles.bar}>
        <p className={styles.progress} data-testid="show-progress">
          {t('lottery.progress', { revealed: state.revealed, total: state.total })}
        </p>
        {state.step !== 'summary' && (
          <Button className={styles.revealAll} onClick={() => act('revealAll')}>
            {t('lottery.revealAll')}
          </Button>
        )}
      </div>
      <ol className={styles.chips} aria-label={t('lottery.tickets')}>
        {tickets.map((ticket, i) => {
          const open = i < state.revealed;
          return (
            <li
              key={ticket.position}
              className={open ? `${styles.chip} ${artStyles.tierFill}` : styles.chip}
              data-tier={open ? ticket.tier : undefined}
              aria-current={i === index ? 'step' : undefined}
            >
              {open ? (ticket.tier === 'LAST' ? '★' : ticket.tier) : '?'}
              <VisuallyHidden>
                {open ? t('lottery.chipOpen', { number: i + 1, name: ticket.name }) : t('lottery.chipClosed', { number: i + 1 })}
              </VisuallyHidden>
            </li>
          );
        })}
      </ol>

      {shown && index !== null && (
        <div className={styles.stage}>
          <RevealTicket
            key={index}
            ticket={shown}
            index={index}
            total={tickets.length}
            look={look}
            state={ticketState}
            onTap={() => act('tap')}
            onOpened={() => dispatch({ type: 'opened' })}
            takeFocus={acted}
          />
          <div className={styles.caption} aria-live="polite">
            {state.step === 'prize' ? (
              <>
                <p className={styles.wonTier} data-testid="won-tier">
                  {t('lottery.tier', { tier: shown.tier })}
                </p>
                <p className={styles.wonName} data-testid="won-name">
                  {shown.name}
                </p>
                {shown.last_one && (
                  <p className={styles.wonLastOne} data-testid="won-last-one">
                    {lastOne ? t('lottery.wonLastOneNamed', { name: lastOne.name }) : t('lottery.wonLastOne')}
                  </p>
                )}
              </>
            ) : (
              <p className={styles.hint}>{t(look === 'peel' ? 'lottery.hintPeel' : 'lottery.hintFlip')}</p>
            )}
          </div>
          <div className={styles.actionSlot}>
            {state.step === 'prize' && (
              <Button ref={nextButton} variant="primary" onClick={() => act('next')}>
                {last ? t('lottery.seeAll') : t('lottery.next')}
              </Button>
            )}
          </div>
        </div>
      )}

      {state.step === 'summary' && (
        <section className={styles.summary} aria-labelledby={summaryId}>
          <h2 id={summaryId} ref={summaryHeading} tabIndex={-1} className={styles.summaryTitle}>
            {t('lottery.summary', { count: tickets.length })}
          </h2>
          <PrizeList prizes={tickets} lastOne={lastOne} testId="show-summary" />
          {summaryActions && <div className={styles.actions}>{summaryActions}</div>}
        </section>
      )}
    </div>
  );
}
