import type { OrderAmounts, OrderLine, SalesArea } from '@shop/shared/contract';
import { importTaxApplies, salesAreaOf } from '@shop/shared/forms/rules';
import type { Db } from '../../db/client';
import { fail } from '../../platform/errors';
import { productsByIds, type ProductRow } from '../product/service';
import { offersOf, setItemsRefusal, type SetOffer } from '../product/set-offers';
import { isKnownDestination, shippingFees } from '../system/service';

// An order draft (lines, destination, delivery method) checked and priced from the API's own data. Pure once
// the products are loaded: the quote (POST order/coupon) and the order itself price the same way.

export interface Draft {
  lines: OrderLine[];
  country_code: string;
  delivery_method: string;
}

/** A set item of a line: `amount` per unit of the line, at the offer's price. */
export interface PricedSub {
  product: ProductRow;
  amount: number;
  unitPrice: number;
}

export interface PricedLine {
  product: ProductRow;
  amount: number;
  unitPrice: number;
  subs: PricedSub[];
  /** What one unit of the line costs with its set items. */
  setUnitPrice: number;
}

export interface PricedDraft {
  shipsFrom: 'TW' | 'CN';
  area: SalesArea;
  lines: PricedLine[];
  subtotal: number;
  /** The route's fee for the chosen delivery method before any free shipping. */
  routeFee: number;
  /** From this goods subtotal the route ships free; null when the destination is not eligible (import taxes). */
  freeShippingThreshold: number | null;
  importTax: boolean;
}

export const unitPriceOf = (p: ProductRow) => p.sellingPrice ?? p.markedPrice;

/** What pricing a draft reads: the products it names (lines and sub-products) and the set offers of its lines. */
export interface DraftCatalogue {
  products: Map<number, ProductRow>;
  offers: Map<number, Map<number, SetOffer>>;
}

export async function loadDraftProducts(db: Db, lines: OrderLine[]): Promise<DraftCatalogue> {
  const [products, offers] = await Promise.all([
    productsByIds(db, [
      ...new Set(lines.flatMap((l) => [l.product_id, ...(l.sub_product_infos ?? []).map((s) => s.product_id)])),
    ]),
    offersOf(
      db,
      lines.map((l) => l.product_id),
    ),
  ]);
  return { products, offers };
}

/** Checks a draft against the shop's rules and prices it; throws the first refusal the shopper must act on. */
export function priceDraft(draft: Draft, { products, offers }: DraftCatalogue): PricedDraft {
  const ids = draft.lines.map((l) => l.product_id);
  if (new Set(ids).size !== ids.length) fail('BAD_PARAMS');
  const lines = draft.lines.map((l): PricedLine => {
    const product = products.get(l.product_id);
    // Gone, withdrawn or sold out: back to the cart, which shows why.
    if (!product || product.status !== 'on_sale' || (!product.preOrder && product.stock < l.amount)) fail('CHECKOUT_FAILED');
    if (l.amount > product.purchaseLimit) fail('QUANTITY_LIMIT');
    const infos = l.sub_product_infos ?? [];
    const refusal = setItemsRefusal(offers.get(product.id), infos);
    if (refusal) fail(refusal);
    const subs = infos.map((s): PricedSub => {
      const sub = products.get(s.product_id);
      // An item is stocked like any line: each unit of the line takes `amount` of it.
      if (!sub || sub.status !== 'on_sale' || (!sub.preOrder && sub.stock < s.amount * l.amount)) fail('CHECKOUT_FAILED');
      return { product: sub, amount: s.amount, unitPrice: offers.get(product.id)!.get(sub.id)!.unitPrice };
    });
    const unitPrice = unitPriceOf(product);
    const setUnitPrice = subs.reduce((sum, s) => sum + s.unitPrice * s.amount, unitPrice);
    return { product, amount: l.amount, unitPrice, subs, setUnitPrice };
  });
  if (lines.length > 1 && lines.some((l) => l.product.singleCheckout)) fail('PURCHASE_SEPARATELY');
  // Set items travel in their line's parcel: they ship from the same place, to where it may be sold.
  const shipped = lines.flatMap((l) => [l.product, ...l.subs.map((s) => s.product)]);
  const origins = new Set(shipped.map((p) => p.shipsFrom));
  if (origins.size > 1) fail('SEPARATE_ORIGINS');
  const shipsFrom = lines[0]!.product.shipsFrom === 'CN' ? 'CN' : 'TW';
  const area = salesAreaOf(draft.country_code);
  if (!isKnownDestination(draft.country_code) || shipped.some((p) => !p.salesArea.includes(area))) fail('CANNOT_SHIP');
  const route = shippingFees({ country_code: draft.country_code, ships_from: shipsFrom }).find(
    (f) => f.delivery_method === draft.delivery_method,
  );
  if (!route) fail('CANNOT_SHIP');
  const importTax = importTaxApplies(draft.country_code);
  return {
    shipsFrom,
    area,
    lines,
    subtotal: lines.reduce((sum, l) => sum + l.setUnitPrice * l.amount, 0),
    routeFee: route.fee,
    freeShippingThreshold: importTax ? null : route.free_shipping_threshold,
    importTax,
  };
}

/** The amounts of a priced draft with what its coupon (if any) gives. */
export function amountsOf(d: PricedDraft, coupon: { discount: number; freeShipping: boolean } | null): OrderAmounts {
  const freeByThreshold = d.freeShippingThreshold !== null && d.subtotal >= d.freeShippingThreshold;
  const shipping = coupon?.freeShipping || freeByThreshold ? 0 : d.routeFee;
  const discount = Math.min(coupon?.discount ?? 0, d.subtotal);
  return { subtotal: d.subtotal, shipping_fee: shipping, discount, total: d.subtotal + shipping - discount };
}
