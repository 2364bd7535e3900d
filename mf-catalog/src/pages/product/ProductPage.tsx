import { useEffect, useId, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@shop/shared/transport';
import { track } from '@shop/shared/analytics';
import type { ProductDetail } from '@shop/shared/contract';
import { usePageData } from '@shop/shared/page-cache';
import { breadcrumbJsonLd, productJsonLd, productPrice, sharePicture, useSeoSite } from '@shop/shared/seo';
import {
  ErrorState,
  Gallery,
  GalleryBeside,
  ItemFacts,
  ItemTitle,
  PageSection,
  useAdultContent,
  usePageMeta,
} from '@shop/shared/ui';
import { Price } from '../../components/price/Price';
import { ProductBadges } from '../../components/product-card/ProductBadges';
import { ProductGrid } from '../../components/product-card/ProductGrid';
import { metaDescription } from '../../lib/metaDescription';
import { parseId } from '../../lib/paging';
import { ns } from '../../namespace';
import { productData } from './data';
import { Breadcrumb, useBreadcrumbSteps } from './Breadcrumb';
import { holdLimit } from '@shop/shared/cart';
import { ProductNotFound } from './ProductNotFound';
import { SizePicker } from './SizePicker';
import { ProductSkeleton } from './ProductSkeleton';
import { PurchasePanel } from './PurchasePanel';
import { RestockNotice } from './RestockNotice';
import { StockState } from './StockState';
import * as chips from '../../components/inline-list/inline-list.module.css';
import * as styles from './product-page.module.css';

/** /product/:productId — everything about one product, and the way to buy it. */
export default function ProductPage() {
  const { t } = useTranslation(ns);
  const { productId = '' } = useParams();
  const id = parseId(productId);
  const request = productData(productId);
  const { data, error, reload } = usePageData(request.key, request.load);
  const product = data?.data;
  // Tells the shell's age gate (SPEC §2) that this page shows adult content.
  useAdultContent(product?.is_adult ?? false);
  // The document is titled with the product's name once it is here (the route's title until then).
  const shown = product?.product_id === id ? product : undefined;
  const missing = id === null || (error instanceof ApiError && error.status === 404);
  const site = useSeoSite();
  const steps = useBreadcrumbSteps(shown);
  // A missing product's tab says so, not "Product details".
  usePageMeta(
    missing
      ? { title: t('product.notFound.title') }
      : shown && {
          title: shown.display_name,
          description: metaDescription(shown.description) || t('product.metaDescription', { name: shown.display_name }),
          image: sharePicture('product', shown.product_id, shown.display_name),
          kind: 'product',
          price: { amount: productPrice(shown), currency: 'TWD' },
          adult: shown.is_adult,
          structuredData: [productJsonLd(site, shown), breadcrumbJsonLd(site, steps)],
        },
  );

  if (missing) return <ProductNotFound />;
  if (error) return <ErrorState onRetry={reload} />;
  if (!product || product.product_id !== id) return <ProductSkeleton />;
  // Keyed, so moving to a recommended product starts with its first picture and a quantity of 1.
  return <ProductView key={product.product_id} product={product} />;
}

function ProductView({ product }: { product: ProductDetail }) {
  const { t } = useTranslation(ns);
  const descriptionId = useId();
  const recommendationsId = useId();

  // view_item once per product shown (not again when the page re-renders).
  const tracked = useRef<number | null>(null);
  useEffect(() => {
    if (tracked.current === product.product_id) return;
    tracked.current = product.product_id;
    track.viewItem(product);
  }, [product]);

  return (
    <article data-testid="product-page" data-product-id={product.product_id}>
      <Breadcrumb product={product} />

      <GalleryBeside
        gallery={<Gallery images={product.images.length > 0 ? product.images : [product.image]} name={product.display_name} />}
        infoTestId="product-info"
      >
        <ItemTitle>{product.display_name}</ItemTitle>
        <ProductBadges product={product} />
        <Price item={product} withApproximate size="large" />
        <StockState product={product} />

        <ItemFacts>
          <div>
            <dt>{t('product.sku')}</dt>
            <dd>{product.sku}</dd>
          </div>
          <div>
            <dt>{t('product.shipsFrom')}</dt>
            <dd>{t(`product.origin.${product.ships_from}`)}</dd>
          </div>
          {product.sales_area.length > 0 && (
            <div>
              <dt>{t('product.salesArea')}</dt>
              <dd data-testid="sales-area">
                {product.sales_area
                  .map((area) => t(`product.area.${area}`, { defaultValue: area }))
                  .join(t('product.listSeparator'))}
              </dd>
            </div>
          )}
        </ItemFacts>

        {product.variants.length > 0 && <SizePicker product={product} />}
        {/* A design sold in sizes is bought as one of them: its size's page has the buttons. */}
        {product.variants.length > 0 && product.variant_label === null ? null : holdLimit(product) > 0 ? (
          <PurchasePanel product={product} />
        ) : product.availability === 'sold_out' || (product.availability === 'available' && product.stock <= 0) ? (
          <RestockNotice product={product} />
        ) : (
          <p className={styles.unavailable}>{t('product.unavailableNote')}</p>
        )}
      </GalleryBeside>

      <PageSection heading={t('title.product')} headingId={descriptionId}>
        {/* Plain text from the API: rendered as text, never as HTML. */}
        <p className={styles.description} data-testid="product-description">
          {product.description || t('product.noDescription')}
        </p>
        {product.themes.length > 0 && (
          <div className={styles.themes}>
            <h3>{t('product.themes')}</h3>
            <ul className={chips.chips}>
              {product.themes.map((theme) => (
                <li key={theme.theme_id}>
                  <Link className={styles.theme} to={`/theme/${theme.theme_id}`}>
                    {theme.display_name}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        )}
      </PageSection>

      {product.recommendations.length > 0 && (
        <PageSection heading={t('product.recommendations')} headingId={recommendationsId}>
          <ProductGrid products={product.recommendations} listName="recommendations" label={t('product.recommendations')} />
        </PageSection>
      )}
    </article>
  );
}
