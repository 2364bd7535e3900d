import type { KujiDetail, KujiDrawRecord } from '@shop/shared/contract';
import { verifyDrawRecord, type DrawVerification } from '@shop/shared/kuji';

export interface BeaconDrawsChecked {
  step: 'checkedDraws';
  kuji: KujiDetail;
  record: KujiDrawRecord;
  result: DrawVerification;
  /** The member's order the link brought (`order=`), to be found in the record; null without one. */
  orderId: number | null;
}

/**
 * Verifies a v2 campaign's published draws (GET kuji/{id}/draws: `record`) with `verifyDrawRecord` of @shop/shared/kuji, the
 * code the API and `kuji:verify` use — against the ticket-list hash and chain the campaign page published, so a
 * record that brings its own hash or key fails instead of vouching for itself.
 */
export async function checkBeaconDraws(
  kuji: KujiDetail,
  record: KujiDrawRecord,
  orderId: number | null,
): Promise<BeaconDrawsChecked> {
  if (kuji.fairness.algorithm !== 'drand-hmac-sha256-v2') throw new Error('Not a beacon-drawn campaign');
  const { ticket_list_hash: committed, beacon } = kuji.fairness;
  const result = await verifyDrawRecord({ ...record, ticket_list_hash: committed, beacon });
  return { step: 'checkedDraws', kuji, record, result, orderId };
}
