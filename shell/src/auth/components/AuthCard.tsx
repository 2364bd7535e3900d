import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LanguageSelect } from '../../components/locale/LanguageSelect';
import { authNs } from '../namespace';
import * as styles from './auth-card.module.css';

/**
 * The frame of every sign-in page: these pages have no header or footer, so the way home and the header's language
 * choice are here.
 */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation(authNs);
  return (
    <div className={styles.page}>
      <div className={styles.language}>
        <LanguageSelect />
      </div>
      <section className={styles.card} aria-labelledby="auth-title">
        <h1 id="auth-title" className={styles.title}>
          {title}
        </h1>
        {children}
      </section>
      <Link to="/" className={styles.home}>
        {t('backHome')}
      </Link>
    </div>
  );
}
