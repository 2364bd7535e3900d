import { Type, type Static } from 'typebox';
import { DataOf, Id, Nullable, PageOf, PagingQuery } from './common';
import { AppliedCoupon, CouponCode } from './coupon';
import { ItemDrop } from './drop';
import { InvoiceChoice, OrderInvoice } from './invoice';
import { PaymentMethod, Purchase } from './payment';

// Ichiban Kuji (SPEC §7 GET kuji, GET kuji/{kuji_id}, POST kuji-order/coupon, POST kuji-order, GET kuji-order,
// GET kuji-order/{order_id}, …/prizes, …/draw, and GET kuji/{kuji_id}/draws). A campaign is a box of tickets, each
// winning one prize tier. v1 campaigns: a draw takes the next ticket of the box order the server fixed (and
// committed to) before the first sale. v2: a paid order's tickets are picked from those left by the public beacon
// round its payment was bound to. Amounts are integer TWD.

/**
 * `upcoming` (before `starts_at`), `on_sale`, `sold_out` (every ticket bought or held by an unpaid order),
 * `ended` (past `ends_at`: 'Event has ended'). The box order's seed is revealed once every ticket is drawn or
 * the campaign has ended.
 */
export const KujiStatus = Type.Union([
  Type.Literal('upcoming'),
  Type.Literal('on_sale'),
  Type.Literal('sold_out'),
  Type.Literal('ended'),
]);
export type KujiStatus = Static<typeof KujiStatus>;

/** A prize tier: `A`, `B`, … in board order, or `LAST` for the Last One prize (no ticket of its own). */
export const KujiTierCode = Type.String({ pattern: '^([A-Z]|LAST)$' });

const summary = {
  kuji_id: Type.Integer(),
  /** In the caller's language. */
  title: Type.String(),
  image: Type.String(),
  /** TWD per draw. */
  price: Type.Integer(),
  adult: Type.Boolean(),
  status: KujiStatus,
  starts_at: Type.String({ description: 'ISO 8601 date-time' }),
  ends_at: Type.String({ description: 'ISO 8601 date-time' }),
  tickets_total: Type.Integer(),
  /** Tickets still for sale (not bought, not held by an unpaid order). */
  tickets_left: Type.Integer(),
};
export const KujiSummary = Type.Object(summary);
export type KujiSummary = Static<typeof KujiSummary>;

/** GET kuji: campaigns, live and upcoming first; `status` filters. */
export const KujiListQuery = Type.Object({ ...PagingQuery, status: Type.Optional(KujiStatus) }, { additionalProperties: false });
export type KujiListQuery = Static<typeof KujiListQuery>;
export const KujiList = PageOf(KujiSummary);
export type KujiList = Static<typeof KujiList>;

/**
 * One tier on the board. `remaining` counts tickets not yet drawn (paid): a ticket held by an unpaid order is
 * still on the board, so nobody learns what an unpaid order would win. `probability` is `remaining` over all
 * remaining tickets (0 to 1), the chance the next draw wins this tier.
 */
export const KujiTier = Type.Object({
  tier: KujiTierCode,
  name: Type.String(),
  image: Type.String(),
  initial: Type.Integer(),
  remaining: Type.Integer(),
  probability: Type.Number({ minimum: 0, maximum: 1 }),
});
export type KujiTier = Static<typeof KujiTier>;

const Hex64 = Type.String({ pattern: '^[0-9a-f]{64}$' });
const IsoDateTime = Type.String({ description: 'ISO 8601 date-time' });

/**
 * v1 (`hmac-sha256-fisher-yates-v1`, campaigns opened before the beacon): the commitment that makes the box
 * provably fair (@shop/shared/kuji has the algorithm and the verifier). `ticket_list` is the box before shuffling
 * (tier codes in board order, each repeated by its count); `seed_hash` = sha256(seed) and `ticket_list_hash` =
 * sha256(ticket_list joined by ','), published before the first sale. `seed` and `box_order` (the tier at each
 * position, in draw order) are null until the box is revealed (every ticket drawn, or the campaign ended).
 */
export const KujiFairnessV1 = Type.Object({
  algorithm: Type.Literal('hmac-sha256-fisher-yates-v1'),
  ticket_list: Type.Array(KujiTierCode),
  ticket_list_hash: Hex64,
  seed_hash: Hex64,
  seed: Nullable(Hex64),
  box_order: Nullable(Type.Array(KujiTierCode)),
});
export type KujiFairnessV1 = Static<typeof KujiFairnessV1>;

/** A drand chain (scheme `bls-unchained-g1-rfc9380`) as its `/info` gives it: what every round is checked against. */
export const KujiBeaconChain = Type.Object({
  chain_hash: Hex64,
  public_key: Type.String({ pattern: '^[0-9a-f]+$' }),
  /** Seconds between rounds; round 1 was at `genesis_time` (unix seconds). */
  period: Type.Integer({ minimum: 1 }),
  genesis_time: Type.Integer(),
  scheme: Type.Literal('bls-unchained-g1-rfc9380'),
  /** The League of Entropy's public quicknet: anyone can fetch its rounds from drand's relays. */
  league_of_entropy: Type.Boolean(),
});
export type KujiBeaconChain = Static<typeof KujiBeaconChain>;

/**
 * v2 (`drand-hmac-sha256-v2`): the ticket list and its hash, committed before the first sale, and the beacon
 * chain whose rounds pick every paid order's tickets; the draws themselves are GET kuji/{kuji_id}/draws.
 */
export const KujiFairnessV2 = Type.Object({
  algorithm: Type.Literal('drand-hmac-sha256-v2'),
  ticket_list: Type.Array(KujiTierCode),
  ticket_list_hash: Hex64,
  beacon: KujiBeaconChain,
  /** Nothing on the board moves any more: every ticket is picked, or the campaign ended with no draw awaited. */
  complete: Type.Boolean(),
});
export type KujiFairnessV2 = Static<typeof KujiFairnessV2>;

export const KujiFairness = Type.Union([KujiFairnessV1, KujiFairnessV2]);
export type KujiFairness = Static<typeof KujiFairness>;

/**
 * One paid order in a v2 campaign's published record, in place order: its place in the sequence of paid orders,
 * when it was paid, the round that decides it (the first after its payment, never before the previous place's),
 * that round's signature (null until the round is out) and the ticket numbers it was given (1-based places in
 * `ticket_list`, in pick order; empty while waiting).
 */
export const KujiRecordedDraw = Type.Object({
  place: Type.Integer({ minimum: 1 }),
  order_id: Type.Integer(),
  draws: Type.Integer({ minimum: 1 }),
  paid_at: IsoDateTime,
  round: Type.Integer({ minimum: 1 }),
  signature: Nullable(Type.String({ pattern: '^[0-9a-f]+$' })),
  tickets: Type.Array(Type.Integer({ minimum: 1 })),
  last_one: Type.Boolean(),
});
export type KujiRecordedDraw = Static<typeof KujiRecordedDraw>;

/** GET kuji/{kuji_id}/draws: everything anyone needs to re-derive every pick of a v2 campaign. */
export const KujiDrawRecord = Type.Object({
  kuji_id: Type.Integer(),
  algorithm: Type.Literal('drand-hmac-sha256-v2'),
  ticket_list: Type.Array(KujiTierCode),
  ticket_list_hash: Hex64,
  beacon: KujiBeaconChain,
  draws: Type.Array(KujiRecordedDraw),
});
export type KujiDrawRecord = Static<typeof KujiDrawRecord>;
export const KujiDrawRecordBody = DataOf(KujiDrawRecord);
export type KujiDrawRecordBody = Static<typeof KujiDrawRecordBody>;

/**
 * A paid v2 order's draw: its place, the round that decides it and when that round is due. `waiting` until the
 * round is out and its tickets are picked; `late` once the beacon has not answered well past `due_at` (the order
 * keeps its round and is drawn when the round is fetched).
 */
export const KujiOrderDrawState = Type.Object({
  place: Type.Integer({ minimum: 1 }),
  round: Type.Integer({ minimum: 1 }),
  due_at: IsoDateTime,
  status: Type.Union([Type.Literal('waiting'), Type.Literal('drawn')]),
  late: Type.Boolean(),
});
export type KujiOrderDrawState = Static<typeof KujiOrderDrawState>;

export const KujiDetail = Type.Object({
  ...summary,
  /** Gallery, the campaign image first. */
  images: Type.Array(Type.String()),
  /** Rules and description, plain text paragraphs in the caller's language. */
  description: Type.String(),
  tiers: Type.Array(KujiTier),
  /** Given with the box's final ticket; `won` once that ticket is drawn. */
  last_one: Type.Object({ name: Type.String(), image: Type.String(), won: Type.Boolean() }),
  /** Most draws one order may buy. */
  per_order_limit: Type.Integer(),
  /** Most draws one member may buy in this campaign, paid and unpaid together; null: no cap. */
  member_limit: Nullable(Type.Integer()),
  /** The signed-in caller's draws in this campaign (paid, and unpaid not yet expired); null when signed out. */
  member_draws: Nullable(Type.Integer()),
  fairness: KujiFairness,
  /** The drop (queued launch) the campaign sells through; null when it sells without a waiting room. */
  drop: Nullable(ItemDrop),
});
export type KujiDetail = Static<typeof KujiDetail>;
export const KujiDetailBody = DataOf(KujiDetail);
export type KujiDetailBody = Static<typeof KujiDetailBody>;

export const KujiParams = Type.Object({ kuji_id: Id }, { additionalProperties: false });
export type KujiParams = Static<typeof KujiParams>;

const purchaseRequest = {
  kuji_id: Id,
  /** Number of draws (1 to the campaign's per-order limit and what is left). */
  draws: Type.Integer({ minimum: 1, maximum: 1000 }),
  coupon_code: Type.Optional(CouponCode),
};

/** POST kuji-order/coupon: what a coupon takes off these draws (nothing is reserved). */
export const KujiCouponRequest = Type.Object(purchaseRequest, { additionalProperties: false });
export type KujiCouponRequest = Static<typeof KujiCouponRequest>;
export const KujiQuote = Type.Object({
  draws: Type.Integer(),
  price: Type.Integer(),
  subtotal: Type.Integer(),
  discount: Type.Integer(),
  total: Type.Integer(),
  coupon: Nullable(AppliedCoupon),
});
export type KujiQuote = Static<typeof KujiQuote>;
export const KujiQuoteBody = DataOf(KujiQuote);
export type KujiQuoteBody = Static<typeof KujiQuoteBody>;

/**
 * POST kuji-order (member, `Idempotency-Key` header): holds `draws` tickets for this order at once (never more
 * than are left) and starts its payment. Unpaid past `payment_deadline`, the order expires and its tickets go
 * back on sale. Tickets are assigned, in box order, when the payment is confirmed.
 */
export const KujiOrderRequest = Type.Object(
  {
    ...purchaseRequest,
    method: PaymentMethod,
    /**
     * How the buyer takes the uniform e-invoice (a draw is a service sold in Taiwan); the member carrier when absent.
     * A malformed code is refused as POST order refuses it (40080–40083).
     */
    invoice: Type.Optional(InvoiceChoice),
  },
  { additionalProperties: false },
);
export type KujiOrderRequest = Static<typeof KujiOrderRequest>;

/** `pending_payment` → `paid` (tickets assigned) | `expired` (unpaid in time; tickets released). */
export const KujiOrderStatus = Type.Union([Type.Literal('pending_payment'), Type.Literal('paid'), Type.Literal('expired')]);
export type KujiOrderStatus = Static<typeof KujiOrderStatus>;

/** A won prize waits in the member's prize box until the shop ships it. */
export const PrizeShipping = Type.Union([Type.Literal('in_prize_box'), Type.Literal('shipped')]);
export type PrizeShipping = Static<typeof PrizeShipping>;

/** One drawn ticket: its place in the box order (v2: its number in the ticket list) and what it wins (`last_one`: it also won the Last One prize). */
const ticket = {
  position: Type.Integer(),
  tier: KujiTierCode,
  name: Type.String(),
  image: Type.String(),
  last_one: Type.Boolean(),
};
export const KujiTicket = Type.Object(ticket);
export type KujiTicket = Static<typeof KujiTicket>;

export const KujiPrize = Type.Object({ ...ticket, shipping: PrizeShipping, shipping_code: Nullable(Type.String()) });
export type KujiPrize = Static<typeof KujiPrize>;

export const KujiOrder = Type.Object({
  order_id: Type.Integer(),
  /** What the shopper reads and quotes (K + the day in Taiwan + the id, e.g. K2611270000017); `order_id` stays the address's. */
  order_number: Type.Optional(Type.String()),
  kuji_id: Type.Integer(),
  kuji_title: Type.String(),
  kuji_image: Type.String(),
  draws: Type.Integer(),
  price: Type.Integer(),
  subtotal: Type.Integer(),
  discount: Type.Integer(),
  total: Type.Integer(),
  coupon: Nullable(AppliedCoupon),
  method: PaymentMethod,
  status: KujiOrderStatus,
  created_at: Type.String({ description: 'ISO 8601 date-time' }),
  payment_deadline: Nullable(Type.String({ description: 'ISO 8601 date-time' })),
  paid_at: Nullable(Type.String({ description: 'ISO 8601 date-time' })),
  /** The live payment (newest purchase), with its page or QR code while pending. */
  purchase: Nullable(Purchase),
  /** The won prizes, once paid (empty before). */
  prizes: Type.Array(KujiPrize),
  /** How many of its tickets the member has opened in the draw show, on any device (POST kuji-order/{id}/opened). */
  tickets_opened: Type.Optional(Type.Integer()),
  /** The uniform e-invoice the order takes, and once paid the one issued; absent on orders from before invoices. */
  invoice: Type.Optional(Nullable(OrderInvoice)),
  /** v2 campaigns, once paid: the round that decides the order and whether its tickets are picked yet. */
  draw: Type.Optional(Nullable(KujiOrderDrawState)),
});
export type KujiOrder = Static<typeof KujiOrder>;
export const KujiOrderBody = DataOf(KujiOrder);
export type KujiOrderBody = Static<typeof KujiOrderBody>;

/** GET kuji-order: the caller's kuji orders, newest first. */
export const KujiOrderListQuery = Type.Object(
  { ...PagingQuery, status: Type.Optional(KujiOrderStatus) },
  { additionalProperties: false },
);
export type KujiOrderListQuery = Static<typeof KujiOrderListQuery>;
export const KujiOrderList = PageOf(KujiOrder);
export type KujiOrderList = Static<typeof KujiOrderList>;

export const KujiOrderParams = Type.Object({ order_id: Id }, { additionalProperties: false });
export type KujiOrderParams = Static<typeof KujiOrderParams>;

/**
 * POST kuji-order/{order_id}: a new payment for the caller's unpaid order (after a declined card or a canceled
 * QR payment), by `method` or the order's own; the tickets stay held until the order's payment deadline.
 */
export const KujiOrderPayAgain = Type.Object({ method: Type.Optional(PaymentMethod) }, { additionalProperties: false });
export type KujiOrderPayAgain = Static<typeof KujiOrderPayAgain>;

/** GET kuji-order/{order_id}/prizes. */
export const KujiPrizeList = DataOf(Type.Array(KujiPrize));
export type KujiPrizeList = Static<typeof KujiPrizeList>;

/**
 * GET kuji-order/{order_id}/draw (no global error): the paid order's tickets in draw order, the same every time
 * (the draw show reveals them; reading it again never draws again).
 */
export const KujiDraw = Type.Object({
  order_id: Type.Integer(),
  order_number: Type.Optional(Type.String()),
  kuji_id: Type.Integer(),
  kuji_title: Type.String(),
  tickets: Type.Array(KujiTicket),
  /** How many tickets were opened before, on any device: the show resumes there. */
  tickets_opened: Type.Optional(Type.Integer()),
  /** v2 campaigns: the round that decides the order; `tickets` is empty while it is `waiting`. */
  draw: Type.Optional(Nullable(KujiOrderDrawState)),
});
export type KujiDraw = Static<typeof KujiDraw>;
export const KujiDrawBody = DataOf(KujiDraw);
export type KujiDrawBody = Static<typeof KujiDrawBody>;

/**
 * POST kuji-order/{order_id}/opened: the draw show has opened `opened` of a paid order's tickets. The count only
 * grows (a device that saw fewer never lowers it) and never passes the order's draws; answers the count kept.
 */
export const KujiOpenedRequest = Type.Object(
  { opened: Type.Integer({ minimum: 0, maximum: 2147483647 }) },
  { additionalProperties: false },
);
export type KujiOpenedRequest = Static<typeof KujiOpenedRequest>;
export const KujiOpenedBody = DataOf(Type.Object({ tickets_opened: Type.Integer() }));
export type KujiOpenedBody = Static<typeof KujiOpenedBody>;
