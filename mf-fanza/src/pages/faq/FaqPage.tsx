import { useEffect, useId } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageSection, PageTitle } from '@shop/shared/ui';
import { ns } from '../../namespace';
import { Verifier } from './Verifier';
import * as styles from './faq.module.css';

/** The questions, in reading order; each has `faq.<name>.question` and `faq.<name>.answer` (paragraphs by line). */
const questions = ['howItWorks', 'odds', 'lastOne', 'shipping'] as const;

/** The steps of the fairness algorithm as @shop/shared/kuji (fairness.ts) documents them, in plain words. */
const fairnessSteps = [1, 2, 3, 4, 5] as const;

/** The steps of the beacon-drawn algorithm (v2) as @shop/shared/kuji (draws.ts) documents them, in plain words. */
const beaconSteps = [1, 2, 3, 4, 5] as const;

const paragraphs = (text: string) => text.split('\n').filter(Boolean);

/**
 * /fanza/faq — how Ichiban Kuji works, the odds, the Last One prize, shipping of prizes, and why the box is fair
 * with the verifier that proves it (`#verifier`, `?kuji=<id>` opens it on a campaign).
 */
export default function FaqPage() {
  const { t } = useTranslation(ns);
  const { hash } = useLocation();
  const headingId = useId();

  // The page is drawn after its code arrives, so the browser's own jump to `#verifier` found nothing yet.
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);

  return (
    <article className={styles.faq} aria-labelledby={headingId} data-testid="kuji-faq">
      <header className={styles.head}>
        <PageTitle id={headingId} large>
          {t('faq.heading')}
        </PageTitle>
        <p className={styles.intro}>{t('faq.intro')}</p>
        <nav aria-label={t('faq.contents')}>
          <ul className={styles.contents}>
            {[...questions, 'fairness', 'verifier'].map((name) => (
              <li key={name}>
                <a href={`#${name}`}>{t(`faq.${name}.question`)}</a>
              </li>
            ))}
          </ul>
        </nav>
      </header>

      {questions.map((name) => (
        <PageSection
          key={name}
          id={name}
          className={styles.section}
          heading={t(`faq.${name}.question`)}
          headingId={`${name}-heading`}
        >
          {paragraphs(t(`faq.${name}.answer`)).map((text) => (
            <p key={text}>{text}</p>
          ))}
          {name === 'shipping' && (
            <p>
              <Link to="/shipping-terms">{t('faq.shipping.terms')}</Link>
            </p>
          )}
        </PageSection>
      ))}

      <PageSection id="fairness" className={styles.section} heading={t('faq.fairness.question')} headingId="fairness-heading">
        <h3>{t('faq.fairness.beacon.heading')}</h3>
        {paragraphs(t('faq.fairness.beacon.answer')).map((text) => (
          <p key={text}>{text}</p>
        ))}
        <h4>{t('faq.fairness.beacon.stepsHeading')}</h4>
        <ol className={styles.steps} data-testid="beacon-steps">
          {beaconSteps.map((step) => (
            <li key={step}>{t(`faq.fairness.beacon.steps.${step}`)}</li>
          ))}
        </ol>
        <h3>{t('faq.fairness.v1Heading')}</h3>
        {paragraphs(t('faq.fairness.answer')).map((text) => (
          <p key={text}>{text}</p>
        ))}
        <h4>{t('faq.fairness.stepsHeading')}</h4>
        <ol className={styles.steps} data-testid="fairness-steps">
          {fairnessSteps.map((step) => (
            <li key={step}>{t(`faq.fairness.steps.${step}`)}</li>
          ))}
        </ol>
        <h4>{t('faq.fairness.verifyHeading')}</h4>
        <p>{t('faq.fairness.verify')}</p>
      </PageSection>

      <PageSection id="verifier" className={styles.section} heading={t('faq.verifier.question')} headingId="verifier-heading">
        <p>{t('faq.verifier.answer')}</p>
        <Verifier />
      </PageSection>
    </article>
  );
}
