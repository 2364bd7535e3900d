import { useStore } from '@nanostores/react';
import { Link, NavLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { $cartCount, $signedIn, $locale, setLocale, supportedLocales } from '@shop/shared/stores';
import { ns } from '../namespace';

const navItems = [
  ['/news-list', 'nav.news'],
  ['/product-list/all', 'nav.products'],
  ['/theme', 'nav.popular'],
  ['/lucky-bag', 'nav.luckyBag'],
  ['/fanza', 'nav.fanza'],
] as const;

export function Header() {
  const { t } = useTranslation(ns);
  const cartCount = useStore($cartCount);
  const signedIn = useStore($signedIn);
  const locale = useStore($locale);
  const location = useLocation();
  const loginTarget = `/login?redirect=${encodeURIComponent(`${location.pathname}${location.search}`)}`;

  return (
    <header className="site-header">
      <Link to="/" className="site-logo" aria-label={t('header.home')}>
        {t('siteName')}
      </Link>
      <nav className="site-nav" aria-label={t('header.navigation')}>
        {navItems.map(([to, key]) => (
          <NavLink key={to} to={to}>
            {t(key)}
          </NavLink>
        ))}
      </nav>
      <div className="header-actions">
        <Link to="/cart" className="cart-link" aria-label={t('header.cartWithCount', { count: cartCount })}>
          <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6" />
            <circle cx="10" cy="20" r="1.3" />
            <circle cx="17" cy="20" r="1.3" />
          </svg>
          {cartCount > 0 && (
            <span className="cart-dot" data-testid="cart-count">
              {cartCount}
            </span>
          )}
        </Link>
        {signedIn ? (
          <Link to="/member/orders" className="account-link" data-testid="avatar-link">
            {t('header.member')}
          </Link>
        ) : (
          <Link to={loginTarget} className="account-link" data-testid="login-link">
            {t('header.login')}
          </Link>
        )}
        <label className="language-select">
          <span className="visually-hidden">{t('header.language')}</span>
          <select
            value={locale}
            data-testid="language-select"
            onChange={(event) => {
              if (setLocale(event.target.value)) window.location.reload();
            }}
          >
            {supportedLocales.map((code) => (
              <option key={code} value={code}>
                {t(`languages.${code}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
    </header>
  );
}
