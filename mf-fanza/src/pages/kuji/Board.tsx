import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { KujiDetail, KujiTier } from '@shop/shared/contract';
import { ShopImage } from '@shop/shared/ui';
import { formatOdds } from '../../lib/odds';
import { ns } from '../../namespace';
import * as styles from './board.module.css';
import { boardSettled } from '../../lib/fairness';

/** Prize pictures are 480 × 480. */
const imageSize = 480;

/**
 * The board: every prize tier with what is left of it and the chance the next draw wins it (the tier's share of
 * the tickets still in the box), then the Last One prize. It follows the box live (see useLiveKuji).
 */
export function Board({ kuji }: { kuji: KujiDetail }) {
  const { t } = useTranslation(ns);
  const headingId = useId();
  const remaining = kuji.tiers.reduce((sum, tier) => sum + tier.remaining, 0);
  const live = !boardSettled(kuji.fairness) && kuji.status !== 'upcoming';
  return (
    <section className={styles.board} aria-labelledby={headingId} data-testid="board">
      <header className={styles.head}>
        <h2 id={headingId}>{t('board.heading')}</h2>
        <p className={styles.summary} data-testid="board-summary">
          {t('board.inBox', { remaining, total: kuji.tickets_total })}
          {live && <span className={styles.live}>{t('board.live')}</span>}
        </p>
      </header>
      <ul className={styles.tiers}>
        {kuji.tiers.map((tier) => (
          <TierCard key={tier.tier} tier={tier} />
        ))}
        <LastOneCard lastOne={kuji.last_one} />
      </ul>
    </section>
  );
}

function TierCard({ tier }: { tier: KujiTier }) {
  const { t } = useTranslation(ns);
  const gone = tier.remaining === 0;
  return (
    <li className={gone ? `${styles.tier} ${styles.gone}` : styles.tier} data-testid="board-tier" data-tier={tier.tier}>
      <div className={styles.picture}>
        <ShopImage className={styles.image} src={tier.image} alt="" width={imageSize} height={imageSize} />
        <span className={styles.code} aria-hidden="true">
          {tier.tier}
        </span>
        {gone && <span className={styles.goneMark}>{t('board.gone')}</span>}
      </div>
      <h3 className={styles.name}>{tier.name}</h3>
      <dl className={styles.numbers}>
        <div>
          <dt>{t('board.remaining')}</dt>
          <dd data-testid="tier-remaining">{t('board.ofInitial', { remaining: tier.remaining, initial: tier.initial })}</dd>
        </div>
        <div>
          <dt>{t('board.odds')}</dt>
          <dd data-testid="tier-odds" className={styles.odds}>
            {formatOdds(tier.probability)}
          </dd>
        </div>
      </dl>
    </li>
  );
}

function LastOneCard({ lastOne }: { lastOne: KujiDetail['last_one'] }) {
  const { t } = useTranslation(ns);
  return (
    <li className={`${styles.tier} ${styles.lastOne}`} data-testid="last-one" data-won={lastOne.won}>
      <div className={styles.picture}>
        <ShopImage className={styles.image} src={lastOne.image} alt="" width={imageSize} height={imageSize} />
        <span className={`${styles.code} ${styles.lastCode}`}>{t('board.lastOne')}</span>
        {lastOne.won && <span className={styles.goneMark}>{t('board.won')}</span>}
      </div>
      <h3 className={styles.name}>{lastOne.name}</h3>
      <p className={styles.lastNote} data-testid="last-one-state">
        {lastOne.won ? t('board.lastOneWon') : t('board.lastOneOpen')}
      </p>
    </li>
  );
}
