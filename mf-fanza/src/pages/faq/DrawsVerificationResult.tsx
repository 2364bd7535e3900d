import { useTranslation } from 'react-i18next';
import type { DrawCheck } from '@shop/shared/kuji';
import { ns } from '../../namespace';
import type { BeaconDrawsChecked } from './checkBeaconDraws';
import { CheckRows, type CheckOutcome } from './CheckRows';
import { OwnOrderCheck } from './OwnOrderCheck';
import { Verdict } from './Verdict';
import * as styles from './verifier.module.css';

const checks: DrawCheck[] = ['ticket_list_hash', 'sequence', 'signatures', 'picks', 'last_one'];

/**
 * What the verifier found in a v2 campaign's record: the verdict, each check (with the place where one failed), how
 * many draws and rounds were re-derived against which chain, and the member's own order when the link named one.
 */
export function DrawsVerificationResult({ checked }: { checked: BeaconDrawsChecked }) {
  const { t } = useTranslation(ns);
  const { kuji, record, result, orderId } = checked;
  const outcome = (check: DrawCheck): CheckOutcome =>
    result.passed.includes(check) ? 'passed' : result.failed === check ? 'failed' : 'notRun';
  const drawn = record.draws.filter((draw) => draw.signature !== null);
  const waiting = record.draws.length - drawn.length;
  const tickets = drawn.reduce((sum, draw) => sum + draw.tickets.length, 0);
  const rounds = new Set(drawn.map((draw) => draw.round)).size;
  const beacon = kuji.fairness.algorithm === 'drand-hmac-sha256-v2' ? kuji.fairness.beacon : record.beacon;
  const chain = beacon.league_of_entropy ? 'loe' : 'local';
  return (
    <section className={styles.result} data-testid="verifier-result" data-algorithm={record.algorithm}>
      <Verdict fair={result.fair}>
        {t(result.fair ? 'verifier.beacon.fair' : 'verifier.beacon.unfair', { title: kuji.title })}
      </Verdict>
      <CheckRows
        rows={checks.map((check) => {
          const shown = outcome(check);
          const where =
            shown === 'failed' && result.place !== null ? ` · ${t('verifier.beacon.failedAt', { place: result.place })}` : '';
          return {
            check,
            label: t(`verifier.beacon.checks.${check}`),
            outcome: shown,
            note: t(`verifier.outcome.${shown}`) + where,
          };
        })}
      />
      <p className={styles.counted} data-testid="verifier-counted">
        {t('verifier.beacon.drawsChecked', { count: tickets })} · {t('verifier.beacon.roundsChecked', { count: rounds })}
        {waiting > 0 && ` · ${t('verifier.beacon.waiting', { count: waiting })}`}
      </p>
      <p className={styles.counted} data-testid="verifier-chain" data-chain={chain}>
        {t(`verifier.beacon.chain.${chain}`)} <code className={styles.hash}>{beacon.chain_hash}</code>
      </p>
      {orderId !== null && <OwnOrderCheck record={record} result={result} orderId={orderId} />}
    </section>
  );
}
