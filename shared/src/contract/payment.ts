import { Type, type Static } from 'typebox';
import { DataOf, Nullable } from './common';

/** SPEC §9: the shop's four payment methods. */
export const PaymentMethod = Type.Union([
  Type.Literal('credit_card'),
  Type.Literal('unionpay'),
  Type.Literal('wechat_pay'),
  Type.Literal('alipay'),
]);
export type PaymentMethod = Static<typeof PaymentMethod>;

/** A purchase leaves `pending` once, to one of the other four; only a verified provider notice makes it `paid`. */
export const PurchaseStatus = Type.Union([
  Type.Literal('pending'),
  Type.Literal('paid'),
  Type.Literal('failed'),
  Type.Literal('canceled'),
  Type.Literal('expired'),
]);
export type PurchaseStatus = Static<typeof PurchaseStatus>;

/** What a purchase pays for: a shop order, an Ichiban Kuji order or the postage of a prize-box shipment. */
export const PurchaseSubject = Type.Union([Type.Literal('order'), Type.Literal('kuji_order'), Type.Literal('prize_shipment')]);
export type PurchaseSubject = Static<typeof PurchaseSubject>;

/** Opaque and unguessable: it is the only key to a guest's payment besides the guest token. */
export const PurchaseId = Type.String({ minLength: 16, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' });

export const Purchase = Type.Object({
  purchase_id: Type.String(),
  order_id: Type.Integer(),
  subject: PurchaseSubject,
  method: PaymentMethod,
  /** Integer TWD. */
  amount: Type.Integer(),
  status: PurchaseStatus,
  /** Card and UnionPay: the hosted payment page to open. WeChat Pay and Alipay: the URL the QR code encodes. */
  payment_url: Type.String(),
  /** WeChat Pay and Alipay: the text to render as a QR code; null for cards. */
  qr_code: Nullable(Type.String()),
  /** ISO 8601; after it the purchase can no longer be paid. */
  expires_at: Type.String({ description: 'ISO 8601 date-time' }),
  paid_at: Nullable(Type.String({ description: 'ISO 8601 date-time' })),
});
export type Purchase = Static<typeof Purchase>;

/** Money given back from a payment: pending until the gateway confirms it (or says it failed: the shop follows up). */
export const Refund = Type.Object({
  refund_id: Type.String(),
  /** Integer TWD. */
  amount: Type.Integer(),
  status: Type.Union([Type.Literal('pending'), Type.Literal('succeeded'), Type.Literal('failed')]),
  /** shopper_canceled, shop_canceled, late_payment (paid after it could no longer be paid), adjustment (part of it). */
  reason: Type.Union([
    Type.Literal('shopper_canceled'),
    Type.Literal('shop_canceled'),
    Type.Literal('late_payment'),
    Type.Literal('adjustment'),
  ]),
  created_at: Type.String({ description: 'ISO 8601 date-time' }),
  /** When it succeeded or failed. */
  settled_at: Nullable(Type.String({ description: 'ISO 8601 date-time' })),
});
export type Refund = Static<typeof Refund>;

export const PurchaseBody = DataOf(Purchase);
export type PurchaseBody = Static<typeof PurchaseBody>;

export const PurchaseParams = Type.Object({ purchase_id: PurchaseId }, { additionalProperties: false });
export type PurchaseParams = Static<typeof PurchaseParams>;

/** A guest reads a purchase with the token of the signed link mailed to them (members use their session). */
export const PurchaseQuery = Type.Object(
  { token: Type.Optional(Type.String({ minLength: 1, maxLength: 512 })) },
  { additionalProperties: false },
);
export type PurchaseQuery = Static<typeof PurchaseQuery>;
