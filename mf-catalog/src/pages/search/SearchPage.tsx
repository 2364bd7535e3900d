import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@shop/shared/ui';
import { searchSorts } from '../../components/product-list/listQuery';
import { ProductListView } from '../../components/product-list/ProductListView';
import { ns } from '../../namespace';

/** The API takes keywords of up to 100 characters. */
const maxKeywordLength = 100;

/** /search?keyword=… — the product list for a keyword, best matches first. */
export default function SearchPage() {
  const { t } = useTranslation(ns);
  const [params] = useSearchParams();
  const keyword = (params.get('keyword') ?? '').trim().slice(0, maxKeywordLength);
  const base = useMemo(() => (keyword ? { keyword } : null), [keyword]);

  return (
    <ProductListView
      title={keyword ? t('search.heading', { keyword }) : t('title.search')}
      base={base}
      sorts={searchSorts}
      listName="search"
      emptyMessage={t('search.empty', { keyword })}
      prompt={<EmptyState message={t('search.prompt')} />}
    />
  );
}
