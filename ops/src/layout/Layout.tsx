/** The console's frame: who is signed in, the pages their role may use, the language, sign-out; the page below. */
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useNavigate, useRouteLoaderData } from 'react-router';
import type { OperatorMeBody } from '@shop/shared/contract';
import { supportedLocales, type Locale } from '@shop/shared/locale';
import { adminApi } from '../api/client';
import { changeLocale } from '../i18n/i18n';
import { pagesFor } from '../session/permissions';
import { forgetSessionToken } from '../session/token';
import * as styles from './layout.module.css';

export type SignedIn = OperatorMeBody['data'];

export async function layoutLoader(): Promise<SignedIn> {
  return (await adminApi.get<OperatorMeBody>('/me')).data.data;
}

export const useSignedIn = () => useRouteLoaderData('console') as SignedIn;

export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <label className={styles.language}>
      <span>{t('language.label')}</span>
      <select value={i18n.language} onChange={(event) => void changeLocale(event.target.value as Locale)}>
        {supportedLocales.map((locale) => (
          <option key={locale} value={locale}>
            {t(`language.${locale}`)}
          </option>
        ))}
      </select>
    </label>
  );
}

export function Layout() {
  const { t } = useTranslation();
  const { operator, permissions } = useSignedIn();
  const navigate = useNavigate();
  const signOut = async () => {
    // The session ends on the server too; a token already gone is signed out all the same.
    await adminApi.post('/session/end').catch(() => undefined);
    forgetSessionToken();
    await navigate('/sign-in', { replace: true });
  };
  return (
    <div className={styles.frame}>
      <header className={styles.header}>
        <a className={styles.brand} href="/ops/">
          {t('brand')}
        </a>
        <nav className={styles.nav} aria-label={t('nav.label')}>
          {pagesFor(permissions).map((page) => (
            <NavLink key={page.path} to={page.path} className={({ isActive }) => (isActive ? styles.active : styles.link)}>
              {t(page.label)}
            </NavLink>
          ))}
        </nav>
        <div className={styles.tools}>
          <span className={styles.who}>
            {operator.name} · {t(`role.${operator.role}`)}
          </span>
          <LanguageSwitch />
          <NavLink to="/password" className={({ isActive }) => (isActive ? styles.active : styles.link)}>
            {t('nav.password')}
          </NavLink>
          <button type="button" className={styles.signOut} onClick={() => void signOut()}>
            {t('nav.signOut')}
          </button>
        </div>
      </header>
      <main className={styles.main}>
        <Outlet />
      </main>
    </div>
  );
}
