import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { KujiDetail, KujiFairness } from '@shop/shared/contract';
import { buttonClassName } from '@shop/shared/ui';
import { verifierPath } from '../../lib/links';
import { ns } from '../../namespace';
import { FairnessFrame, FairnessValue } from './FairnessFrame';
import * as styles from './fairness-panel.module.css';

export type BeaconFairnessTerms = Extract<KujiFairness, { algorithm: 'drand-hmac-sha256-v2' }>;

/**
 * v2 (`drand-hmac-sha256-v2`): each paid order's tickets are picked by the public beacon's first round after its
 * payment. Shows the committed ticket list's hash, the chain every round is checked against (saying plainly when it
 * is the shop's own test beacon, not the League of Entropy's), and the verifier, which can check the draws any time.
 */
export function BeaconFairness({ kuji, fairness }: { kuji: KujiDetail; fairness: BeaconFairnessTerms }) {
  const { t } = useTranslation(ns);
  const { beacon } = fairness;
  const chain = beacon.league_of_entropy ? 'loe' : 'local';
  return (
    <FairnessFrame
      kuji={kuji}
      intro={t('kuji.fairness.beacon.intro')}
      action={
        <p className={styles.actions}>
          <Link className={buttonClassName({ variant: 'primary' })} to={verifierPath(kuji.kuji_id)}>
            {t('kuji.fairness.beacon.verify')}
          </Link>
        </p>
      }
    >
      <div>
        <dt>{t('kuji.fairness.beacon.chain')}</dt>
        <dd data-testid="beacon-chain" data-chain={chain}>
          <span className={chain === 'local' ? styles.localBeacon : undefined}>
            {t(`kuji.fairness.beacon.${chain}`, { period: beacon.period })}
          </span>
        </dd>
      </div>
      <FairnessValue label={t('kuji.fairness.beacon.chainHash')} testId="chain-hash" value={beacon.chain_hash} />
    </FairnessFrame>
  );
}
