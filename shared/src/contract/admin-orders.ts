import { Type, type Static } from 'typebox';
import { DataOf, Id, Nullable, PageOf, PagingQuery } from './common';
import { InvoiceKind } from './invoice';
import { OrderDetail, OrderStatus } from './order';
import { PaymentMethod, Purchase } from './payment';
import { CountryCode, DeliveryMethod } from './shipping';

// The operator console's orders (/api/admin/v1/orders): find them, read an order's whole record, move it along,
// give money back, mail a notice again, export what was found. Every write is in the audit log.

const Day = Type.String({ format: 'date', description: 'YYYY-MM-DD, a day in Taiwan' });

/** How a Taiwan order takes its uniform e-invoice; `none` for orders outside Taiwan (no invoice). */
export const AdminInvoiceKind = Type.Union([...InvoiceKind.anyOf, Type.Literal('none')]);
export type AdminInvoiceKind = Static<typeof AdminInvoiceKind>;

const filters = {
  status: Type.Optional(OrderStatus),
  /** Placed on or after this day (Taiwan time). */
  created_from: Type.Optional(Day),
  /** Placed on or before this day (Taiwan time). */
  created_to: Type.Optional(Day),
  payment_method: Type.Optional(PaymentMethod),
  /** The destination. */
  country_code: Type.Optional(CountryCode),
  /** A member's orders or a visitor's. */
  buyer: Type.Optional(Type.Union([Type.Literal('member'), Type.Literal('guest')])),
  invoice: Type.Optional(AdminInvoiceKind),
  /** An order number or id, or part of an e-mail address (the member's, the guest's or the recipient's), recipient name or phone. */
  q: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
};

/** GET orders: newest first, every filter narrowing the list. */
export const AdminOrderListQuery = Type.Object({ ...PagingQuery, ...filters }, { additionalProperties: false });
export type AdminOrderListQuery = Static<typeof AdminOrderListQuery>;

/** GET orders.csv: the same filters, every match up to 10,000 rows. */
export const AdminOrderExportQuery = Type.Object(filters, { additionalProperties: false });
export type AdminOrderExportQuery = Static<typeof AdminOrderExportQuery>;

/** Who bought: a member (their id and e-mail) or a visitor (the guest e-mail). */
export const AdminOrderBuyer = Type.Object({
  member_id: Nullable(Type.Integer()),
  email: Nullable(Type.String()),
});
export type AdminOrderBuyer = Static<typeof AdminOrderBuyer>;

export const AdminOrderRow = Type.Object({
  order_id: Type.Integer(),
  order_number: Type.String(),
  created_at: Type.String({ description: 'ISO 8601 date-time' }),
  status: OrderStatus,
  paid_at: Nullable(Type.String({ description: 'ISO 8601 date-time' })),
  total: Type.Integer(),
  refunded_amount: Type.Integer(),
  payment_method: PaymentMethod,
  country_code: Type.String(),
  delivery_method: DeliveryMethod,
  buyer: AdminOrderBuyer,
  /** Units bought, set items not counted. */
  items_count: Type.Integer(),
  /** The uniform e-invoice's number once issued; null before and outside Taiwan. */
  invoice_number: Nullable(Type.String()),
});
export type AdminOrderRow = Static<typeof AdminOrderRow>;

export const AdminOrderList = PageOf(AdminOrderRow);
export type AdminOrderList = Static<typeof AdminOrderList>;

/** A step of the order's life, from its row: when it was placed, paid, picked, asked to cancel, shipped… */
export const AdminOrderStep = Type.Object({
  step: Type.Union([
    Type.Literal('placed'),
    Type.Literal('paid'),
    Type.Literal('picking'),
    Type.Literal('refund_requested'),
    Type.Literal('shipped'),
    Type.Literal('finished'),
    Type.Literal('canceled'),
  ]),
  at: Type.String({ description: 'ISO 8601 date-time' }),
});
export type AdminOrderStep = Static<typeof AdminOrderStep>;

/** The notices of an order the shop mails its buyer (what `resend` takes). */
export const OrderNoticeEvent = Type.Union([
  Type.Literal('order.placed'),
  Type.Literal('order.paid'),
  Type.Literal('order.picking'),
  Type.Literal('order.shipped'),
  Type.Literal('order.finished'),
  Type.Literal('order.canceled'),
  Type.Literal('order.refund_requested'),
  Type.Literal('order.refund_declined'),
  Type.Literal('order.refunded'),
]);
export type OrderNoticeEvent = Static<typeof OrderNoticeEvent>;

/** A notice written for the order and how its mail went: `skipped` had nobody to tell, `dead` failed every try. */
export const AdminOrderNotice = Type.Object({
  id: Type.Integer(),
  event: OrderNoticeEvent,
  state: Type.Union([Type.Literal('pending'), Type.Literal('sent'), Type.Literal('dead'), Type.Literal('skipped')]),
  created_at: Type.String({ description: 'ISO 8601 date-time' }),
  sent_at: Nullable(Type.String({ description: 'ISO 8601 date-time' })),
  attempts: Type.Integer(),
  last_error: Nullable(Type.String()),
});
export type AdminOrderNotice = Static<typeof AdminOrderNotice>;

/**
 * GET orders/{order_id}: the order as its buyer reads it (items with their set items, recipient and address,
 * refunds, invoice, live payment; in the operator's language), who bought it, its steps and notices oldest first,
 * and every payment started for it.
 */
export const AdminOrderRecord = Type.Object({
  order: OrderDetail,
  buyer: AdminOrderBuyer,
  timeline: Type.Array(AdminOrderStep),
  notices: Type.Array(AdminOrderNotice),
  payments: Type.Array(Purchase),
});
export type AdminOrderRecord = Static<typeof AdminOrderRecord>;

export const AdminOrderBody = DataOf(AdminOrderRecord);
export type AdminOrderBody = Static<typeof AdminOrderBody>;

export const AdminOrderParams = Type.Object({ order_id: Id }, { additionalProperties: false });
export type AdminOrderParams = Static<typeof AdminOrderParams>;

/** POST orders/{order_id}/ship: a picking order leaves with its parcel's tracking code; its buyer is mailed. */
export const AdminOrderShip = Type.Object(
  {
    carrier: Type.String({ minLength: 1, maxLength: 60, pattern: '\\S' }),
    tracking_code: Type.String({ minLength: 1, maxLength: 60, pattern: '^\\S+$' }),
  },
  { additionalProperties: false },
);
export type AdminOrderShip = Static<typeof AdminOrderShip>;

/** POST orders/{order_id}/refund: gives back part (or the rest) of a paid order's payment; the order goes on. */
export const AdminOrderRefund = Type.Object(
  { amount: Type.Integer({ minimum: 1, maximum: 10_000_000, description: 'Integer TWD' }) },
  { additionalProperties: false },
);
export type AdminOrderRefund = Static<typeof AdminOrderRefund>;

/** POST orders/{order_id}/resend: mails one of the order's notices again, as it reads now. */
export const AdminOrderResend = Type.Object({ event: OrderNoticeEvent }, { additionalProperties: false });
export type AdminOrderResend = Static<typeof AdminOrderResend>;
