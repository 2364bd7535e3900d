import { Type, type Static } from 'typebox';
import { Id } from './common';
import { Availability, ProductSummary } from './catalog';

export const SubProductInfo = Type.Object(
  { product_id: Id, amount: Type.Integer({ minimum: 1, maximum: 99 }) },
  { additionalProperties: false },
);
export type SubProductInfo = Static<typeof SubProductInfo>;

export const CartUpdate = Type.Object(
  {
    product_id: Id,
    /** The new quantity of this product in the cart; 0 removes it. */
    update_amount: Type.Integer({ minimum: 0, maximum: 999 }),
    sub_product_infos: Type.Optional(Type.Array(SubProductInfo, { maxItems: 20 })),
  },
  { additionalProperties: false },
);
export type CartUpdate = Static<typeof CartUpdate>;

/** A set item of a cart line as the API answers it: named and priced as the product offers it. */
export const CartSetItem = Type.Object({
  product_id: Type.Integer(),
  /** Units of it per unit of the line. */
  amount: Type.Integer(),
  display_name: Type.String(),
  /** The set's price of one unit. */
  unit_price: Type.Integer(),
  state: Availability,
});
export type CartSetItem = Static<typeof CartSetItem>;

/**
 * A cart line as the stores' singleton surface (2.x) holds it: its set items' names and prices are not part of that
 * surface, so a remote built against 2.x stays compatible. What the API answers is a PricedCartItem.
 */
export const CartItem = Type.Object({
  product_id: Type.Integer(),
  amount: Type.Integer(),
  sub_product_infos: Type.Array(Type.Object({ product_id: Type.Integer(), amount: Type.Integer() })),
  state: Availability,
  /** Largest amount this member may hold now (per-product limit and stock). */
  max_amount: Type.Integer(),
  product: ProductSummary,
});
export type CartItem = Static<typeof CartItem>;

/** A cart line as GET/POST cart answer it: a CartItem whose set items are named and priced. */
export const PricedCartItem = Type.Object({ ...CartItem.properties, sub_product_infos: Type.Array(CartSetItem) });
export type PricedCartItem = Static<typeof PricedCartItem>;

export const CartBody = Type.Object({
  data: Type.Array(PricedCartItem),
  /** Maximum number of distinct products a cart may hold. */
  limit: Type.Integer(),
});
export type CartBody = Static<typeof CartBody>;
