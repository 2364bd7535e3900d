import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '@shop/shared/ui';
import { ns } from '../../namespace';
import { PrizeArt } from '../prize-art/PrizeArt';
import type { ShowTicket } from '../draw-show/showTicket';
import { faceClip, flapClip, playReveal, prefersReducedMotion, restingFold, type RevealLook } from './revealMotion';
import * as styles from './ticket.module.css';

export type TicketState = 'closed' | 'opening' | 'open';

interface RevealTicketProps {
  ticket: ShowTicket;
  /** 0-based place in the order's tickets, and how many there are. */
  index: number;
  total: number;
  look: RevealLook;
  state: TicketState;
  onTap: () => void;
  /** The reveal has finished playing. */
  onOpened: () => void;
  /** Focus the tap area when it appears (after "next"), not on the page's first paint. */
  takeFocus?: boolean;
}

/**
 * One kuji ticket: closed, it is a button to open it and nothing more (its prize is not in the page yet);
 * opening, it draws the prize under its cover and plays its reveal (a peel off the corner, or a turn of the
 * card); open, it shows the prize. The prize stays hidden from assistive technology until then.
 */
export function RevealTicket({ ticket, index, total, look, state, onTap, onOpened, takeFocus = false }: RevealTicketProps) {
  const { t } = useTranslation(ns);
  const face = useRef<HTMLDivElement>(null);
  const flap = useRef<HTMLDivElement>(null);
  const tapArea = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (state !== 'opening' || !face.current) return undefined;
    let current = true;
    void playReveal(look, { face: face.current, flap: flap.current }, prefersReducedMotion()).then(() => {
      if (current) onOpened();
    });
    return () => {
      current = false;
    };
    // onOpened is the show's dispatch of one action; the reveal runs once per opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state, look]);

  useEffect(() => {
    if (takeFocus && state === 'closed') tapArea.current?.focus();
  }, [takeFocus, state]);

  const open = state === 'open';
  // A closed ticket carries nothing of its prize (no picture, colour, name or tier in the page): the prize is
  // drawn only once the shopper opens it; until then the corner lifts onto plain paper.
  const prize =
    state === 'closed' ? (
      <div className={styles.underside} data-testid="ticket-underside" />
    ) : (
      <div className={styles.prize} aria-hidden={!open}>
        <PrizeArt tier={ticket.tier} image={ticket.image} name={ticket.name} size={320} className={styles.prizeArt} />
      </div>
    );
  const cover = (
    <>
      <span className={styles.brand}>{t('lottery.ticketBrand')}</span>
      <span className={styles.number}>{t('lottery.ticketNumber', { number: ticket.position })}</span>
    </>
  );

  return (
    <div
      className={styles.ticket}
      data-look={look}
      data-state={state}
      data-testid="reveal-ticket"
      data-tier={open ? ticket.tier : undefined}
    >
      {look === 'peel' ? (
        <>
          {prize}
          <div ref={face} className={styles.face} style={{ clipPath: faceClip(restingFold) }} aria-hidden="true">
            {cover}
          </div>
          <div ref={flap} className={styles.flap} style={{ clipPath: flapClip(restingFold) }} aria-hidden="true" />
        </>
      ) : (
        <div ref={face} className={styles.card}>
          <div className={styles.front} aria-hidden="true">
            {cover}
          </div>
          <div className={styles.back}>{prize}</div>
        </div>
      )}
      {state === 'closed' && (
        <button ref={tapArea} type="button" className={styles.tapArea} onClick={onTap}>
          <VisuallyHidden>{t('lottery.open', { number: index + 1, total })}</VisuallyHidden>
        </button>
      )}
    </div>
  );
}
