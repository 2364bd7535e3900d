import { useTranslation } from 'react-i18next';
import type { KujiSummary } from '@shop/shared/contract';
import { formatDate } from '@shop/shared/format';
import { ns } from '../../namespace';
import * as styles from './status-badge.module.css';

interface StatusBadgeProps {
  kuji: Pick<KujiSummary, 'status' | 'starts_at'>;
  /** `large` beside a campaign page's title. */
  size?: 'small' | 'large';
}

/**
 * Where a campaign stands: on sale, coming (with the time its sale starts, in the shop's time zone), sold out,
 * or ended ('Event has ended', SPEC §8).
 */
export function StatusBadge({ kuji, size = 'small' }: StatusBadgeProps) {
  const { t } = useTranslation(ns);
  return (
    <p className={size === 'large' ? `${styles.status} ${styles.large}` : styles.status} data-testid="kuji-status">
      <span className={styles.badge} data-status={kuji.status}>
        {t(`status.${kuji.status}`)}
      </span>
      {kuji.status === 'upcoming' && (
        <span className={styles.when}>{t('status.startsAt', { date: formatDate(kuji.starts_at, true) })}</span>
      )}
    </p>
  );
}
