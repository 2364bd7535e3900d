import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClassName, EmptyState } from '@shop/shared/ui';
import { categoryIdPattern, ensureCategories, useCategoryName } from '../../components/product-list/categoryName';
import { listSorts } from '../../components/product-list/listQuery';
import { ProductListView } from '../../components/product-list/ProductListView';
import { ns } from '../../namespace';

/** /product-list/:categoryId — one category, or every product when the id is `all`. */
export default function ProductListPage() {
  const { t } = useTranslation(ns);
  const categoryId = useParams().categoryId ?? 'all';
  const valid = categoryIdPattern.test(categoryId);
  const all = categoryId === 'all';
  const categoryName = useCategoryName(categoryId);
  const base = useMemo(() => (valid ? { category_id: categoryId } : null), [valid, categoryId]);

  let title: string | undefined;
  if (all) title = t('list.all');
  else if (!valid || categoryName === null) title = t('title.productList');
  else title = categoryName;

  return (
    <ProductListView
      title={title}
      base={base}
      sorts={listSorts}
      listName={all ? 'all_products' : 'category'}
      emptyMessage={t('list.empty')}
      loadExtra={all ? undefined : ensureCategories}
      prompt={
        <EmptyState message={t('list.unknownCategory')}>
          <Link className={buttonClassName()} to="/product-list/all">
            {t('list.browseAll')}
          </Link>
        </EmptyState>
      }
    />
  );
}
