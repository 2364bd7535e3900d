import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { KujiDetail } from '@shop/shared/contract';
import { formatTwd } from '@shop/shared/format';
import { CardSection, ShopImage } from '@shop/shared/ui';
import { campaignPath } from '../../lib/links';
import { ns } from '../../namespace';
import * as styles from './checkout.module.css';

/** What is being bought: the campaign, its price per draw and what is left in the box. */
export function CampaignSection({ kuji }: { kuji: KujiDetail }) {
  const { t } = useTranslation(ns);
  return (
    <CardSection title={t('checkout.campaign')} testId="kuji-campaign">
      <div className={styles.campaign}>
        <ShopImage src={kuji.image} alt="" width={112} height={112} className={styles.campaignImage} priority />
        <div className={styles.campaignText}>
          <Link to={campaignPath(kuji.kuji_id)} className={styles.campaignTitle}>
            {kuji.title}
          </Link>
          <p className={styles.campaignPrice}>{t('checkout.pricePerDraw', { price: formatTwd(kuji.price) })}</p>
          <p className={styles.meta} data-testid="tickets-left">
            {t('checkout.ticketsLeft', { left: kuji.tickets_left, total: kuji.tickets_total })}
          </p>
        </div>
      </div>
    </CardSection>
  );
}
