import { Type, type Static } from 'typebox';
import { DataOf, Nullable } from './common';

// Minimal seam with the payments module (issue 11 boundary): the payments branch owns this file and its full
// version replaces this one when it is merged. Nothing here may differ from that seam.

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

/** What a purchase pays for: a shop order or an Ichiban Kuji order. */
export const PurchaseSubject = Type.Union([Type.Literal('order'), Type.Literal('kuji_order')]);
export type PurchaseSubject = Static<typeof PurchaseSubject>;

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

export const PurchaseBody = DataOf(Purchase);
export type PurchaseBody = Static<typeof PurchaseBody>;
