import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ns } from '../namespace';

const footerLinks = [
  ['/about-us', 'title.aboutUs'],
  ['/privacy', 'title.privacy'],
  ['/shipping-terms', 'title.shippingTerms'],
  ['/return-policy', 'title.returnPolicy'],
] as const;

export function Footer() {
  const { t } = useTranslation(ns);
  return (
    <footer className="site-footer">
      <nav aria-label={t('footer.links')}>
        {footerLinks.map(([to, key]) => (
          <Link key={to} to={to}>
            {t(key)}
          </Link>
        ))}
      </nav>
      <p className="footer-copyright">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
