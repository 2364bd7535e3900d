import { useEffect, useId, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@shop/shared/transport';
import { getProduct } from '../../api/products';
import { track } from '@shop/shared/analytics';
import type { ProductDetail } from '@shop/shared/contract';
import { formatDate } from '@shop/shared/format';
import { usePageData } from '@shop/shared/page-cache';
import { ErrorState, useAdultContent } from '@shop/shared/ui';
import { Price } from '../../components/price/Price';
import { ProductBadges } from '../../components/product-card/ProductBadges';
import { ProductGrid } from '../../components/product-card/ProductGrid';
import { useCategoryName } from '../../components/product-list/categoryName';
import { parseId } from '../../lib/paging';
import { ns } from '../../namespace';
import { Gallery } from './Gallery';
import { PurchasePanel } from './PurchasePanel';
import { isPurchasable } from '@shop/shared/cart';
import { RestockNotice } from './RestockNotice';
import '../../components/catalog.css';
import './product.css';

/** Below this many units left, the page says how many. */
const lowStock = 5;

/** /product/:productId — everything about one product, and the way to buy it. */
export default function ProductPage() {
  const { productId = '' } = useParams();
  const id = parseId(productId);
  const { data, error, reload } = usePageData(`product:${productId}`, () =>
    id !== null ? getProduct(id, { noGlobalError: true }) : Promise.reject(new ApiError(404, undefined, 'Not Found')),
  );
  const product = data?.data;
  // Tells the shell's age gate (SPEC §2) that this page shows adult content.
  useAdultContent(product?.is_adult ?? false);

  if (id === null || (error instanceof ApiError && error.status === 404)) return <ProductNotFound />;
  if (error) return <ErrorState onRetry={reload} />;
  if (!product || product.product_id !== id) return <ProductSkeleton />;
  // Keyed, so moving to a recommended product starts with its first picture and a quantity of 1.
  return <ProductView key={product.product_id} product={product} />;
}

function ProductView({ product }: { product: ProductDetail }) {
  const { t } = useTranslation(ns);
  const categoryName = useCategoryName(String(product.category_id));
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
    <article className="product-page" data-testid="product-page" data-product-id={product.product_id}>
      <nav className="breadcrumb" aria-label={t('product.breadcrumb')}>
        <ol className="catalog-inline-list">
          <li>
            <Link to="/">{t('title.home')}</Link>
          </li>
          <li>
            <Link to={`/product-list/${product.category_id}`}>{categoryName ?? t('title.productList')}</Link>
          </li>
          <li aria-current="page">{product.display_name}</li>
        </ol>
      </nav>

      <div className="product-top">
        <Gallery images={product.images.length > 0 ? product.images : [product.image]} name={product.display_name} />

        <div className="product-info">
          <h1 className="product-name">{product.display_name}</h1>
          <ProductBadges product={product} />
          <Price item={product} withApproximate size="large" />
          <StockState product={product} />

          <dl className="product-facts">
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
                <dd data-testid="sales-area">{product.sales_area.map((area) => t(`product.area.${area}`, { defaultValue: area })).join(t('product.listSeparator'))}</dd>
              </div>
            )}
          </dl>

          {isPurchasable(product) ? (
            <PurchasePanel product={product} />
          ) : product.availability === 'sold_out' ? (
            <RestockNotice product={product} />
          ) : (
            <p className="product-unavailable">{t('product.unavailableNote')}</p>
          )}
        </div>
      </div>

      <section className="product-section" aria-labelledby={descriptionId}>
        <h2 id={descriptionId}>{t('title.product')}</h2>
        {/* Plain text from the API: rendered as text, never as HTML. */}
        <p className="product-description" data-testid="product-description">
          {product.description || t('product.noDescription')}
        </p>
        {product.themes.length > 0 && (
          <div className="product-themes">
            <h3>{t('product.themes')}</h3>
            <ul className="catalog-inline-list catalog-chip-list">
              {product.themes.map((theme) => (
                <li key={theme.theme_id}>
                  <Link className="catalog-chip product-theme" to={`/theme/${theme.theme_id}`}>
                    {theme.display_name}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        )}
      </section>

      {product.recommendations.length > 0 && (
        <section className="product-section" aria-labelledby={recommendationsId}>
          <h2 id={recommendationsId}>{t('product.recommendations')}</h2>
          <ProductGrid products={product.recommendations} listName="recommendations" label={t('product.recommendations')} />
        </section>
      )}
    </article>
  );
}

function StockState({ product }: { product: ProductDetail }) {
  const { t } = useTranslation(ns);
  let text: string;
  let tone: 'ok' | 'warn' | 'off';
  switch (product.availability) {
    case 'available':
      text = product.stock <= lowStock ? t('product.stock.low', { count: product.stock }) : t('product.stock.available');
      tone = product.stock <= lowStock ? 'warn' : 'ok';
      break;
    case 'pre_order':
      text = t('product.stock.preOrder');
      tone = 'ok';
      break;
    case 'sold_out':
      text = t('product.stock.soldOut');
      tone = 'off';
      break;
    default:
      text = t('product.stock.unavailable');
      tone = 'off';
  }
  return (
    <p className={`stock stock-${tone}`} data-testid="stock-state">
      <span className="stock-dot" aria-hidden="true" />
      {text}
      {product.availability === 'pre_order' && (
        <span className="stock-release" data-testid="release-date">
          {t('product.releaseDate', { date: formatDate(product.release_date) })}
        </span>
      )}
    </p>
  );
}

function ProductSkeleton() {
  return (
    <div className="product-page" aria-busy="true" data-testid="product-skeleton">
      <div className="skeleton breadcrumb-skeleton" />
      <div className="product-top">
        <div className="gallery">
          <div className="skeleton skeleton-square gallery-image" />
        </div>
        <div className="product-info">
          <div className="skeleton skeleton-line product-name-skeleton" />
          <div className="skeleton skeleton-line skeleton-short" />
          <div className="skeleton skeleton-line price-skeleton" />
          <div className="skeleton skeleton-line skeleton-short" />
          <div className="skeleton purchase-skeleton" />
        </div>
      </div>
    </div>
  );
}

function ProductNotFound() {
  const { t } = useTranslation(ns);
  return (
    <section className="product-not-found" data-testid="product-not-found">
      <h1>{t('product.notFound.title')}</h1>
      <p>{t('product.notFound.body')}</p>
      <div className="product-not-found-actions">
        <Link to="/" className="button button-primary">
          {t('product.notFound.home')}
        </Link>
        <Link to="/product-list/all" className="button">
          {t('product.notFound.browse')}
        </Link>
      </div>
    </section>
  );
}
