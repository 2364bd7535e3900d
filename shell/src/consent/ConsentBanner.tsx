import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import { $analyticsConsent, setConsent } from '@shop/shared/analytics';
import { ns } from '../namespace';
import './consent.css';

/** Asks once whether analytics and ad storage may be used; the answer is kept in localStorage. */
export function ConsentBanner() {
  const { t } = useTranslation(ns);
  const answered = useStore($analyticsConsent) !== '';
  if (answered) return null;
  return (
    <section className="consent-banner" role="region" aria-label={t('consent.label')} data-testid="consent-banner">
      <p>{t('consent.text')}</p>
      <div className="consent-actions">
        <button type="button" className="button" onClick={() => setConsent('denied')}>
          {t('consent.deny')}
        </button>
        <button type="button" className="button button-primary" onClick={() => setConsent('granted')}>
          {t('consent.grant')}
        </button>
      </div>
    </section>
  );
}
