import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@shop/shared/format';
import { Button, buttonClassName } from '@shop/shared/ui';
import { formatCountdown } from './clock';
import { dropNamespace } from './namespace';
import type { DropGate } from './useDropGate';
import * as styles from './drop-entry.module.css';

/**
 * An item page's way into a drop, in place of its buy buttons: the queue (a link to the waiting page), or, before
 * the room opens, the time it opens (a disabled button, so the place of the action does not move when it comes).
 */
export function DropEntry({
  gate,
  waitingPath,
}: {
  gate: Extract<DropGate, { gate: 'not_open' | 'queue' }>;
  waitingPath: string;
}) {
  const { t } = useTranslation(dropNamespace);
  return (
    <div className={styles.entry} data-testid="drop-entry" data-gate={gate.gate}>
      {gate.gate === 'queue' ? (
        <Link to={waitingPath} className={buttonClassName({ variant: 'primary', block: true }, styles.action)}>
          {t('entry.queue')}
        </Link>
      ) : (
        <Button variant="primary" block className={styles.action} disabled>
          {t('entry.opensAt', { time: formatDate(gate.opensAt, true) })}
        </Button>
      )}
      <p className={styles.note}>{t('entry.note')}</p>
    </div>
  );
}

/** Over the buy buttons while this tab's admission is live: how long is left to buy. */
export function AdmittedNote({ gate }: { gate: Extract<DropGate, { gate: 'admitted' }> }) {
  const { t } = useTranslation(dropNamespace);
  return (
    <p className={styles.admitted} data-testid="drop-admitted">
      {t('entry.admitted', { countdown: formatCountdown(gate.secondsLeft), time: formatDate(gate.until, true) })}
    </p>
  );
}
