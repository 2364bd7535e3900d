import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { getProducts } from '../../api/products';
import { usePageData } from '@shop/shared/page-cache';
import { ErrorState, pageCount, Pager } from '@shop/shared/ui';
import { ListEmpty, ListHead, loadingPageClass, PageHead } from '../../components/content-page/ContentPage';
import { ProductGrid } from '../../components/product-card/ProductGrid';
import { pageHref, pageRange, readPage } from '../../lib/paging';
import { ns } from '../../namespace';

/** Products per page: six rows of four on a desktop, twelve of two on a phone. */
const pageSize = 24;

/** `/lucky-bag` (cached): what lucky bags are, then the lucky-bag products one page at a time (`?page=n`). */
export default function LuckyBagPage() {
  const { t } = useTranslation(ns);
  const [params] = useSearchParams();
  const page = readPage(params);
  const headingId = useId();
  const { data, error, reload } = usePageData(`lucky-bag:${page}`, () =>
    getProducts({ lucky_bag: true, page, page_size: pageSize }),
  );

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
