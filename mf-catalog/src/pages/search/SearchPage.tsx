import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@shop/shared/ui';
import { searchSorts } from '../../components/product-list/listQuery';
import { ProductListView } from '../../components/product-list/ProductListView';
import { ns } from '../../namespace';
import { searchBase, searchData, searchKeyword } from './data';

/** /search?keyword=… — the product list for a keyword, best matches first. */
export default function SearchPage() {
  const { t } = useTranslation(ns);
  const [params] = useSearchParams();
  const keyword = searchKeyword(params);
  const base = useMemo(() => searchBase(keyword), [keyword]);

  return (
    <ProductListView
      title={keyword ? t('search.heading', { keyword }) : t('title.search')}
      base={base}
      request={searchData(params)}
      sorts={searchSorts}
      listName="search"
      emptyMessage={t('search.empty', { keyword })}
      prompt={<EmptyState message={t('search.prompt')} />}
    />
  );
}
