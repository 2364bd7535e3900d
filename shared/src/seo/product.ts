import type { ItemAvailability, Offer, Product, WithContext } from 'schema-dts';
import type { Availability, KujiDetail, ProductDetail } from '../contract';
import { pageAddress, pictureAddress, type SeoSite } from './address';

const currency = 'TWD';
/** Google reads `hasAdultConsideration` to keep adult items out of SafeSearch results. */
const adultConsideration = 'https://schema.org/SexualContentConsideration';

/** A product's price now: its selling price when reduced, else its marked price. */
export const productPrice = (product: Pick<ProductDetail, 'marked_price' | 'selling_price'>): number =>
  product.selling_price ?? product.marked_price;

function productAvailability(availability: Availability, stock: number): ItemAvailability {
  if (availability === 'pre_order') return 'https://schema.org/PreOrder';
  if (availability === 'available' && stock > 0) return 'https://schema.org/InStock';
  return 'https://schema.org/OutOfStock';
}

/** The shop's release date (`2026-12-01` or a date-time) as schema.org's date, if it is one. */
function isoDate(value: string): string | undefined {
  return Number.isNaN(Date.parse(value)) ? undefined : value;
}

/** /product/{id}: the product, its pictures and its one offer in TWD. */
export function productJsonLd(site: SeoSite, product: ProductDetail): WithContext<Product> {
  const url = pageAddress(site, `/product/${product.product_id}`);
  const availability = productAvailability(product.availability, product.stock);
  const starts = availability === 'https://schema.org/PreOrder' ? isoDate(product.release_date) : undefined;
  const offer: Offer = {
    '@type': 'Offer',
    url,
    price: productPrice(product),
    priceCurrency: currency,
    availability,
    ...(starts && { availabilityStarts: starts }),
    itemCondition: 'https://schema.org/NewCondition',
  };
  const pictures = product.images.length > 0 ? product.images : [product.image];
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.display_name,
    sku: product.sku,
    url,
    image: pictures.filter(Boolean).map((picture) => pictureAddress(site, picture)),
    ...(product.description && { description: product.description }),
    offers: offer,
    ...(product.is_adult && { hasAdultConsideration: adultConsideration }),
  };
}

function kujiAvailability(kuji: KujiDetail): ItemAvailability {
  if (kuji.status === 'on_sale' && kuji.tickets_left > 0) return 'https://schema.org/InStock';
  if (kuji.status === 'ended') return 'https://schema.org/Discontinued';
  if (kuji.status === 'sold_out' || kuji.tickets_left <= 0) return 'https://schema.org/SoldOut';
  // Upcoming: nothing can be bought before it opens (not a pre-order); availabilityStarts says when it does.
  return 'https://schema.org/OutOfStock';
}

/**
 * /fanza/{id}: a kuji campaign sells draws, one ticket at a time at one price, until its box is empty or it
 * ends: a Product whose Offer is one draw, open from the campaign's start to its end.
 */
export function kujiJsonLd(site: SeoSite, kuji: KujiDetail): WithContext<Product> {
  const url = pageAddress(site, `/fanza/${kuji.kuji_id}`);
  const pictures = kuji.images.length > 0 ? kuji.images : [kuji.image];
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: kuji.title,
    sku: `kuji-${kuji.kuji_id}`,
    url,
    image: pictures.filter(Boolean).map((picture) => pictureAddress(site, picture)),
    ...(kuji.description && { description: kuji.description }),
    offers: {
      '@type': 'Offer',
      url,
      price: kuji.price,
      priceCurrency: currency,
      availability: kujiAvailability(kuji),
      availabilityStarts: kuji.starts_at,
      availabilityEnds: kuji.ends_at,
      inventoryLevel: { '@type': 'QuantitativeValue', value: kuji.tickets_left },
    },
    ...(kuji.adult && { hasAdultConsideration: adultConsideration }),
  };
}
