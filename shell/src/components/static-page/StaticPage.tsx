import { useTranslation } from 'react-i18next';
import { ns } from '../../namespace';
import { serviceEmail } from '../footer/footerLinks';
import { pagesNs } from './pagesNamespace';
import * as styles from './static-page.module.css';

interface Section {
  heading: string;
  paragraphs?: string[];
  items?: string[];
}

interface StaticPageProps {
  /** Key of the page's texts in the `shellPages` namespace, e.g. `privacy`. */
  contentKey: 'privacy' | 'shippingTerms' | 'returnPolicy' | 'aboutUs';
}

/** A text page of the shop (privacy, shipping terms, …): title from the route titles, body from `shellPages`. */
export function StaticPage({ contentKey }: StaticPageProps) {
  const { t } = useTranslation([pagesNs, ns]);
  const sections = t(`${contentKey}.sections`, { ns: pagesNs, returnObjects: true }) as Section[];
  return (
    <article className={styles.page} data-testid={`static-page-${contentKey}`}>
      <header>
        <h1>{t(`title.${contentKey}`, { ns })}</h1>
        <p className={styles.intro}>{t(`${contentKey}.intro`, { ns: pagesNs })}</p>
      </header>
      {Array.isArray(sections) &&
        sections.map((section) => (
          <section key={section.heading} className={styles.section}>
            <h2>{section.heading}</h2>
            {section.paragraphs?.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {section.items && (
              <ul>
                {section.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
      <footer className={styles.foot}>
        <p>{t('contactLine', { ns: pagesNs, email: serviceEmail })}</p>
        <p>{t('updated', { ns: pagesNs })}</p>
      </footer>
    </article>
  );
}
