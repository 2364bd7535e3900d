import { track } from '@shop/shared/analytics';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@shop/shared/stores';
import { ns } from '../namespace';
import { followLinks, partnerUrls, serviceEmail, shoppingLinks } from '../components/footer/footerLinks';
import { LogoMark } from '../components/logo/LogoMark';
import { VisuallyHidden } from '@shop/shared/ui';
import * as styles from './footer.module.css';

/** SPEC §2 footer: about, shopping, contact, partners and follow; the logo only on extra-wide screens. */
export function Footer() {
  const { t } = useTranslation(ns);
  const locale = useLocale();
  const newTab = t('footer.newTab');

  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <p className={styles.logo} aria-hidden="true">
          <LogoMark /> {t('siteName')}
        </p>
        <section className={styles.section} aria-labelledby="footer-about">
          <h2 id="footer-about">{t('footer.about')}</h2>
          <p>{t('footer.aboutText')}</p>
        </section>
        <nav className={styles.section} aria-labelledby="footer-shopping">
          <h2 id="footer-shopping">{t('footer.shopping')}</h2>
          <ul>
            {shoppingLinks.map(({ to, titleKey }) => (
              <li key={to}>
                <Link to={to} onClick={() => track.selectContent('footer_terms', to)}>
                  {t(titleKey)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section className={styles.section} aria-labelledby="footer-contact">
          <h2 id="footer-contact">{t('footer.contact')}</h2>
          <dl className={styles.contact}>
            <dt>{t('footer.email')}</dt>
            <dd>
              <a className={styles.email} href={`mailto:${serviceEmail}`}>
                {serviceEmail}
              </a>
            </dd>
            <dt>{t('footer.hours')}</dt>
            <dd>{t('footer.hoursText')}</dd>
          </dl>
        </section>
        <section className={styles.section} aria-labelledby="footer-partners">
          <h2 id="footer-partners">{t('footer.partners')}</h2>
          <ul>
            <li>
              <a
                href={partnerUrls[locale]}
                target="_blank"
                rel="noopener noreferrer"
                onClick={() => track.selectContent('footer_partners', locale)}
              >
                {t('footer.partnerName')}
                <VisuallyHidden> {newTab}</VisuallyHidden>
              </a>
            </li>
          </ul>
        </section>
        <section className={styles.section} aria-labelledby="footer-follow">
          <h2 id="footer-follow">{t('footer.follow')}</h2>
          <ul>
            {followLinks.map(({ id, href, labelKey }) => (
              <li key={id}>
                <a href={href} target="_blank" rel="noopener noreferrer" onClick={() => track.selectContent('footer_follow', id)}>
                  {t(labelKey)}
                  <VisuallyHidden> {newTab}</VisuallyHidden>
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className={styles.bottom}>
        <p className={styles.fineprint}>{t('footer.notice')}</p>
        <p className={styles.fineprint}>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
