import { useTranslation } from 'react-i18next';
import type { KujiDetail } from '@shop/shared/contract';
import { formatDate, formatTwd } from '@shop/shared/format';
import { AdultMark, ItemFacts, ItemTitle } from '@shop/shared/ui';
import { StatusBadge } from '../../components/status-badge/StatusBadge';
import { TicketsMeter } from '../../components/tickets-meter/TicketsMeter';
import { ns } from '../../namespace';
import * as styles from './kuji-page.module.css';

/** The campaign's name, where it stands, its price per draw, what is left of the box and its sale window. */
export function CampaignFacts({ kuji }: { kuji: KujiDetail }) {
  const { t } = useTranslation(ns);
  return (
    <>
      <div className={styles.titleRow}>
        <ItemTitle>{kuji.title}</ItemTitle>
        {kuji.adult && <AdultMark size="large" />}
      </div>
      <StatusBadge kuji={kuji} size="large" />
      <p className={styles.price} data-testid="kuji-price">
        <strong>{formatTwd(kuji.price)}</strong> <span>{t('list.perDraw')}</span>
      </p>
      <TicketsMeter kuji={kuji} />
      <ItemFacts className={styles.facts}>
        <div>
          <dt>{t('kuji.salePeriod')}</dt>
          {/* Each end of the period stays on one line: a narrow screen breaks at the dash. */}
          <dd className={styles.period} data-testid="sale-period">
            <span>{formatDate(kuji.starts_at, true)}</span> – <span>{formatDate(kuji.ends_at, true)}</span>
          </dd>
        </div>
        <div>
          <dt>{t('kuji.perOrder')}</dt>
          <dd>{t('kuji.drawCount', { count: kuji.per_order_limit })}</dd>
        </div>
        {kuji.member_limit !== null && (
          <div>
            <dt>{t('kuji.perMember')}</dt>
            <dd data-testid="member-limit">
              {t('kuji.drawCount', { count: kuji.member_limit })}
              {kuji.member_draws !== null && ` (${t('kuji.memberDraws', { count: kuji.member_draws })})`}
            </dd>
          </div>
        )}
      </ItemFacts>
    </>
  );
}
