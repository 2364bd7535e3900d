import { useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@shop/shared/ui';
import { ContentNotFound } from '../../components/content-page/ContentPage';
import { useCategoryName } from '../../components/product-list/categoryName';
import { ProductListView } from '../../components/product-list/ProductListView';
import { ns } from '../../namespace';
import { categoryBase, categoryListData, sectionOf, sortsOf } from './data';

/**
 * /product-list/:categoryId — one category, or every product when the id is `all`; titled with the
 * category's name; `?featured=true` and `?popular=true` list a home section's products (its "See all"). An id that is malformed, or that the category list does not know, is not found (the
 * API would answer an empty list, which reads as an empty category).
 */
export default function ProductListPage() {
  const { t } = useTranslation(ns);
  const categoryId = useParams().categoryId ?? 'all';
  const [params] = useSearchParams();
  const all = categoryId === 'all';
  const section = sectionOf(params);
  // undefined while the categories are not known yet, null when they are and this id is none of them.
  const named = useCategoryName(categoryId);
  const categoryName = all ? t(section ? `home.${section}` : 'list.all') : named;
  const base = useMemo(() => categoryBase(categoryId, section), [categoryId, section]);
  const unknown = !base || categoryName === null;

  usePageMeta(
    categoryName && !unknown
      ? {
          title: categoryName,
          description: all ? t('list.metaDescriptionAll') : t('list.metaDescription', { name: categoryName }),
        }
      : undefined,
  );

  if (unknown)
    return <ContentNotFound message={t('list.unknownCategory')} backTo="/product-list/all" backText={t('list.browseAll')} />;

  return (
    <ProductListView
      title={categoryName}
      base={base}
      request={categoryListData(categoryId, params)}
      sorts={sortsOf(section)}
      listName={section ?? (all ? 'all_products' : 'category')}
      emptyMessage={t('list.empty')}
    />
  );
}
