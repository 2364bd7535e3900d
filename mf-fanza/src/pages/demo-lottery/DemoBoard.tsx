import { useTranslation } from 'react-i18next';
import { demoBoard, ticketsLeft, type DemoBox } from '../../lib/demoBox';
import { ns } from '../../namespace';
import { PrizeArt } from '../../components/prize-art/PrizeArt';
import * as styles from './demo-lottery.module.css';

const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });

/** The practice box's board: each tier's prize, how many are left of how many, and the chance of the next draw. */
export function DemoBoard({ box }: { box: DemoBox }) {
  const { t } = useTranslation(ns);
  const left = ticketsLeft(box);
  return (
    <>
      <p className={styles.left} data-testid="demo-left">
        {t('demo.left', { left, total: box.order.length })}
      </p>
      <ul className={styles.board} data-testid="demo-board">
        {demoBoard(box).map(({ tier, initial, remaining }) => (
          <li key={tier} className={styles.tier} data-tier={tier} data-remaining={remaining}>
            <PrizeArt tier={tier} image="" name={t(`demo.prizes.${tier}`)} size={56} className={styles.tierArt} />
            <span className={styles.tierText}>
              <span className={styles.tierName}>{t(`demo.prizes.${tier}`)}</span>
              <span className={styles.tierCount}>
                {t('demo.remaining', { remaining, initial })} · {percent.format(left === 0 ? 0 : remaining / left)}
              </span>
            </span>
          </li>
        ))}
        <li className={styles.tier} data-tier="LAST">
          <PrizeArt tier="LAST" image="" name={t('demo.prizes.LAST')} size={56} className={styles.tierArt} />
          <span className={styles.tierText}>
            <span className={styles.tierName}>{t('demo.prizes.LAST')}</span>
            <span className={styles.tierCount}>{t('demo.lastOneRule')}</span>
          </span>
        </li>
      </ul>
    </>
  );
}
