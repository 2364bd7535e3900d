import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageData } from '@shop/shared/page-cache';
import { organizationJsonLd, useSeoSite, webSiteJsonLd } from '@shop/shared/seo';
import { ErrorState, usePageMeta, VisuallyHidden } from '@shop/shared/ui';
import { ArticleGrid } from '../../components/article-card/ArticleCard';
import { BannerCarousel, BannerCarouselSkeleton } from '../../components/banner-carousel/BannerCarousel';
import { ProductGrid } from '../../components/product-card/ProductGrid';
import { loadingPageClass } from '../../components/content-page/ContentPage';
import { ns } from '../../namespace';
import { homeData } from './data';
import { Chevron } from '../../components/chevron/Chevron';
import * as styles from './home.module.css';

/** Where each product section's "See all" leads: the list whose first products the section shows. */
export const sectionLists = {
  featured: '/product-list/all?featured=true',
  popular: '/product-list/all?popular=true',
} as const;

/** Products per section: two rows of four on a desktop (the product grid's skeleton has as many). */
const productsPerSection = 8;
/** Articles in the hot news section: one row of three on a desktop. */
const newsCount = 3;

interface HomeSectionProps {
  id: string;
  title: string;
  /** The section's full list. */
  to: string;
  children: ReactNode;
}

/** A home section: its heading, a "See all" link into the full list, its content. */
function HomeSection({ id, title, to, children }: HomeSectionProps) {
  const { t } = useTranslation(ns);
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId} data-testid={`home-${id}`}>
      <div className={styles.head}>
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        <Link to={to} className={styles.seeAll}>
          {t('common.seeAll')}
          <VisuallyHidden> {title}</VisuallyHidden>
          <Chevron points="on" size={16} />
        </Link>
      </div>
      {children}
    </section>
  );
}

/**
 * `/`: banners, then featured this month, popular, hot news and lucky bags, each leading to its list.
 * Everything comes from one call (GET index); while it runs, every block holds its final size.
 */
export default function HomePage() {
  const { t } = useTranslation(ns);
  const request = homeData();
  const { data, error, reload } = usePageData(request.key, request.load);
  const home = data?.data;
  const site = useSeoSite();
  // The route's title and the shop's description and picture; search engines learn who the shop is and how to search it.
  usePageMeta({ structuredData: [organizationJsonLd(site, t('seo.shopName')), webSiteJsonLd(site, t('seo.shopName'))] });

  return (
    <div className={home || error ? undefined : loadingPageClass} data-testid="home-page">
      <VisuallyHidden as="h1">{t('title.home')}</VisuallyHidden>
      {error ? (
        <ErrorState onRetry={reload} />
      ) : (
        <>
          {home ? home.banners.length > 0 && <BannerCarousel banners={home.banners} /> : <BannerCarouselSkeleton />}
          <HomeSection id="featured" title={t('home.featured')} to={sectionLists.featured}>
            <ProductGrid products={home?.featured.slice(0, productsPerSection)} listName="featured" label={t('home.featured')} />
          </HomeSection>
          <HomeSection id="popular" title={t('home.popular')} to={sectionLists.popular}>
            <ProductGrid products={home?.popular.slice(0, productsPerSection)} listName="popular" label={t('home.popular')} />
          </HomeSection>
          <HomeSection id="news" title={t('home.hotNews')} to="/news-list">
            <ArticleGrid
              articles={home?.hot_news.slice(0, newsCount)}
              label={t('home.hotNews')}
              headingLevel={3}
              skeletonCount={newsCount}
            />
          </HomeSection>
          <HomeSection id="lucky-bags" title={t('home.luckyBags')} to="/lucky-bag">
            <ProductGrid
              products={home?.lucky_bags.slice(0, productsPerSection)}
              listName="lucky_bag"
              label={t('home.luckyBags')}
            />
          </HomeSection>
        </>
      )}
    </div>
  );
}
