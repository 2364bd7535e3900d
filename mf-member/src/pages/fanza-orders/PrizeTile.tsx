import { useTranslation } from 'react-i18next';
import type { KujiPrize } from '@shop/shared/contract';
import { ShopImage } from '@shop/shared/ui';
import { ns } from '../../namespace';
import * as styles from './kuji-history.module.css';

/** One won prize: its picture with its tier's mark, its tier and name, and where it is (prize box or shipped). */
export function PrizeTile({ prize }: { prize: KujiPrize }) {
  const { t } = useTranslation(ns);
  const lastOne = prize.tier === 'LAST';
  return (
    <li
      className={lastOne ? `${styles.prize} ${styles.lastOne}` : styles.prize}
      data-testid="history-prize"
      data-tier={prize.tier}
    >
      <div className={styles.prizeArt}>
        <ShopImage className={styles.prizePicture} src={prize.image} alt="" width={72} height={72} />
        <span className={styles.tierMark} aria-hidden="true">
          {lastOne ? '★' : prize.tier}
        </span>
      </div>
      <div className={styles.prizeText}>
        <p className={styles.tier}>{lastOne ? t('fanzaOrders.lastOne') : t('fanzaOrders.tier', { tier: prize.tier })}</p>
        <p className={styles.prizeName}>{prize.name}</p>
        {!lastOne && (
          // The number the fairness verifier asks for: the ticket's place in the box.
          <p className={styles.ticketNumber} data-testid="history-prize-ticket">
            {t('fanzaOrders.ticketNumber', { number: prize.position })}
          </p>
        )}
        <p className={styles.shipping} data-shipping={prize.shipping} data-testid="history-prize-shipping">
          {t(`fanzaOrders.shipping.${prize.shipping}`)}
          {prize.shipping_code && <> · {t('fanzaOrders.shippingCode', { code: prize.shipping_code })}</>}
        </p>
      </div>
    </li>
  );
}
