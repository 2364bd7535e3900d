import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { BreadcrumbStep } from '@shop/shared/seo';
import { ns } from '../../namespace';
import * as styles from './kuji-page.module.css';

/** Home › Ichiban Kuji › the campaign: shown on the page, and told to search engines (JSON-LD). */
export function useKujiBreadcrumbSteps(title: string): BreadcrumbStep[] {
  const { t } = useTranslation(ns);
  return [{ name: t('kuji.home'), path: '/' }, { name: t('title.list'), path: '/fanza' }, { name: title }];
}

export function KujiBreadcrumb({ title }: { title: string }) {
  const { t } = useTranslation(ns);
  const steps = useKujiBreadcrumbSteps(title);
  return (
    <nav className={styles.breadcrumb} aria-label={t('kuji.breadcrumb')}>
      <ol>
        {steps.map((step) =>
          step.path === undefined ? (
            <li key="current" aria-current="page">
              {step.name}
            </li>
          ) : (
            <li key={step.path}>
              <Link to={step.path}>{step.name}</Link>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
