import type { CartItem, ExpressFee, ProductSummary } from '@shop/shared/contract';
import { product as catalogueProduct } from '@shop/shared/testing';

/** A product sold everywhere (Taiwan, China, overseas) at 1,000 of 1,200. */
export const product = (id: number, overrides: Partial<ProductSummary> = {}): ProductSummary =>
  catalogueProduct(id, { selling_price: 1000, sales_area: ['TW', 'CN', 'OVERSEAS'], ...overrides });

/** A cart line of product `id`: in stock, sold everywhere, shipping from Taiwan, up to 5 may be held. */
export function line(
  id: number,
  fields: Partial<Omit<CartItem, 'product'>> = {},
  productFields: Partial<ProductSummary> = {},
): CartItem {
  const state = fields.state ?? productFields.availability ?? 'available';
  return {
    product_id: id,
    amount: 1,
    sub_product_infos: [],
    state,
    max_amount: state === 'sold_out' || state === 'unavailable' ? 0 : 5,
    ...fields,
    product: product(id, {
      availability: state,
      is_pre_order: state === 'pre_order',
      is_sold_out: state === 'sold_out',
      ...productFields,
    }),
  };
}

export const preOrder = (id: number, productFields: Partial<ProductSummary> = {}) =>
  line(id, { state: 'pre_order' }, productFields);
export const fromChina = (id: number, fields: Partial<Omit<CartItem, 'product'>> = {}) => line(id, fields, { ships_from: 'CN' });
export const single = (id: number) => line(id, {}, { is_single_checkout: true });

/** The seeded fee table's shape: Taiwan by home delivery or store pickup; China ships to Taiwan and China only. */
export const fees: ExpressFee['data'] = [
  { country_code: 'TW', ships_from: 'TW', delivery_method: 'home', fee: 100, free_shipping_threshold: 1500 },
  { country_code: 'TW', ships_from: 'TW', delivery_method: 'cvs', fee: 60, free_shipping_threshold: 1000 },
  { country_code: 'TW', ships_from: 'CN', delivery_method: 'home', fee: 180, free_shipping_threshold: 3000 },
  { country_code: 'CN', ships_from: 'CN', delivery_method: 'home', fee: 90, free_shipping_threshold: 1500 },
  { country_code: 'CN', ships_from: 'TW', delivery_method: 'home', fee: 250, free_shipping_threshold: 4000 },
  { country_code: 'JP', ships_from: 'TW', delivery_method: 'overseas_courier', fee: 350, free_shipping_threshold: 6000 },
  { country_code: 'KR', ships_from: 'TW', delivery_method: 'overseas_courier', fee: 380, free_shipping_threshold: 6000 },
];
