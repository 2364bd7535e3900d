import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { KujiSummary } from '@shop/shared/contract';
import { formatTwd } from '@shop/shared/format';
import { AdultPicture, ShopImage } from '@shop/shared/ui';
import { campaignPath } from '../../lib/links';
import { ns } from '../../namespace';
import { StatusBadge } from '../status-badge/StatusBadge';
import { TicketsMeter } from '../tickets-meter/TicketsMeter';
import * as styles from './kuji-card.module.css';

/** Campaign pictures are 640 × 640. */
const imageSize = 640;

interface KujiCardProps {
  kuji: KujiSummary;
  /** The first row of a page is above the fold: its pictures load at once. */
  priority?: boolean;
}

/**
 * A campaign in the list: picture (an adult one marked 18+ and veiled until the age gate is passed), title,
 * status, price per draw and the tickets left of the box.
 */
export function KujiCard({ kuji, priority = false }: KujiCardProps) {
  const { t } = useTranslation(ns);
  const over = kuji.status === 'sold_out' || kuji.status === 'ended';
  return (
    <article
      className={over ? `${styles.card} ${styles.over}` : styles.card}
      data-testid="kuji-card"
      data-kuji-id={kuji.kuji_id}
      data-adult={kuji.adult || undefined}
    >
      <Link to={campaignPath(kuji.kuji_id)} className={styles.link}>
        <AdultPicture adult={kuji.adult}>
          <ShopImage className={styles.image} src={kuji.image} alt="" width={imageSize} height={imageSize} priority={priority} />
        </AdultPicture>
        <h3 className={styles.title}>{kuji.title}</h3>
      </Link>
      <StatusBadge kuji={kuji} />
      <p className={styles.price}>
        <strong>{formatTwd(kuji.price)}</strong> <span>{t('list.perDraw')}</span>
      </p>
      <TicketsMeter kuji={kuji} />
    </article>
  );
}
