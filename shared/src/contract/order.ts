import { Type, type Static } from 'typebox';
import { DataOf, Email, Id, Nullable, PageOf, PagingQuery } from './common';
import { ShipsFrom } from './catalog';
import { SubProductInfo } from './cart';
import { AppliedCoupon, CouponCode } from './coupon';
import { InvoiceChoice, OrderInvoice } from './invoice';
import { PaymentMethod, Purchase, Refund } from './payment';
import { CountryCode, CvsBrand, DeliveryMethod } from './shipping';

// Orders (SPEC §7 GET/POST order, GET/POST order/{order_id}, POST order/coupon). All amounts are integer TWD and
// are computed by the API from its own prices: what a client sends as prices is only used to notice a change.

/**
 * SPEC §4 order statuses: `pending_activation` ('Order established'; unpaid until `paid_at` is set, and
 * canceled with `cancel_reason: 'payment_expired'` when `payment_deadline` passes unpaid), `picking`
 * ('Stock up'; paid), `shipped` (has a `shipping_code`), `finished` ('Completed'), `canceled`; and
 * `refund_requested`: its shopper asked to cancel it once paid, and it waits for the shop's approval or for the
 * money to go back (then `canceled`, with `refunded_amount` equal to the total). Transitions: pending_activation →
 * picking (once paid) | canceled | refund_requested (paid); picking → shipped | canceled | refund_requested;
 * refund_requested → canceled (refunded) | pending_activation or picking (declined); shipped → finished.
 * A partial refund (`refunded_amount` below the total) leaves the status as it is.
 */
export const OrderStatus = Type.Union([
  Type.Literal('pending_activation'),
  Type.Literal('picking'),
  Type.Literal('refund_requested'),
  Type.Literal('shipped'),
  Type.Literal('finished'),
  Type.Literal('canceled'),
]);
export type OrderStatus = Static<typeof OrderStatus>;

/** Why an order is canceled: unpaid past its payment deadline, canceled by the shop, or by its shopper while unpaid. */
export const CancelReason = Type.Union([
  Type.Literal('payment_expired'),
  Type.Literal('canceled_by_shop'),
  Type.Literal('canceled_by_shopper'),
]);
export type CancelReason = Static<typeof CancelReason>;

/** One selected cart line (or the "buy now" product): what to buy, never at what price. */
export const OrderLine = Type.Object(
  {
    product_id: Id,
    amount: Type.Integer({ minimum: 1, maximum: 99 }),
    sub_product_infos: Type.Optional(Type.Array(SubProductInfo, { maxItems: 20 })),
  },
  { additionalProperties: false },
);
export type OrderLine = Static<typeof OrderLine>;

export const Recipient = Type.Object(
  {
    /** English only for destinations outside Taiwan, mainland China, Hong Kong and Macau ('Please enter in English only'). */
    name: Type.String({ minLength: 1, maxLength: 50 }),
    /** Country calling code without '+', as in `system/country-city` (e.g. 886). */
    phone_code: Type.String({ pattern: '^\\+?[0-9]{1,4}$' }),
    /** A mobile number, checked like `system/valid-phone-number`. */
    phone_number: Type.String({ minLength: 1, maxLength: 20 }),
    email: Email,
  },
  { additionalProperties: false },
);
export type Recipient = Static<typeof Recipient>;

/** Home or courier delivery address (`system/country-city-district` gives cities, districts and postal codes). */
export const Address = Type.Object(
  {
    city: Type.String({ minLength: 1, maxLength: 50 }),
    district: Type.String({ maxLength: 50 }),
    postal_code: Type.String({ maxLength: 12 }),
    /** Street, number, floor… English only where the recipient's name is. */
    detail: Type.String({ minLength: 1, maxLength: 200 }),
    /**
     * Taiwan and mainland China: the district's `code` from `system/country-city-district`; the API then takes
     * city and district from its own data (names alone are still accepted and looked up). 40056 when the city,
     * district or code are not the shop's, 40057 when a Taiwan postal code is not the district's.
     */
    district_code: Type.Optional(Type.String({ maxLength: 20 })),
    /** Free-form (international) addresses: state, province, prefecture… as the country writes it. */
    region: Type.Optional(Type.String({ maxLength: 50 })),
    /** Free-form addresses: a second address line (building, apartment). */
    line2: Type.Optional(Type.String({ maxLength: 200 })),
  },
  { additionalProperties: false },
);
export type Address = Static<typeof Address>;

/** A pickup store from `system/tw-cvs`. */
export const CvsStoreChoice = Type.Object(
  { brand: CvsBrand, store_id: Type.String({ minLength: 1, maxLength: 32 }) },
  { additionalProperties: false },
);
export type CvsStoreChoice = Static<typeof CvsStoreChoice>;

const draft = {
  /** Distinct products, all shipping from one origin; a single-checkout-only product must be alone. */
  lines: Type.Array(OrderLine, { minItems: 1, maxItems: 30 }),
  /** Destination country/region. */
  country_code: CountryCode,
  delivery_method: DeliveryMethod,
};
const couponChoice = {
  /** A coupon the member claimed (GET coupon)… */
  coupon_id: Type.Optional(Id),
  /** …or a typed code (claimed on the way when the member has not claimed it yet). At most one of the two. */
  coupon_code: Type.Optional(CouponCode),
};

/**
 * POST order. Members buy with their token; visitors send `guest_email`, where the signed link to the order
 * record is mailed. Send an `Idempotency-Key` header (any unique string per checkout attempt, ≤ 128 characters):
 * repeating the request with the same key answers the same order instead of creating another (40902 when the
 * same key comes with a different request). Refusals: 40022 over the purchase limit, 40024 purchase separately,
 * 40025 a set's items not all selected, 40026 separate origins, 40031 unavailable or not enough stock (back to
 * the cart), 40032 cannot ship there, 40033 customs ID, 40034 shipping costs updated, 40035 prices updated,
 * 40036 shipping information incomplete, 40037 English only, 40038 mobile number, 40056 unknown city or district,
 * 40057 postal code not the district's, 40080–40083 an e-invoice carrier, donation code or business number, and
 * the coupon refusals of POST order/coupon.
 */
export const OrderCreate = Type.Object(
  {
    ...draft,
    ...couponChoice,
    recipient: Recipient,
    /** Required for `home` and `overseas_courier`. */
    address: Type.Optional(Address),
    /** Required for `cvs`. */
    cvs_store: Type.Optional(CvsStoreChoice),
    /** Tax/ID number for the SPEC §9 customs destinations (rules: `@shop/shared/forms` customs). */
    customs_id: Type.Optional(Type.String({ maxLength: 40 })),
    /** Taiwan destinations: how the buyer takes the uniform e-invoice (the member carrier when absent); ignored elsewhere. */
    invoice: Type.Optional(InvoiceChoice),
    payment_method: PaymentMethod,
    /** Visitors only (required without a member token); ignored for members. */
    guest_email: Type.Optional(Email),
    /** The total the shopper saw. When the API's total differs: 40034 'Shipping costs updated' if the fee changed, else 40035. */
    expected_total: Type.Integer({ minimum: 0 }),
    /** The shipping fee the shopper saw (part of `expected_total`). */
    expected_shipping_fee: Type.Integer({ minimum: 0 }),
  },
  { additionalProperties: false },
);
export type OrderCreate = Static<typeof OrderCreate>;

export const OrderAmounts = Type.Object({
  /** Goods: unit prices × amounts. */
  subtotal: Type.Integer(),
  shipping_fee: Type.Integer(),
  /** Taken off by the coupon (0 without one). */
  discount: Type.Integer(),
  /** subtotal + shipping_fee − discount: what is paid. Import taxes are never included. */
  total: Type.Integer(),
});
export type OrderAmounts = Static<typeof OrderAmounts>;

/** A bought product as it was when ordered (names in the caller's language). */
export const OrderItem = Type.Object({
  product_id: Type.Integer(),
  sku: Type.String(),
  display_name: Type.String(),
  image: Type.String(),
  /** Price paid per unit (the selling price when there was one, else the marked price). */
  unit_price: Type.Integer(),
  marked_price: Type.Integer(),
  amount: Type.Integer(),
  /** (unit_price + its set items' unit_price × amount) × amount: what the line cost with its set items. */
  line_total: Type.Integer(),
  is_pre_order: Type.Boolean(),
  /** The line's set items: `amount` of each per unit of the line, at the set's `unit_price`. */
  sub_product_infos: Type.Array(
    Type.Object({
      product_id: Type.Integer(),
      display_name: Type.String(),
      amount: Type.Integer(),
      unit_price: Type.Integer(),
    }),
  ),
});
export type OrderItem = Static<typeof OrderItem>;

/** An order in the member's list (GET order). */
export const OrderSummary = Type.Object({
  order_id: Type.Integer(),
  /** The number shown to shoppers and support, e.g. S2611230000123. */
  order_number: Type.String(),
  /** Order time, ISO 8601. */
  created_at: Type.String({ description: 'ISO 8601 date-time' }),
  status: OrderStatus,
  cancel_reason: Nullable(CancelReason),
  canceled_at: Nullable(Type.String({ description: 'ISO 8601 date-time' })),
  paid_at: Nullable(Type.String({ description: 'ISO 8601 date-time' })),
  /** Unpaid orders: when they expire (stock and coupon go back). Null once paid or canceled. */
  payment_deadline: Nullable(Type.String({ description: 'ISO 8601 date-time' })),
  payment_method: PaymentMethod,
  ships_from: ShipsFrom,
  amounts: OrderAmounts,
  /** Integer TWD of its payment given back so far: the total once refunded in full, less after a partial refund. */
  refunded_amount: Type.Integer(),
  items: Type.Array(OrderItem),
});
export type OrderSummary = Static<typeof OrderSummary>;

export const OrderDelivery = Type.Object({
  country_code: Type.String(),
  delivery_method: DeliveryMethod,
  recipient: Type.Object({
    name: Type.String(),
    phone_code: Type.String(),
    phone_number: Type.String(),
    email: Type.String(),
  }),
  /** Taiwan and mainland China: city and district named in the request's language. */
  address: Nullable(
    Type.Object({
      city: Type.String(),
      district: Type.String(),
      postal_code: Type.String(),
      detail: Type.String(),
      district_code: Type.Optional(Type.String()),
      region: Type.Optional(Type.String()),
      line2: Type.Optional(Type.String()),
      /** The address printed the way its country writes it, in the request's language: one line per entry. */
      lines: Type.Optional(Type.Array(Type.String())),
    }),
  ),
  cvs_store: Nullable(Type.Object({ brand: CvsBrand, store_id: Type.String(), name: Type.String(), address: Type.String() })),
});
export type OrderDelivery = Static<typeof OrderDelivery>;

/** Shipping information: the parcel's tracking (shipping code) once shipped. */
export const OrderShipping = Type.Object({
  shipping_code: Nullable(Type.String()),
  carrier: Nullable(Type.String()),
  /** When the shop began to pick the paid order. */
  picking_at: Nullable(Type.String({ description: 'ISO 8601 date-time' })),
  shipped_at: Nullable(Type.String({ description: 'ISO 8601 date-time' })),
  finished_at: Nullable(Type.String({ description: 'ISO 8601 date-time' })),
});
export type OrderShipping = Static<typeof OrderShipping>;

/** The order record (GET order/{order_id}, and what POST order and POST order/{order_id} answer). */
export const OrderDetail = Type.Object({
  ...OrderSummary.properties,
  delivery: OrderDelivery,
  shipping: OrderShipping,
  /** Customs details for destinations that need a tax/ID number; null otherwise. */
  customs: Nullable(Type.Object({ country_code: Type.String(), id_number: Type.String() })),
  /** The destination charges import taxes, which are not in the total (and the order had no free-shipping event). */
  import_tax_excluded: Type.Boolean(),
  /** Overseas parcels sent back cost the shopper this much (SPEC §9: shipping fee × 2); null when not overseas. */
  return_shipping_fee: Nullable(Type.Integer()),
  coupon: Nullable(AppliedCoupon),
  /** The order's live payment (the latest one started); null when none was started. */
  purchase: Nullable(Purchase),
  /** When its shopper asked to cancel it once paid; null otherwise. */
  refund_requested_at: Nullable(Type.String({ description: 'ISO 8601 date-time' })),
  /** Money given back from its payments, oldest first (a payment that came after it expired is refunded too). */
  refunds: Type.Array(Refund),
  /** Taiwan destinations: the uniform e-invoice the order takes; null elsewhere. */
  invoice: Nullable(OrderInvoice),
  /** Placed by a visitor (read with the mailed link's token). */
  is_guest: Type.Boolean(),
});
export type OrderDetail = Static<typeof OrderDetail>;

export const OrderBody = DataOf(OrderDetail);
export type OrderBody = Static<typeof OrderBody>;

/** POST order's answer. `guest_token` (visitors only) reads and pays this order: GET order/{order_id}?token=… */
export const OrderCreated = DataOf(Type.Object({ order: OrderDetail, guest_token: Nullable(Type.String()) }));
export type OrderCreated = Static<typeof OrderCreated>;

/** GET order: the member's orders, newest first. */
export const OrderListQuery = Type.Object(
  {
    ...PagingQuery,
    status: Type.Optional(OrderStatus),
    /** Only the orders still waiting for their payment (unpaid, before their deadline): what the cart and checkout offer to pay or cancel. */
    awaiting_payment: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type OrderListQuery = Static<typeof OrderListQuery>;
export const OrderList = PageOf(OrderSummary);
export type OrderList = Static<typeof OrderList>;

export const OrderParams = Type.Object({ order_id: Id }, { additionalProperties: false });
export type OrderParams = Static<typeof OrderParams>;

/**
 * Who may read or pay an order: its member (bearer token), or anyone with the order's guest token (the signed,
 * expiring link mailed to the visitor: /order-detail?order_id=…&token=…). Every other caller gets 404.
 */
export const OrderAccessQuery = Type.Object(
  { token: Type.Optional(Type.String({ minLength: 1, maxLength: 1024 })) },
  { additionalProperties: false },
);
export type OrderAccessQuery = Static<typeof OrderAccessQuery>;

/** POST order/{order_id}: pay an unpaid order again (a new payment replaces the earlier one), optionally by another method. */
export const OrderPayAgain = Type.Object({ payment_method: Type.Optional(PaymentMethod) }, { additionalProperties: false });
export type OrderPayAgain = Static<typeof OrderPayAgain>;

/**
 * POST order/{order_id}/cancel: the shopper ends their own order (member by token, visitor with the order's guest
 * token). Unpaid: canceled at once, its stock and coupon go back, and a member's lines go back into the cart (as many
 * as the cart has room for). Paid and not shipped: it becomes `refund_requested`; unless the shop reviews such
 * requests (or it is already being picked), it is approved at once: stock and coupon go back and its payment is
 * refunded in full, and it is `canceled` once the money is back. Answers the order; one already canceled or
 * refund_requested answers as it is. 40950 once shipped (a payment arriving at the same moment as an unpaid order's
 * cancellation either wins, making this a request, or finds the order canceled and is refunded).
 */
export const OrderCancelBody = DataOf(Type.Object({ order: OrderDetail, lines_back_in_cart: Type.Integer() }));
export type OrderCancelBody = Static<typeof OrderCancelBody>;

/**
 * POST order/coupon (members): prices an order draft with a coupon, or without one when neither `coupon_id` nor
 * `coupon_code` is sent. Refusals: 40040 invalid code, 40042 expired, 40045 used, 40046 under the threshold,
 * 40047 wrong origin or region, 40048 fully redeemed, 40049 not started; and the draft's own errors
 * (40031 unavailable, 40032 cannot ship there, 40024 purchase separately, 40026 separate origins).
 */
export const OrderQuoteRequest = Type.Object({ ...draft, ...couponChoice }, { additionalProperties: false });
export type OrderQuoteRequest = Static<typeof OrderQuoteRequest>;
export const OrderQuote = Type.Object({
  ships_from: ShipsFrom,
  amounts: OrderAmounts,
  coupon: Nullable(AppliedCoupon),
  /** The route's free-shipping threshold (site-wide event); null when this destination is not eligible (import taxes). */
  free_shipping_threshold: Nullable(Type.Integer()),
  import_tax_excluded: Type.Boolean(),
});
export type OrderQuote = Static<typeof OrderQuote>;
export const OrderQuoteBody = DataOf(OrderQuote);
export type OrderQuoteBody = Static<typeof OrderQuoteBody>;
