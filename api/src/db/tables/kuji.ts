import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { created, updated } from './columns';
import { users } from './members';
import { coupons } from './shopping';
import type { InvoiceJson } from './orders';

// The lottery (Ichiban Kuji): campaigns (a box of tickets), their prize tiers, the tickets, the orders that buy
// draws and the public randomness rounds that decide them. Owned by modules/kuji (campaigns, fairness, draws) and
// modules/kuji-order (orders). Two algorithms (@shop/shared/kuji): v1 fixed a box order by a secret seed at opening;
// v2 (drand) picks each paid order's tickets from those left, by the beacon round the payment was bound to.

export const kujis = pgTable(
  'kujis',
  {
    id: serial('id').primaryKey(),
    titleTw: text('title_tw').notNull(),
    titleCn: text('title_cn').notNull(),
    titleEn: text('title_en').notNull(),
    descriptionTw: text('description_tw').notNull().default(''),
    descriptionCn: text('description_cn').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    /** TWD per draw. */
    price: integer('price').notNull(),
    image: text('image').notNull(),
    adult: boolean('adult').notNull().default(false),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    perOrderLimit: integer('per_order_limit').notNull().default(10),
    /** Draws one member may buy in this campaign, paid and unpaid together; null: no cap. */
    memberLimit: integer('member_limit'),
    ticketsTotal: integer('tickets_total').notNull(),
    /** Tickets held by live orders (unpaid or paid): a sale takes from `tickets_total - reserved`. */
    reserved: integer('reserved').notNull().default(0),
    /** Tickets sold to paid orders (v1: the first `drawn` positions of the box order; v2: picked or to be picked). */
    drawn: integer('drawn').notNull().default(0),
    /** `hmac-sha256-fisher-yates-v1` | `drand-hmac-sha256-v2`. */
    algorithm: text('algorithm').notNull().default('hmac-sha256-fisher-yates-v1'),
    /** v1: the secret that fixed the box order; published only once the box is revealed. Null in v2. */
    seed: text('seed'),
    seedHash: text('seed_hash'),
    ticketListHash: text('ticket_list_hash').notNull(),
    /** v2: the beacon chain whose rounds decide the draws, fixed at opening. */
    beaconChainHash: text('beacon_chain_hash').references(() => beaconChains.hash),
    /** v2: paid orders so far (the last place given) and the round the last one was bound to. */
    placesGiven: integer('places_given').notNull().default(0),
    lastRound: bigint('last_round', { mode: 'number' }),
    /** v2: tickets already picked for paid orders (≤ drawn); the rest wait for their rounds. */
    picked: integer('picked').notNull().default(0),
    /** The paid order that drew the final ticket, and so the Last One prize. */
    lastOneOrderId: integer('last_one_order_id'),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    check('kujis_counts_check', sql`0 <= ${t.drawn} and ${t.drawn} <= ${t.reserved} and ${t.reserved} <= ${t.ticketsTotal}`),
    check('kujis_limit_check', sql`${t.perOrderLimit} >= 1`),
    // Deleting a beacon chain never scans the campaigns for it.
    index('kujis_beacon_chain_idx').on(t.beaconChainHash),
    check('kujis_member_limit_check', sql`${t.memberLimit} >= 1`),
    check('kujis_picked_check', sql`0 <= ${t.picked} and ${t.picked} <= ${t.drawn}`),
    check(
      'kujis_algorithm_check',
      sql`(${t.algorithm} = 'hmac-sha256-fisher-yates-v1' and ${t.seed} is not null and ${t.seedHash} is not null) or (${t.algorithm} = 'drand-hmac-sha256-v2' and ${t.beaconChainHash} is not null)`,
    ),
  ],
);

/**
 * A campaign the console is preparing (modules/kuji/admin-drafts.ts): its settings as the console sent them, kept
 * apart from `kujis` so no public endpoint can see it. Opening it makes the campaign and its box (open.ts) and
 * sets `kuji_id`, in one transaction holding this row: it opens once.
 */
export const kujiDrafts = pgTable(
  'kuji_drafts',
  {
    id: serial('id').primaryKey(),
    /** AdminKujiDraftBody (@shop/shared/contract). */
    spec: jsonb('spec').notNull(),
    kujiId: integer('kuji_id').references(() => kujis.id),
    createdAt: created(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    openedAt: timestamp('opened_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('kuji_drafts_kuji_idx').on(t.kujiId)],
);

/** A drand chain (scheme bls-unchained-g1-rfc9380) as its /info gives it: what a round's signature is checked against. */
export const beaconChains = pgTable('beacon_chains', {
  hash: text('hash').primaryKey(),
  publicKey: text('public_key').notNull(),
  /** Seconds between rounds, and the unix time of round 1. */
  period: integer('period').notNull(),
  genesisTime: bigint('genesis_time', { mode: 'number' }).notNull(),
  scheme: text('scheme').notNull(),
});

/** Rounds fetched from the beacon and verified: kept so the published record never depends on a relay again. */
export const beaconRounds = pgTable(
  'beacon_rounds',
  {
    chainHash: text('chain_hash')
      .notNull()
      .references(() => beaconChains.hash),
    round: bigint('round', { mode: 'number' }).notNull(),
    signature: text('signature').notNull(),
    randomness: text('randomness').notNull(),
    fetchedAt: created(),
  },
  (t) => [primaryKey({ columns: [t.chainHash, t.round] })],
);

export const kujiPrizes = pgTable(
  'kuji_prizes',
  {
    id: serial('id').primaryKey(),
    kujiId: integer('kuji_id')
      .notNull()
      .references(() => kujis.id),
    /** A, B, C… or LAST (Last One prize, given with the final ticket; it has no ticket of its own). */
    tier: text('tier').notNull(),
    /** Board order (A first, LAST at the end). */
    sort: integer('sort').notNull().default(0),
    nameTw: text('name_tw').notNull(),
    nameCn: text('name_cn').notNull(),
    nameEn: text('name_en').notNull(),
    image: text('image').notNull().default(''),
    quantity: integer('quantity').notNull(),
  },
  (t) => [uniqueIndex('kuji_prizes_tier_idx').on(t.kujiId, t.tier)],
);

export const kujiOrders = pgTable(
  'kuji_orders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kujiId: integer('kuji_id')
      .notNull()
      .references(() => kujis.id),
    draws: integer('draws').notNull(),
    price: integer('price').notNull(),
    subtotal: integer('subtotal').notNull(),
    discount: integer('discount').notNull().default(0),
    total: integer('total').notNull(),
    couponId: integer('coupon_id').references(() => coupons.id),
    paymentMethod: text('payment_method').notNull(),
    /** pending_payment | paid | expired */
    status: text('status').notNull().default('pending_payment'),
    /** Who sent the Idempotency-Key (`u:<member>`), the key, and a hash of the request. */
    idempotencyScope: text('idempotency_scope'),
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    /** Who holds an unpaid order besides its member, for the holding caps: the client's address and device. */
    clientIp: text('client_ip'),
    deviceKey: text('device_key'),
    /** Unpaid past this instant, the order expires and its tickets go back on sale. */
    paymentDeadline: timestamp('payment_deadline', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The language the order was placed in: its mails are written in it. */
    locale: text('locale').notNull().default('tw'),
    /** The buyer's uniform e-invoice choice (a draw is a service sold in Taiwan): the member carrier by default. */
    invoice: jsonb('invoice').$type<InvoiceJson>(),
    expiredAt: timestamp('expired_at', { withTimezone: true }),
    /** The order's prizes ship together from the prize box. */
    prizesShippingCode: text('prizes_shipping_code'),
    prizesShippedAt: timestamp('prizes_shipped_at', { withTimezone: true }),
    /** How many of its tickets the member opened in the draw show, on any device: their history says what is left. */
    ticketsOpened: integer('tickets_opened').notNull().default(0),
    /** v2: the order's place in the campaign's sequence of paid orders and the beacon round that decides it. */
    drawPlace: integer('draw_place'),
    drawRound: bigint('draw_round', { mode: 'number' }),
    /** v2: when its tickets were picked (null while its round is awaited). */
    drawnAt: timestamp('drawn_at', { withTimezone: true }),
    createdAt: created(),
  },
  (t) => [
    index('kuji_orders_user_idx').on(t.userId, t.id),
    index('kuji_orders_kuji_idx').on(t.kujiId),
    index('kuji_orders_coupon_idx').on(t.couponId),
    index('kuji_orders_pending_idx')
      .on(t.paymentDeadline)
      .where(sql`${t.status} = 'pending_payment'`),
    // The holding caps count the unpaid orders of an address or a device.
    index('kuji_orders_unpaid_ip_idx')
      .on(t.clientIp)
      .where(sql`${t.status} = 'pending_payment'`),
    index('kuji_orders_unpaid_device_idx')
      .on(t.deviceKey)
      .where(sql`${t.status} = 'pending_payment'`),
    uniqueIndex('kuji_orders_idempotency_idx').on(t.idempotencyScope, t.idempotencyKey),
    uniqueIndex('kuji_orders_place_idx').on(t.kujiId, t.drawPlace),
    // The drawer's question, every second: which paid orders still wait for their round.
    index('kuji_orders_awaiting_draw_idx')
      .on(t.drawRound)
      .where(sql`${t.drawPlace} is not null and ${t.drawnAt} is null`),
    check('kuji_orders_draws_check', sql`${t.draws} >= 1`),
  ],
);

export const kujiTickets = pgTable(
  'kuji_tickets',
  {
    id: serial('id').primaryKey(),
    kujiId: integer('kuji_id')
      .notNull()
      .references(() => kujis.id),
    /** 1-based: v1, the place in the box order (draws take tickets in this order); v2, the ticket's number in the ticket list. */
    position: integer('position').notNull(),
    prizeId: integer('prize_id')
      .notNull()
      .references(() => kujiPrizes.id),
    /** The paid order that drew it. */
    orderId: integer('order_id').references(() => kujiOrders.id),
    drawnAt: timestamp('drawn_at', { withTimezone: true }),
    /** v2: k, the ticket's turn among its order's picks (1-based). */
    pick: smallint('pick'),
  },
  (t) => [
    uniqueIndex('kuji_tickets_position_idx').on(t.kujiId, t.position),
    index('kuji_tickets_order_idx').on(t.orderId),
    index('kuji_tickets_prize_idx').on(t.prizeId),
  ],
);
