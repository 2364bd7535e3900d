import { useTranslation } from 'react-i18next';
import type { DropPlace } from '@shop/shared/contract';
import { dropNamespace } from './namespace';
import * as styles from './waiting-room.module.css';

/** The wait in words a shopper can plan with: under a minute, minutes, then hours. */
export function waitWords(seconds: number): { key: 'wait.soon' | 'wait.minutes' | 'wait.hours'; count: number } {
  if (seconds < 60) return { key: 'wait.soon', count: 0 };
  const minutes = Math.ceil(seconds / 60);
  return minutes < 90 ? { key: 'wait.minutes', count: minutes } : { key: 'wait.hours', count: Math.round(minutes / 60) };
}

/** Position and wait first and large; what is left and how many wait beside them. */
export function WaitFigures({ place }: { place: DropPlace }) {
  const { t, i18n } = useTranslation(dropNamespace);
  const number = (n: number) => n.toLocaleString(i18n.language === 'en' ? 'en' : 'zh-TW');
  const waitIn = (seconds: number) => {
    const { key, count } = waitWords(seconds);
    return t(key, { count });
  };
  return (
    <dl className={styles.figures} data-testid="wait-figures">
      {place.position !== null && (
        <div className={styles.main}>
          <dt>{t('room.waiting.position')}</dt>
          <dd data-testid="position">{number(place.position)}</dd>
        </div>
      )}
      {/* Early, the wait is the countdown to the start, shown above. */}
      {place.state === 'waiting' && place.estimated_wait_seconds !== null && (
        <div className={styles.main}>
          <dt>{t('room.waiting.wait')}</dt>
          <dd data-testid="wait">{waitIn(place.estimated_wait_seconds)}</dd>
        </div>
      )}
      <div>
        <dt>{t('room.left')}</dt>
        <dd data-testid="left">{number(place.drop.left)}</dd>
      </div>
      <div>
        <dt>{t('room.queued')}</dt>
        <dd>{number(place.drop.waiting)}</dd>
      </div>
    </dl>
  );
}
