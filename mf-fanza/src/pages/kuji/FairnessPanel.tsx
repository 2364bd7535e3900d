import type { KujiDetail } from '@shop/shared/contract';
import { BeaconFairness } from './BeaconFairness';
import { SeedCommitment } from './SeedCommitment';

/** Why this campaign's draws are fair, by the algorithm that applies to it: the beacon's (v2) or the seed's (v1). */
export function FairnessPanel({ kuji }: { kuji: KujiDetail }) {
  const { fairness } = kuji;
  return fairness.algorithm === 'drand-hmac-sha256-v2' ? (
    <BeaconFairness kuji={kuji} fairness={fairness} />
  ) : (
    <SeedCommitment kuji={kuji} fairness={fairness} />
  );
}
