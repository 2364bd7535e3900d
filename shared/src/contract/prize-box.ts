import { Type, type Static } from 'typebox';
import { DataOf, Id, Nullable } from './common';
import { InvoiceChoice, OrderInvoice } from './invoice';
import { KujiTierCode } from './kuji';
import { Address, CvsStoreChoice, OrderDelivery, Recipient } from './order';
import { Purchase, PaymentMethod } from './payment';
import { CountryCode, DeliveryMethod } from './shipping';

// The kuji prize box (GET prize-box, GET/POST prize-shipment, POST prize-shipment/quote, GET/POST prize-shipment/{shipment_id}): a member's
// won prizes across campaigns wait in it until the member asks for them to be shipped, as one parcel whose postage
// is paid like an order (purchase subject `prize_shipment`), and the shop ships it.

/** `t<ticket id>` for a drawn ticket's prize, `last<kuji id>` for a campaign's Last One prize. */
export const PrizeId = Type.String({ pattern: '^(t|last)[1-9][0-9]{0,9}$', maxLength: 16 });

/** One won prize. */
export const BoxPrize = Type.Object({
  prize_id: PrizeId,
  kuji_id: Type.Integer(),
  kuji_title: Type.String(),
  /** The kuji order that won it, and its number (K…). */
  kuji_order_id: Type.Integer(),
  order_number: Type.String(),
  tier: KujiTierCode,
  name: Type.String(),
  image: Type.String(),
  last_one: Type.Boolean(),
  /** ISO 8601: when its order was paid. */
  won_at: Type.String({ description: 'ISO 8601 date-time' }),
});
export type BoxPrize = Static<typeof BoxPrize>;

/** GET prize-box: the caller's prizes in no live shipment, oldest won first. */
export const PrizeBoxBody = DataOf(Type.Array(BoxPrize));
export type PrizeBoxBody = Static<typeof PrizeBoxBody>;

/**
 * POST prize-shipment: ships these prizes of the caller's box as one parcel, with the same delivery rules and
 * refusals as POST order (40032 cannot ship there, 40033 customs ID, 40036 incomplete, 40037 English only, 40038
 * mobile number, 40056/40057 address). 40075 a prize not in the caller's box, 40975 a prize already in a live
 * shipment, 40976 too many unpaid shipments; 40080–40083 a malformed invoice code, as POST kuji-order.
 */
export const PrizeShipmentRequest = Type.Object(
  {
    prize_ids: Type.Array(PrizeId, { minItems: 1, maxItems: 100, uniqueItems: true }),
    country_code: CountryCode,
    delivery_method: DeliveryMethod,
    recipient: Recipient,
    /** Required for `home` and `overseas_courier`. */
    address: Type.Optional(Address),
    /** Required for `cvs`. */
    cvs_store: Type.Optional(CvsStoreChoice),
    customs_id: Type.Optional(Type.String({ maxLength: 40 })),
    payment_method: PaymentMethod,
    /**
     * How the member takes the uniform e-invoice of the postage (a service sold in Taiwan), issued once it is paid;
     * the member carrier when absent. A free parcel sells nothing and takes none.
     */
    invoice: Type.Optional(InvoiceChoice),
  },
  { additionalProperties: false },
);
export type PrizeShipmentRequest = Static<typeof PrizeShipmentRequest>;

/** POST prize-shipment/quote: the parcel's postage before asking (same fee and refusals 40032, 40075 as the request). */
export const PrizeShipmentQuoteRequest = Type.Object(
  {
    prize_ids: PrizeShipmentRequest.properties.prize_ids,
    country_code: CountryCode,
    delivery_method: DeliveryMethod,
  },
  { additionalProperties: false },
);
export type PrizeShipmentQuoteRequest = Static<typeof PrizeShipmentQuoteRequest>;

/** Integer TWD, 0 when free. */
export const PrizeShipmentQuote = DataOf(Type.Object({ shipping_fee: Type.Integer() }));
export type PrizeShipmentQuote = Static<typeof PrizeShipmentQuote>;

/** pending_payment: holds its prizes until its deadline; expired: they went back in the box. */
export const PrizeShipmentStatus = Type.Union([
  Type.Literal('pending_payment'),
  Type.Literal('paid'),
  Type.Literal('shipped'),
  Type.Literal('expired'),
]);
export type PrizeShipmentStatus = Static<typeof PrizeShipmentStatus>;

export const PrizeShipment = Type.Object({
  shipment_id: Type.Integer(),
  /** What the member reads and quotes (P + the day in Taiwan + the id). */
  shipment_number: Type.String(),
  status: PrizeShipmentStatus,
  prizes: Type.Array(BoxPrize),
  delivery: OrderDelivery,
  /** Integer TWD, one fee for the parcel; 0: free, no payment. */
  shipping_fee: Type.Integer(),
  payment_method: PaymentMethod,
  created_at: Type.String({ description: 'ISO 8601 date-time' }),
  payment_deadline: Nullable(Type.String({ description: 'ISO 8601 date-time' })),
  paid_at: Nullable(Type.String({ description: 'ISO 8601 date-time' })),
  shipped_at: Nullable(Type.String({ description: 'ISO 8601 date-time' })),
  carrier: Nullable(Type.String()),
  tracking_code: Nullable(Type.String()),
  /** The live payment (newest purchase), with its page or QR code while pending; null for a free one. */
  purchase: Nullable(Purchase),
  /** The postage's uniform e-invoice as chosen, and once paid the one issued; null for a free parcel. */
  invoice: Nullable(OrderInvoice),
});
export type PrizeShipment = Static<typeof PrizeShipment>;
export const PrizeShipmentBody = DataOf(PrizeShipment);
export type PrizeShipmentBody = Static<typeof PrizeShipmentBody>;

/** GET prize-shipment: the caller's shipments, newest first (at most the latest 50). */
export const PrizeShipmentList = DataOf(Type.Array(PrizeShipment));
export type PrizeShipmentList = Static<typeof PrizeShipmentList>;

export const PrizeShipmentParams = Type.Object({ shipment_id: Id }, { additionalProperties: false });
export type PrizeShipmentParams = Static<typeof PrizeShipmentParams>;

/** POST prize-shipment/{shipment_id}: a new payment for an unpaid shipment before its deadline (40039 when it cannot be paid). */
export const PrizeShipmentPayAgain = Type.Object({ method: Type.Optional(PaymentMethod) }, { additionalProperties: false });
export type PrizeShipmentPayAgain = Static<typeof PrizeShipmentPayAgain>;
