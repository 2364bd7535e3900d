import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { KujiDetail, KujiFairnessV1 } from '@shop/shared/contract';
import { buttonClassName } from '@shop/shared/ui';
import { verifierPath } from '../../lib/links';
import { ns } from '../../namespace';
import { FairnessFrame, FairnessValue } from './FairnessFrame';
import * as styles from './fairness-panel.module.css';

/**
 * v1 (`hmac-sha256-fisher-yates-v1`): the commitment that makes the box provably fair: the hashes of the secret
 * seed and of the ticket list, published before the first sale, and the algorithm that turns them into the box
 * order. Once the box is revealed, the seed itself and the way to check the whole box in the verifier.
 */
export function SeedCommitment({ kuji, fairness }: { kuji: KujiDetail; fairness: KujiFairnessV1 }) {
  const { t } = useTranslation(ns);
  return (
    <FairnessFrame
      kuji={kuji}
      intro={t('kuji.fairness.intro')}
      action={
        fairness.seed !== null ? (
          <p className={styles.actions}>
            <Link className={buttonClassName({ variant: 'primary' })} to={verifierPath(kuji.kuji_id)}>
              {t('kuji.fairness.verify')}
            </Link>
          </p>
        ) : (
          <p className={styles.pending} data-testid="seed-pending">
            {t('kuji.fairness.pending')}
          </p>
        )
      }
    >
      <FairnessValue label={t('kuji.fairness.seedHash')} testId="seed-hash" value={fairness.seed_hash} />
      {fairness.seed !== null && <FairnessValue label={t('kuji.fairness.seed')} testId="seed" value={fairness.seed} />}
    </FairnessFrame>
  );
}
