import { useTranslation } from 'react-i18next';
import type { KujiDrawRecord } from '@shop/shared/contract';
import type { DrawVerification } from '@shop/shared/kuji';
import { ns } from '../../namespace';
import * as styles from './verifier.module.css';

type OwnOutcome = 'rederived' | 'failed' | 'notRun' | 'waiting' | 'missing';

/** Checks stop at the first failure: an order is re-derived when the picks check passed it, failed when it broke a check. */
function ownOutcome(result: DrawVerification, place: number): Exclude<OwnOutcome, 'waiting' | 'missing'> {
  if (result.passed.includes('picks') || (result.failed === 'picks' && result.place! > place)) return 'rederived';
  const perEntry = result.failed === 'sequence' || result.failed === 'signatures' || result.failed === 'picks';
  return perEntry && result.place === place ? 'failed' : 'notRun';
}

/** The member's own order, brought by its link: its place, round and tickets, and whether they were re-derived. */
export function OwnOrderCheck({
  record,
  result,
  orderId,
}: {
  record: KujiDrawRecord;
  result: DrawVerification;
  orderId: number;
}) {
  const { t } = useTranslation(ns);
  const entry = record.draws.find((draw) => draw.order_id === orderId);
  const outcome: OwnOutcome = !entry ? 'missing' : entry.signature === null ? 'waiting' : ownOutcome(result, entry.place);
  const tickets = (entry?.tickets ?? [])
    .map((ticket) => t('verifier.own.ticket', { number: ticket, tier: record.ticket_list[ticket - 1] ?? '?' }))
    .join(t('verifier.own.separator'));
  return (
    <p className={styles.own} data-testid="verifier-own" data-outcome={outcome}>
      {entry
        ? t(`verifier.own.${outcome}`, { place: entry.place, round: entry.round, tickets })
        : t('verifier.own.missing', { id: orderId })}
    </p>
  );
}
