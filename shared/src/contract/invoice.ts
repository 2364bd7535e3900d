import { Type, type Static } from 'typebox';
import { Nullable } from './common';

// Taiwan's uniform e-invoice (統一發票) for an order delivered in Taiwan: how the buyer takes it. The formats are
// `@shop/shared/forms/rules` (invoice.ts); the API refuses others with 40080–40083.

/**
 * `member`: kept in the shop's member carrier (the default); `mobile`: the buyer's mobile barcode ("/" and 7
 * characters); `certificate`: a citizen digital certificate (2 letters, 14 digits); `donation`: given to a charity by
 * its love code (3–7 digits); `company`: a company invoice with its 8-digit unified business number.
 */
export const InvoiceChoice = Type.Union([
  Type.Object({ kind: Type.Literal('member') }, { additionalProperties: false }),
  Type.Object({ kind: Type.Literal('mobile'), carrier: Type.String({ maxLength: 20 }) }, { additionalProperties: false }),
  Type.Object({ kind: Type.Literal('certificate'), carrier: Type.String({ maxLength: 20 }) }, { additionalProperties: false }),
  Type.Object({ kind: Type.Literal('donation'), love_code: Type.String({ maxLength: 10 }) }, { additionalProperties: false }),
  Type.Object(
    {
      kind: Type.Literal('company'),
      business_number: Type.String({ maxLength: 10 }),
      /** The company's name as the invoice prints it. */
      title: Type.Optional(Type.String({ maxLength: 60 })),
    },
    { additionalProperties: false },
  ),
]);
export type InvoiceChoice = Static<typeof InvoiceChoice>;

/**
 * The invoice as issued once the order was paid. `waiting`: paid while no number range had a number left, numbered
 * as soon as the shop adds one; `voided` (作廢): refunded in full within its two-month period; `allowanced`: what
 * allowances (折讓) gave back of it, for refunds after its period or of part of it.
 */
export const IssuedInvoice = Type.Object({
  /** Two capital letters and 8 digits (AB12345678); null while waiting for a number. */
  number: Nullable(Type.String()),
  /** The day it was issued in Taiwan (YYYY-MM-DD); null while waiting. */
  date: Nullable(Type.String()),
  state: Type.Union([Type.Literal('waiting'), Type.Literal('issued'), Type.Literal('voided')]),
  /** Integer TWD, tax included. */
  total: Type.Integer(),
  allowanced: Type.Integer(),
});
export type IssuedInvoice = Static<typeof IssuedInvoice>;

/** Where a Taiwan order's uniform e-invoice goes: the member carrier, a phone or certificate carrier, a charity, a company. */
export const InvoiceKind = Type.Union([
  Type.Literal('member'),
  Type.Literal('mobile'),
  Type.Literal('certificate'),
  Type.Literal('donation'),
  Type.Literal('company'),
]);
export type InvoiceKind = Static<typeof InvoiceKind>;

/** The invoice an order takes, as its record shows it. */
export const OrderInvoice = Type.Object({
  kind: InvoiceKind,
  /** The carrier, love code or business number (null for the member carrier). */
  code: Nullable(Type.String()),
  title: Nullable(Type.String()),
  /** The invoice issued for it once paid; null before (and on orders paid before invoices were issued). */
  issued: Type.Optional(Nullable(IssuedInvoice)),
});
export type OrderInvoice = Static<typeof OrderInvoice>;
