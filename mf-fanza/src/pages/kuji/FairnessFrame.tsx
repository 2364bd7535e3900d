import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { KujiDetail } from '@shop/shared/contract';
import { faqPathFor } from '../../lib/links';
import { ns } from '../../namespace';
import * as styles from './fairness-panel.module.css';

interface FairnessFrameProps {
  kuji: KujiDetail;
  /** What the algorithm means, in a sentence or two. */
  intro: string;
  /** The algorithm's own published values, after its name and the ticket list's hash. */
  children: ReactNode;
  /** The way to check it now, or why it cannot be checked yet. */
  action: ReactNode;
}

/** What every algorithm's panel shows: its name, the ticket list's hash, its own values, and how to check it. */
export function FairnessFrame({ kuji, intro, children, action }: FairnessFrameProps) {
  const { t } = useTranslation(ns);
  const headingId = useId();
  const { fairness } = kuji;
  return (
    <section className={styles.fairness} aria-labelledby={headingId} data-testid="fairness" data-algorithm={fairness.algorithm}>
      <h2 id={headingId}>{t('kuji.fairness.heading')}</h2>
      <p className={styles.intro}>{intro}</p>
      <dl className={styles.values}>
        <div>
          <dt>{t('kuji.fairness.algorithm')}</dt>
          <dd>
            <code>{fairness.algorithm}</code>
          </dd>
        </div>
        <FairnessValue label={t('kuji.fairness.ticketListHash')} testId="ticket-list-hash" value={fairness.ticket_list_hash} />
        {children}
      </dl>
      {action}
      <p className={styles.more}>
        {/* With this campaign picked in the verifier, whether it can be checked yet or not. */}
        <Link to={faqPathFor(kuji.kuji_id)}>{t('kuji.fairness.howTo')}</Link>
      </p>
    </section>
  );
}

/** One published value (a hash, a seed), in full: it is what a shopper copies to check. */
export function FairnessValue({ label, testId, value }: { label: string; testId: string; value: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>
        <code data-testid={testId}>{value}</code>
      </dd>
    </div>
  );
}
