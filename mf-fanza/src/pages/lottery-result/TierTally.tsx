import { useTranslation } from 'react-i18next';
import type { KujiPrize } from '@shop/shared/contract';
import { ns } from '../../namespace';
import * as styles from './lottery-result.module.css';

/** How many prizes of each tier the order won, best tier first ("A ×1 · C ×2"). */
export function TierTally({ prizes }: { prizes: readonly Pick<KujiPrize, 'tier' | 'last_one'>[] }) {
  const { t } = useTranslation(ns);
  const counts = new Map<string, number>();
  for (const { tier } of [...prizes].sort((a, b) => tierRank(a.tier) - tierRank(b.tier)))
    counts.set(tier, (counts.get(tier) ?? 0) + 1);
  const wonLastOne = prizes.some((prize) => prize.last_one || prize.tier === 'LAST');
  return (
    <ul className={styles.tally} data-testid="tier-tally" aria-label={t('result.tally')}>
      {[...counts].map(([tier, count]) =>
        tier === 'LAST' ? null : (
          <li key={tier} className={styles.tallyItem} data-tier={tier}>
            {t('result.tierCount', { tier, count })}
          </li>
        ),
      )}
      {wonLastOne && (
        <li className={`${styles.tallyItem} ${styles.tallyLastOne}`} data-tier="LAST">
          {t('lottery.lastOne')}
        </li>
      )}
    </ul>
  );
}

/** Board order: A, B, C … with the Last One after them. */
const tierRank = (tier: string) => (tier === 'LAST' ? 99 : tier.charCodeAt(0) - 65);
