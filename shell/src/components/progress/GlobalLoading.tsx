import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import { $globalLoading } from '@shop/shared/stores';
import { ns } from '../../namespace';

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
    <div className={`global-loading${requestLoading ? ' global-loading--blocking' : ''}`} role="status" data-testid="global-loading">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{t('loading')}</span>
    </div>
  );
}
