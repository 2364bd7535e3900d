import { useStore } from '@nanostores/react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { $analyticsConsent, setConsent } from '@shop/shared/analytics';
import { ns } from '../namespace';
import { Button } from '@shop/shared/ui';
import * as styles from './consent-banner.module.css';

/**
 * Asks once whether analytics and ad storage may be used; the answer is kept in localStorage. One short sentence
 * and the two answers: on a phone a thin bar at the bottom, so the page stays usable until it is answered.
 */
export function ConsentBanner() {
  const { t } = useTranslation(ns);
  const answered = useStore($analyticsConsent) !== '';
  if (answered) return null;
  return (
    <section className={styles.banner} aria-label={t('consent.label')} data-testid="consent-banner">
      <p className={styles.text}>
        {t('consent.text')}{' '}
        <Link to="/privacy" className={styles.link}>
          {t('title.privacy')}
        </Link>
      </p>
      <div className={styles.actions}>
        <Button className={styles.answer} onClick={() => setConsent('denied')}>
          {t('consent.deny')}
        </Button>
        <Button variant="primary" className={styles.answer} onClick={() => setConsent('granted')}>
          {t('consent.grant')}
        </Button>
      </div>
    </section>
  );
}
