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

export const CartItem = Type.Object({
  product_id: Type.Integer(),
  amount: Type.Integer(),
  /** The line's set items (`amount` of each per unit of the line), named and priced as the product offers them. */
  sub_product_infos: Type.Array(
    Type.Object({
      product_id: Type.Integer(),
      amount: Type.Integer(),
      display_name: Type.String(),
      /** The set's price of one unit. */
      unit_price: Type.Integer(),
      state: Availability,
    }),
  ),
  state: Availability,
  /** Largest amount this member may hold now (per-product limit and stock). */
  max_amount: Type.Integer(),
  product: ProductSummary,
});
export type CartItem = Static<typeof CartItem>;

export const CartBody = Type.Object({
  data: Type.Array(CartItem),
  /** Maximum number of distinct products a cart may hold. */
  limit: Type.Integer(),
});
export type CartBody = Static<typeof CartBody>;
