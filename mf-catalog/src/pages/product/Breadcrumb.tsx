import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { ProductDetail } from '@shop/shared/contract';
import type { BreadcrumbStep } from '@shop/shared/seo';
import { Skeleton } from '@shop/shared/ui';
import { useCategoryName } from '../../components/product-list/categoryName';
import { ns } from '../../namespace';
import * as styles from './breadcrumb.module.css';

/** Home / the product's category / the product: shown on the page, and told to search engines (JSON-LD). */
export function useBreadcrumbSteps(product: ProductDetail | undefined): BreadcrumbStep[] {
  const { t } = useTranslation(ns);
  const categoryName = useCategoryName(String(product?.category_id ?? ''));
  return product ? breadcrumbSteps(t, product, categoryName) : [];
}

function breadcrumbSteps(t: TFunction, product: ProductDetail, categoryName: string | null | undefined): BreadcrumbStep[] {
  return [
    { name: t('title.home'), path: '/' },
    { name: categoryName ?? t('title.productList'), path: `/product-list/${product.category_id}` },
    { name: product.display_name },
  ];
}

export function Breadcrumb({ product }: { product: ProductDetail }) {
  const { t } = useTranslation(ns);
  const steps = useBreadcrumbSteps(product);
  return (
    <nav className={styles.breadcrumb} aria-label={t('product.breadcrumb')}>
      <ol className={styles.steps}>
        {steps.map((step) =>
          step.path === undefined ? (
            <li key="current" className={styles.current} aria-current="page">
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

/** The breadcrumb's place while the product loads. */
export function BreadcrumbSkeleton() {
  return <Skeleton className={styles.skeleton} />;
}
