import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ProductDetail } from '@shop/shared/contract';
import { Skeleton } from '@shop/shared/ui';
import { useCategoryName } from '../../components/product-list/categoryName';
import { ns } from '../../namespace';
import * as styles from './breadcrumb.module.css';

/** Home / the product's category / the product. */
export function Breadcrumb({ product }: { product: ProductDetail }) {
  const { t } = useTranslation(ns);
  const categoryName = useCategoryName(String(product.category_id));
  return (
    <nav className={styles.breadcrumb} aria-label={t('product.breadcrumb')}>
      <ol className={styles.steps}>
        <li>
          <Link to="/">{t('title.home')}</Link>
        </li>
        <li>
          <Link to={`/product-list/${product.category_id}`}>{categoryName ?? t('title.productList')}</Link>
        </li>
        <li className={styles.current} aria-current="page">
          {product.display_name}
        </li>
      </ol>
    </nav>
  );
}

/** The breadcrumb's place while the product loads. */
export function BreadcrumbSkeleton() {
  return <Skeleton className={styles.skeleton} />;
}
