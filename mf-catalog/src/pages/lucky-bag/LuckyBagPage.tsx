import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageData } from '@shop/shared/page-cache';
import { ErrorState, pageCount, Pager } from '@shop/shared/ui';
import { ListEmpty, ListHead, loadingPageClass, PageHead } from '../../components/content-page/ContentPage';
import { ProductGrid } from '../../components/product-card/ProductGrid';
import { pageHref, pageRange, readPage } from '../../lib/paging';
import { ns } from '../../namespace';
import { luckyBagData, luckyBagPageSize as pageSize } from './data';

/** `/lucky-bag` (cached): what lucky bags are, then the lucky-bag products one page at a time (`?page=n`). */
export default function LuckyBagPage() {
  const { t } = useTranslation(ns);
  const [params] = useSearchParams();
  const page = readPage(params);
  const headingId = useId();
  const request = luckyBagData(params);
  const { data, error, reload } = usePageData(request.key, request.load);

  let body;
  if (error) body = <ErrorState onRetry={reload} />;
  else if (data && data.data.length === 0) body = <ListEmpty total={data.total} message={t('luckyBag.empty')} />;
  else body = <ProductGrid products={data?.data} listName="lucky_bag" label={t('luckyBag.products')} />;

  return (
    <div className={data || error ? undefined : loadingPageClass} data-testid="lucky-bag-page">
      <PageHead title={t('title.luckyBag')} intro={t('luckyBag.intro')} />
      <section aria-labelledby={headingId}>
        <ListHead
          id={headingId}
          title={t('luckyBag.products')}
          range={data ? pageRange(page, pageSize, data.data.length, data.total) : undefined}
        />
        {body}
        <Pager page={page} totalPages={data ? pageCount(data.total, pageSize) : 0} hrefFor={pageHref} />
      </section>
    </div>
  );
}
