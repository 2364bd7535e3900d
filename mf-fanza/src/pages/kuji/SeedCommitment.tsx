import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { KujiDetail, KujiFairnessV1 } from '@shop/shared/contract';
import { buttonClassName } from '@shop/shared/ui';
import { faqPathFor, verifierPath } from '../../lib/links';
import { ns } from '../../namespace';
import * as styles from './fairness-panel.module.css';

/**
 * v1 (`hmac-sha256-fisher-yates-v1`): the commitment that makes the box provably fair: the hashes of the secret seed and of the ticket list,
 * published before the first sale, and the algorithm that turns them into the box order. Once the box is
 * revealed, the seed itself and the way to check the whole box in the verifier.
 */
export function SeedCommitment({ kuji, fairness }: { kuji: KujiDetail; fairness: KujiFairnessV1 }) {
  const { t } = useTranslation(ns);
  const headingId = useId();
  return (
    <section className={styles.fairness} aria-labelledby={headingId} data-testid="fairness">
      <h2 id={headingId}>{t('kuji.fairness.heading')}</h2>
      <p className={styles.intro}>{t('kuji.fairness.intro')}</p>
      <dl className={styles.values}>
        <div>
          <dt>{t('kuji.fairness.algorithm')}</dt>
          <dd>
            <code>{fairness.algorithm}</code>
          </dd>
        </div>
        <div>
          <dt>{t('kuji.fairness.seedHash')}</dt>
          <dd>
            <code data-testid="seed-hash">{fairness.seed_hash}</code>
          </dd>
        </div>
        <div>
          <dt>{t('kuji.fairness.ticketListHash')}</dt>
          <dd>
            <code data-testid="ticket-list-hash">{fairness.ticket_list_hash}</code>
          </dd>
        </div>
        {fairness.seed !== null && (
          <div>
            <dt>{t('kuji.fairness.seed')}</dt>
            <dd>
              <code data-testid="seed">{fairness.seed}</code>
            </dd>
          </div>
        )}
      </dl>
      {fairness.seed !== null ? (
        <p className={styles.actions}>
          <Link className={buttonClassName({ variant: 'primary' })} to={verifierPath(kuji.kuji_id)}>
            {t('kuji.fairness.verify')}
          </Link>
        </p>
      ) : (
        <p className={styles.pending} data-testid="seed-pending">
          {t('kuji.fairness.pending')}
        </p>
      )}
      <p className={styles.more}>
        {/* With this campaign picked in the verifier, revealed or not yet. */}
        <Link to={faqPathFor(kuji.kuji_id)}>{t('kuji.fairness.howTo')}</Link>
      </p>
    </section>
  );
}
