import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import { $globalLoading } from '@shop/shared/stores';
import { VisuallyHidden } from '@shop/shared/ui';
import { ns } from '../../namespace';
import * as styles from './global-loading.module.css';

/** SPEC §4/§9: the overlay shows for the first second after start-up. */
export const startupLoadingMs = 1000;

/**
 * The global loading overlay: during start-up (up to 1 s) and while a request flagged `loading` runs.
 * Only the request case blocks clicks, since that is what protects a payment or order from a double submit;
 * at start-up the page under it is already usable.
 */
export function GlobalLoading() {
  const { t } = useTranslation(ns);
  const requestLoading = useStore($globalLoading);
  const [startingUp, setStartingUp] = useState(true);

  useEffect(() => {
    const timer = setTimeout(() => setStartingUp(false), startupLoadingMs);
    return () => clearTimeout(timer);
  }, []);

  if (!requestLoading && !startingUp) return null;
  return (
    <div
      className={requestLoading ? `${styles.overlay} ${styles.blocking}` : styles.overlay}
      role="status"
      data-testid="global-loading"
    >
      <span className={styles.spinner} aria-hidden="true" />
      <VisuallyHidden>{t('loading')}</VisuallyHidden>
    </div>
  );
}
