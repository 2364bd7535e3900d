import { Type, type Static } from 'typebox';
import type { NoticeType } from '@shop/api/stand-in-kit';

// The sandbox gateway's notice, in the shape gateways commonly use: an event id, a type, when it was made,
// and the payment (or the payment's refund) it is about.

const types = {
  'payment.succeeded': 'paid',
  'payment.failed': 'failed',
  'payment.canceled': 'canceled',
  'payment.expired': 'expired',
  'refund.succeeded': 'refunded',
  'refund.failed': 'refund_failed',
} as const satisfies Record<string, NoticeType>;

export type SandboxEventType = keyof typeof types;

export const SandboxNotice = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 100 }),
  type: Type.Union([
    Type.Literal('payment.succeeded'),
    Type.Literal('payment.failed'),
    Type.Literal('payment.canceled'),
    Type.Literal('payment.expired'),
    Type.Literal('refund.succeeded'),
    Type.Literal('refund.failed'),
  ]),
  created: Type.Integer(),
  data: Type.Object({
    payment_ref: Type.String({ maxLength: 100 }),
    merchant_reference: Type.String({ minLength: 1, maxLength: 100 }),
    method: Type.String({ maxLength: 50 }),
    /** The payment's amount; a refund's notice: the refund's. */
    amount: Type.Integer(),
    currency: Type.String({ maxLength: 10 }),
    /** Refund notices: the sandbox's refund id and the shop's. */
    refund: Type.Optional(
      Type.Object({
        refund_ref: Type.String({ maxLength: 100 }),
        merchant_reference: Type.String({ minLength: 1, maxLength: 100 }),
      }),
    ),
  }),
});
export type SandboxNotice = Static<typeof SandboxNotice>;

export const noticeTypeOf = (type: SandboxEventType): NoticeType => types[type];

export const eventTypeOf = (type: NoticeType): SandboxEventType =>
  (Object.keys(types) as SandboxEventType[]).find((t) => types[t] === type)!;
