import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@shop/shared/format';
import { Button, buttonClassName, StickyBuyBar } from '@shop/shared/ui';
import { formatCountdown } from './clock';
import { dropNamespace } from './namespace';
import type { DropGate } from './useDropGate';
import * as styles from './drop-entry.module.css';

/**
 * An item page's way into a drop, in place of its buy buttons: the queue (a link to the waiting page), or, before
 * the room opens, the time it opens (a disabled button, so the place of the action does not move when it comes).
 * On a phone it sits where the buy buttons would, at the screen's bottom (with `summary`, the page's price).
 */
export function DropEntry({
  gate,
  waitingPath,
  summary,
}: {
  gate: Extract<DropGate, { gate: 'not_open' | 'queue' }>;
  waitingPath: string;
  summary?: ReactNode;
}) {
  const { t } = useTranslation(dropNamespace);
  return (
    <div className={styles.entry} data-testid="drop-entry" data-gate={gate.gate}>
      <StickyBuyBar label={t('entry.bar')} summary={summary} testId="drop-bar">
        {gate.gate === 'queue' ? (
          <Link to={waitingPath} className={buttonClassName({ variant: 'primary', block: true }, styles.action)}>
            {t('entry.queue')}
          </Link>
        ) : (
          <Button variant="primary" block className={styles.action} disabled>
            {t('entry.opensAt', { time: unbroken(formatDate(gate.opensAt, true)) })}
          </Button>
        )}
      </StickyBuyBar>
      <p className={styles.note}>{t('entry.note')}</p>
    </div>
  );
}

/** A date and time kept on one line (a phone's bar breaks the label before it, not inside it). */
const unbroken = (text: string) => text.replace(/-/g, '\u2011').replace(/ /g, '\u00a0');

/** Over the buy buttons while this tab's admission is live: how long is left to buy. */
export function AdmittedNote({ gate }: { gate: Extract<DropGate, { gate: 'admitted' }> }) {
  const { t } = useTranslation(dropNamespace);
  return (
    <p className={styles.admitted} data-testid="drop-admitted">
      {t('entry.admitted', { countdown: formatCountdown(gate.secondsLeft), time: formatDate(gate.until, true) })}
    </p>
  );
}
