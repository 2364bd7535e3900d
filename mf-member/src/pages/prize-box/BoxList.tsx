import { useTranslation } from 'react-i18next';
import type { BoxPrize } from '@shop/shared/contract';
import { formatDate } from '@shop/shared/format';
import { Button, ShopImage } from '@shop/shared/ui';
import { ns } from '../../namespace';
import * as styles from './prize-box.module.css';

interface BoxListProps {
  prizes: readonly BoxPrize[];
  selected: ReadonlySet<string>;
  onSelect: (ids: readonly string[], on: boolean) => void;
  onShip: () => void;
}

/** Campaigns in the order their first prize was won, each with its prizes. */
function byCampaign(prizes: readonly BoxPrize[]) {
  const groups = new Map<number, BoxPrize[]>();
  for (const prize of prizes) groups.set(prize.kuji_id, [...(groups.get(prize.kuji_id) ?? []), prize]);
  return [...groups.values()];
}

/** The box: prizes grouped by campaign, each to tick, all at once or a campaign at a time, then "Ship selected". */
export function BoxList({ prizes, selected, onSelect, onShip }: BoxListProps) {
  const { t } = useTranslation(ns);
  const all = prizes.map((prize) => prize.prize_id);
  const allOn = all.every((id) => selected.has(id));
  return (
    <div className={styles.box}>
      <div className={styles.toolbar}>
        <label className={styles.check}>
          <input type="checkbox" checked={allOn} onChange={(event) => onSelect(all, event.target.checked)} />
          {t('prizeBox.box.selectAll')}
        </label>
        <span className={styles.meta} data-testid="prize-box-count" aria-live="polite">
          {t('prizeBox.box.count', { count: prizes.length })} · {t('prizeBox.box.selected', { count: selected.size })}
        </span>
      </div>
      {byCampaign(prizes).map((group) => (
        <fieldset key={group[0]!.kuji_id} className={styles.campaign} data-testid="prize-box-campaign">
          <legend className={styles.campaignTitle}>{group[0]!.kuji_title}</legend>
          <ul className={styles.prizes}>
            {group.map((prize) => (
              <li key={prize.prize_id} className={styles.prize} data-testid="box-prize" data-prize-id={prize.prize_id}>
                <label className={styles.prizeLabel}>
                  <input
                    type="checkbox"
                    checked={selected.has(prize.prize_id)}
                    onChange={(event) => onSelect([prize.prize_id], event.target.checked)}
                  />
                  <ShopImage className={styles.picture} src={prize.image} alt="" width={64} height={64} />
                  <span className={styles.prizeText}>
                    <span className={styles.tier}>
                      {prize.last_one ? t('prizeBox.box.lastOne') : t('prizeBox.box.tier', { tier: prize.tier })}
                    </span>
                    <span className={styles.name}>{prize.name}</span>
                    <span className={styles.meta}>
                      {t('prizeBox.box.wonAt', { time: formatDate(prize.won_at, true) })} ·{' '}
                      {t('prizeBox.box.order', { number: prize.order_number })}
                    </span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ))}
      <div className={styles.actions}>
        <Button variant="primary" onClick={onShip} disabled={selected.size === 0} data-testid="ship-selected">
          {t('prizeBox.box.ship', { count: selected.size })}
        </Button>
        {selected.size === 0 && <p className={styles.meta}>{t('prizeBox.box.chooseFirst')}</p>}
      </div>
    </div>
  );
}
