import { useId } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageData } from '@shop/shared/page-cache';
import {
  AdultMark,
  ErrorState,
  pageCount,
  Pager,
  PageTitle,
  ShopImage,
  Skeleton,
  useAdultContent,
  usePageMeta,
} from '@shop/shared/ui';
import { sharePicture } from '@shop/shared/seo';
import { ContentNotFound, ListEmpty, ListHead, loadingPageClass } from '../../components/content-page/ContentPage';
import { ProductGrid } from '../../components/product-card/ProductGrid';
import { metaDescription } from '../../lib/metaDescription';
import { pageHref, pageRange, readPage } from '../../lib/paging';
import { ns } from '../../namespace';
import { themeData, themeProductsData, themeProductsPageSize as pageSize } from './data';
import * as card from '../../components/card/card.module.css';
import * as styles from './theme.module.css';

/**
 * `/theme/:themeId` (cached): the theme's picture, name and description, then its products one page at a
 * time (`?page=n`). An adult theme tells the shell, whose age gate then covers the page.
 */
export default function ThemePage() {
  const { t } = useTranslation(ns);
  const { themeId } = useParams();
  const [params] = useSearchParams();
  const page = readPage(params);
  const productsHeadingId = useId();

  // The theme and its products load separately: turning a page keeps the header in place.
  const themeRequest = themeData(themeId);
  const productsRequest = themeProductsData(themeId, params);
  const theme = usePageData(themeRequest.key, themeRequest.load);
  const products = usePageData(productsRequest.key, productsRequest.load);
  const info = theme.data?.data;
  useAdultContent(info?.is_adult === true);
  usePageMeta(
    info && {
      title: info.display_name,
      description: metaDescription(info.description) || t('themes.metaDescription', { name: info.display_name }),
      image: sharePicture('theme', info.theme_id, info.display_name),
      adult: info.is_adult,
    },
  );

  if (theme.data === null) {
    return <ContentNotFound message={t('themes.notFound')} backTo="/theme" backText={t('themes.all')} />;
  }
  if (theme.error) return <ErrorState onRetry={theme.reload} />;

  const list = products.data;
  const totalPages = list ? pageCount(list.total, pageSize) : 0;
  let body;
  if (products.error) body = <ErrorState onRetry={products.reload} />;
  // null: the theme went away between the two calls; its products are then simply none.
  else if (list === null || list?.data.length === 0)
    body = <ListEmpty total={list?.total ?? 0} message={t('themes.noProducts')} />;
  else body = <ProductGrid products={list?.data} listName="theme" label={t('themes.products')} />;

  return (
    <div className={list || products.error ? undefined : loadingPageClass} data-testid="theme-page">
      <header className={styles.hero} aria-busy={info ? undefined : true}>
        <div>
          {info ? (
            <ShopImage className={card.imageWide} src={info.image} alt="" width={640} height={360} priority />
          ) : (
            <Skeleton className={card.imageWide} />
          )}
        </div>
        <div>
          <p className={styles.eyebrow}>
            <Link to="/theme">{t('title.themes')}</Link>
          </p>
          {info ? (
            <>
              <PageTitle className={styles.title} large>
                {info.display_name}
                {info.is_adult && <AdultMark size="large" />}
              </PageTitle>
              {info.description && <p className={styles.description}>{info.description}</p>}
            </>
          ) : (
            <>
              <Skeleton className={styles.titleSkeleton} />
              <Skeleton className={styles.descriptionSkeleton} />
            </>
          )}
        </div>
      </header>
      <section aria-labelledby={productsHeadingId}>
        <ListHead
          id={productsHeadingId}
          title={t('themes.products')}
          range={list ? pageRange(page, pageSize, list.data.length, list.total) : undefined}
        />
        {body}
        <Pager page={page} totalPages={totalPages} hrefFor={pageHref} />
      </section>
    </div>
  );
}
