import { useTranslation } from 'react-i18next';
import type { PrizeShipping } from '@shop/shared/contract';
import { ns } from '../../namespace';
import type { LastOnePrize } from '../draw-show/showTicket';
import { PrizeArt } from '../prize-art/PrizeArt';
import * as styles from './prize-list.module.css';

export interface ListedPrize {
  position: number;
  tier: string;
  name: string;
  image: string;
  last_one: boolean;
  /** Where the prize is (result and order record); the draw show's summary has none. */
  shipping?: PrizeShipping;
  shipping_code?: string | null;
}

interface PrizeListProps {
  prizes: readonly ListedPrize[];
  /** The Last One prize, listed after the ticket that won it when the API lists it on the ticket only. */
  lastOne?: LastOnePrize | null;
  testId?: string;
}

/**
 * An order's prizes: each ticket's tier, picture, name and number (its place in the box), in draw order, with where it is when known. The Last
 * One prize is highlighted: its own entry (tier `LAST`), or added after the ticket that won it.
 */
export function PrizeList({ prizes, lastOne, testId = 'prize-list' }: PrizeListProps) {
  const { t } = useTranslation(ns);
  const winner = prizes.find((prize) => prize.last_one);
  const listsLastOne = prizes.some((prize) => prize.tier === 'LAST');
  const entries: ListedPrize[] =
    winner && lastOne && !listsLastOne
      ? prizes.flatMap((prize) =>
          prize === winner
            ? [prize, { ...prize, tier: 'LAST', name: lastOne.name, image: lastOne.image, last_one: true }]
            : [prize],
        )
      : [...prizes];
  return (
    <ul className={styles.list} data-testid={testId}>
      {entries.map((prize) => {
        const isLastOne = prize.tier === 'LAST';
        return (
          <li
            key={`${prize.position}-${prize.tier}`}
            className={isLastOne ? `${styles.prize} ${styles.lastOne}` : styles.prize}
            data-testid="prize"
            data-tier={prize.tier}
          >
            <PrizeArt tier={prize.tier} image={prize.image} name={prize.name} size={160} className={styles.art} />
            <div className={styles.text}>
              <p className={styles.tier}>{isLastOne ? t('lottery.lastOne') : t('lottery.tier', { tier: prize.tier })}</p>
              <p className={styles.name}>{prize.name}</p>
              {!isLastOne && (
                // The number the verifier asks for (`12:A`): the ticket's place in the box.
                <p className={styles.ticket} data-testid="prize-ticket">
                  {t('lottery.ticketNumber', { number: prize.position })}
                </p>
              )}
              {prize.shipping && (
                <p className={styles.shipping} data-shipping={prize.shipping} data-testid="prize-shipping">
                  {t(`result.shipping.${prize.shipping}`)}
                  {prize.shipping_code && <span className={styles.code}> · {prize.shipping_code}</span>}
                </p>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
