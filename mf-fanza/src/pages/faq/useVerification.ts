import { useEffect, useEffectEvent, useState } from 'react';
import type { KujiDetail, KujiDrawRecord } from '@shop/shared/contract';
import { verifyBox, type Verification } from '@shop/shared/kuji';
import { ApiError } from '@shop/shared/transport';
import { getKuji, getKujiDraws } from '../../api/kuji';
import { checkBeaconDraws, type BeaconDrawsChecked } from './checkBeaconDraws';
import type { DrawnTicket } from './parseDraws';

export type VerifierState =
  | { step: 'idle' }
  | { step: 'checking' }
  | { step: 'notFound' }
  /** The seed is secret until the box sells out or the campaign ends: nothing can be checked yet. */
  | { step: 'notRevealed'; kuji: KujiDetail }
  | { step: 'checked'; kuji: KujiDetail; result: Verification; draws: DrawnTicket[] }
  /** A v2 campaign: its published draws, checked whenever asked. */
  | BeaconDrawsChecked
  /** The campaign could not be read, or this browser has no Web Crypto (an insecure http page). */
  | { step: 'failed'; reason: 'load' | 'crypto' };

async function check(kujiId: number, draws: DrawnTicket[], orderId: number | null): Promise<VerifierState> {
  let kuji: KujiDetail;
  try {
    kuji = (await getKuji(kujiId, { noGlobalError: true })).data;
  } catch (error) {
    return error instanceof ApiError && error.status === 404 ? { step: 'notFound' } : { step: 'failed', reason: 'load' };
  }
  if (kuji.fairness.algorithm === 'drand-hmac-sha256-v2') return checkDraws(kuji, orderId);
  if (kuji.fairness.seed === null) return { step: 'notRevealed', kuji };
  try {
    return { step: 'checked', kuji, result: await verifyBox(kuji.fairness, draws), draws };
  } catch {
    return { step: 'failed', reason: 'crypto' };
  }
}

async function checkDraws(kuji: KujiDetail, orderId: number | null): Promise<VerifierState> {
  let record: KujiDrawRecord;
  try {
    record = (await getKujiDraws(kuji.kuji_id, { noGlobalError: true })).data;
  } catch {
    return { step: 'failed', reason: 'load' };
  }
  try {
    return await checkBeaconDraws(kuji, record, orderId);
  } catch {
    return { step: 'failed', reason: 'crypto' };
  }
}

/**
 * Verifies a campaign in the browser, on what the API publishes (GET kuji/{id}; v2: and GET kuji/{id}/draws), with
 * `verifyBox` (v1) or `verifyDrawRecord` (v2) of @shop/shared/kuji — the same code the API and the `kuji:verify`
 * command use. `run` counts the shopper's requests: a new one checks again (with new draws, or after a failure).
 */
export function useVerification(kujiId: number | null, draws: DrawnTicket[], orderId: number | null, run: number): VerifierState {
  const key = kujiId === null ? null : `${kujiId}:${orderId}:${run}`;
  const [settled, setSettled] = useState<{ key: string; state: VerifierState }>();
  const start = useEffectEvent((id: number) => check(id, draws, orderId));

  useEffect(() => {
    if (key === null || kujiId === null) return;
    let live = true;
    void start(kujiId).then((state) => {
      if (live) setSettled({ key, state });
    });
    return () => {
      live = false;
    };
  }, [key, kujiId]);

  if (key === null) return { step: 'idle' };
  return settled?.key === key ? settled.state : { step: 'checking' };
}
