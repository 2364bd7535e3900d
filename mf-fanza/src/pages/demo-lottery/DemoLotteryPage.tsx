import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, PageTitle, Skeleton, buttonClassName } from '@shop/shared/ui';
import { DrawShow } from '../../components/draw-show/DrawShow';
import type { ShowTicket } from '../../components/draw-show/showTicket';
import type { RevealLook } from '../../components/ticket-reveal/revealMotion';
import { drawFromBox, newDemoBox, ticketsLeft, type DemoBox } from '../../lib/demoBox';
import { ns } from '../../namespace';
import { DemoBoard } from './DemoBoard';
import * as styles from './demo-lottery.module.css';

/**
 * /demo-lottery and /demo-lottery-2 (bare, anyone): a practice box played in the browser alone, to show what a
 * draw is like. Nothing is paid, sent or kept; leaving the page forgets the box. The two pages differ in how a
 * ticket opens (peeled off, or turned over).
 */
export default function DemoLotteryPage({ look }: { look: RevealLook }) {
  const { t } = useTranslation(ns);
  const [box, setBox] = useState<DemoBox | null>(null);
  const [show, setShow] = useState<{ round: number; tickets: ShowTicket[] } | null>(null);

  const boxTitleId = useId();

  const refill = () => {
    setShow(null);
    void newDemoBox().then(setBox);
  };
  useEffect(() => {
    void newDemoBox().then(setBox);
  }, []);

  const draw = (count: number) => {
    if (!box) return;
    const result = drawFromBox(box, count);
    setBox(result.box);
    setShow((previous) => ({
      round: (previous?.round ?? 0) + 1,
      tickets: result.tickets.map((ticket) => ({
        ...ticket,
        name: t(`demo.prizes.${ticket.tier}`),
        image: '',
      })),
    }));
  };

  const other = look === 'peel' ? '/demo-lottery-2' : '/demo-lottery';
  const left = box ? ticketsLeft(box) : 0;

  return (
    <div className={styles.page} data-testid="demo-lottery" data-look={look}>
      <header className={styles.header}>
        <p className={styles.kicker}>{t('demo.kicker')}</p>
        <PageTitle>{t(look === 'peel' ? 'title.demoLottery' : 'title.demoLottery2')}</PageTitle>
        <p className={styles.lead}>{t('demo.lead')}</p>
      </header>

      {show ? (
        <DrawShow
          key={show.round}
          tickets={show.tickets}
          look={look}
          lastOne={{ name: t('demo.prizes.LAST'), image: '' }}
          summaryActions={
            <Button variant="primary" onClick={() => setShow(null)}>
              {t('demo.backToBox')}
            </Button>
          }
        />
      ) : box ? (
        <section className={styles.box} aria-labelledby={boxTitleId}>
          <h2 id={boxTitleId} className={styles.boxTitle}>
            {t('demo.box')}
          </h2>
          <DemoBoard box={box} />
          {left > 0 ? (
            <div className={styles.draws}>
              <Button variant="primary" onClick={() => draw(1)}>
                {t('demo.draw', { count: 1 })}
              </Button>
              <Button variant="primary" onClick={() => draw(3)} disabled={left < 3}>
                {t('demo.draw', { count: 3 })}
              </Button>
            </div>
          ) : (
            <p className={styles.empty} role="status">
              {t('demo.empty')}
            </p>
          )}
          <Button onClick={refill}>{t('demo.refill')}</Button>
        </section>
      ) : (
        <Skeleton className={styles.skeleton} />
      )}

      <nav className={styles.links} aria-label={t('demo.more')}>
        <Link to={other}>{t(look === 'peel' ? 'demo.otherFlip' : 'demo.otherPeel')}</Link>
        <Link to="/fanza" className={buttonClassName()}>
          {t('demo.realOnes')}
        </Link>
      </nav>
    </div>
  );
}
