import { useTranslation } from 'react-i18next';
import type { FairnessCheck } from '@shop/shared/kuji';
import { ns } from '../../namespace';
import { CheckRows, type CheckOutcome } from './CheckRows';
import { DrawsVerificationResult } from './DrawsVerificationResult';
import type { VerifierState } from './useVerification';
import { Verdict } from './Verdict';
import * as styles from './verifier.module.css';

const checks: FairnessCheck[] = ['ticket_list_hash', 'seed_hash', 'box_order', 'draws'];

/** What the verifier found: the verdict, then each check in the order a reader follows them. */
export function VerificationResult({ state }: { state: VerifierState }) {
  const { t } = useTranslation(ns);
  if (state.step === 'idle') return null;
  if (state.step === 'checking')
    return (
      <p className={styles.status} aria-busy="true">
        {t('verifier.checking')}
      </p>
    );
  if (state.step === 'notFound' || state.step === 'failed')
    return (
      <p className={`${styles.verdict} ${styles.unfair}`} role="alert" data-testid="verifier-verdict">
        {t(state.step === 'notFound' ? 'verifier.notFound' : `verifier.failed.${state.reason}`)}
      </p>
    );
  if (state.step === 'notRevealed')
    return (
      <p className={`${styles.verdict} ${styles.pending}`} data-testid="verifier-verdict" data-verdict="pending">
        {t('verifier.notRevealed')}
      </p>
    );

  if (state.step === 'checkedDraws') return <DrawsVerificationResult checked={state} />;

  const { kuji, result, draws } = state;
  const outcome = (check: FairnessCheck): CheckOutcome => {
    if (check === 'draws' && draws.length === 0 && result.fair) return 'notRun';
    if (result.passed.includes(check)) return 'passed';
    return result.failed === check ? 'failed' : 'notRun';
  };
  return (
    <section className={styles.result} data-testid="verifier-result">
      <Verdict fair={result.fair}>{t(result.fair ? 'verifier.fair' : 'verifier.unfair', { title: kuji.title })}</Verdict>
      <CheckRows
        rows={checks.map((check) => {
          const shown = outcome(check);
          const note =
            shown === 'notRun' && check === 'draws' && result.fair ? t('verifier.noDraws') : t(`verifier.outcome.${shown}`);
          const where =
            shown === 'failed' && result.position !== null ? ` · ${t('verifier.mismatch', { position: result.position })}` : '';
          return { check, label: t(`verifier.checks.${check}`), outcome: shown, note: note + where };
        })}
      />
      <p className={styles.counted}>
        {t('verifier.ticketsChecked', { count: kuji.fairness.ticket_list.length })}
        {draws.length > 0 && ` · ${t('verifier.drawsChecked', { count: draws.length })}`}
      </p>
      {kuji.fairness.algorithm === 'hmac-sha256-fisher-yates-v1' && kuji.fairness.box_order && (
        <details className={styles.order}>
          <summary>{t('verifier.boxOrder')}</summary>
          <ol>
            {kuji.fairness.box_order.map((tier, index) => (
              <li key={index}>
                <span>{index + 1}</span> {tier}
              </li>
            ))}
          </ol>
        </details>
      )}
    </section>
  );
}
