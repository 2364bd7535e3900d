import { and, desc, eq } from 'drizzle-orm';
import type {
  AppliedCoupon,
  KujiDraw,
  KujiOrder,
  KujiOrderList,
  KujiOrderListQuery,
  KujiOrderDrawState,
  KujiOrderStatus,
  KujiPrize,
  KujiTicket,
  PaymentMethod,
  IssuedInvoice,
  Purchase,
} from '@shop/shared/contract';
import type { Db } from '../../db/client';
import { pageOffset, pageTotal, totalRows } from '../../db/paged';
import { kujiOrders } from '../../db/schema';
import { fail } from '../../platform/errors';
import type { Locale } from '../../platform/locale';
import { formatOrderNumber } from '../../platform/order-number';
import { couponsByIds, toApplied } from '../coupon/service';
import { invoiceView, issuedInvoices } from '../invoice/service';
import { ticketsOf, type DrawnTicket } from '../kuji/box';
import { drawChains, drawStateOf } from '../kuji/draw';
import type { BeaconChain } from '@shop/shared/kuji';
import { campaignLabels, prizeLabels, type PrizeLabel } from '../kuji/service';
import { shippedPrizes } from '../prize-box/shipped';

// Kuji orders as their member reads them: rows to the contract's shapes, in the caller's language.

export type KujiOrderRow = typeof kujiOrders.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const LAST_ONE = 'LAST';

/** The number the shopper reads for a kuji order, in the shop orders' style (K2611270000017). */
export const kujiOrderNumber = (o: Pick<KujiOrderRow, 'id' | 'createdAt'>) => formatOrderNumber('K', o.id, o.createdAt);

export async function kujiOrderRow(db: Db, id: number): Promise<KujiOrderRow | undefined> {
  const [row] = await db.select().from(kujiOrders).where(eq(kujiOrders.id, id));
  return row;
}

/** Each ticket as the draw show reveals it: its position in the box order and the prize of its tier. */
function toTicket(t: DrawnTicket, prizes: Map<number, PrizeLabel>): KujiTicket {
  const prize = prizes.get(t.prizeId);
  return { position: t.position, tier: prize?.tier ?? '', name: prize?.name ?? '', image: prize?.image ?? '', last_one: t.last };
}

/**
 * What the order won: a prize per ticket, in box order, then the Last One prize (tier LAST, at the final
 * ticket's position) when the order drew the box's final ticket. Each is shipped when the operator shipped the
 * whole order (the old way) or a member's shipment that carried it left, with that parcel's tracking code.
 */
function toPrizes(o: KujiOrderRow, tickets: DrawnTicket[], related: Pick<Related, 'prizes' | 'shipped'>): KujiPrize[] {
  const shippingOf = (key: string) => {
    if (o.prizesShippedAt) return { shipping: 'shipped' as const, shipping_code: o.prizesShippingCode };
    const tracking = related.shipped.get(key);
    return tracking === undefined
      ? { shipping: 'in_prize_box' as const, shipping_code: null }
      : { shipping: 'shipped' as const, shipping_code: tracking };
  };
  const won: KujiPrize[] = tickets.map((t) => ({ ...toTicket(t, related.prizes), ...shippingOf(`t${t.id}`) }));
  const final = tickets.find((t) => t.last);
  const lastOne = [...related.prizes.values()].find((p) => p.kuji_id === o.kujiId && p.tier === LAST_ONE);
  if (final && lastOne)
    won.push({
      position: final.position,
      tier: LAST_ONE,
      name: lastOne.name,
      image: lastOne.image,
      last_one: true,
      ...shippingOf(`last${o.kujiId}`),
    });
  return won;
}

interface Related {
  labels: Map<number, { title: string; image: string }>;
  coupons: Awaited<ReturnType<typeof couponsByIds>>;
  tickets: Map<number, DrawnTicket[]>;
  prizes: Map<number, PrizeLabel>;
  /** v2 campaigns' beacon chains: their paid orders show their round. */
  chains: Map<number, BeaconChain>;
  invoices: Map<number, IssuedInvoice>;
  /** Prizes a member's shipment carried off: prize key → its tracking code. */
  shipped: Map<string, string | null>;
}

/** What several orders' records need besides their rows, a query for each whatever their number. */
async function relatedOf(db: Db, rows: KujiOrderRow[], locale: Locale): Promise<Related> {
  const kujiIds = rows.map((o) => o.kujiId);
  const paid = rows.filter((o) => o.status === 'paid');
  const [labels, coupons, tickets, prizes, chains, invoices, shipped] = await Promise.all([
    campaignLabels(db, kujiIds, locale),
    couponsByIds(
      db,
      rows.flatMap((o) => (o.couponId ? [o.couponId] : [])),
    ),
    ticketsOf(
      db,
      paid.map((o) => o.id),
    ),
    prizeLabels(
      db,
      paid.map((o) => o.kujiId),
      locale,
    ),
    drawChains(
      db,
      paid.map((o) => o.kujiId),
    ),
    issuedInvoices(
      db,
      'kuji_order',
      paid.map((o) => o.id),
    ),
    shippedPrizes(
      db,
      paid.map((o) => o.id),
    ),
  ]);
  return { labels, coupons, tickets, prizes, chains, invoices, shipped };
}

interface OrderParts {
  label: { title: string; image: string } | undefined;
  coupon: AppliedCoupon | null;
  prizes: KujiPrize[];
  draw: KujiOrderDrawState | null;
  invoice: IssuedInvoice | null;
}

function partsOf(o: KujiOrderRow, related: Related, locale: Locale): OrderParts {
  const coupon = o.couponId ? related.coupons.get(o.couponId) : undefined;
  return {
    label: related.labels.get(o.kujiId),
    coupon: coupon ? toApplied(coupon, locale, { discount: o.discount, freeShipping: false }) : null,
    prizes: toPrizes(o, related.tickets.get(o.id) ?? [], related),
    draw: drawOf(o, related),
    invoice: related.invoices.get(o.id) ?? null,
  };
}

function drawOf(o: KujiOrderRow, related: Related): KujiOrderDrawState | null {
  const chain = related.chains.get(o.kujiId);
  return chain ? drawStateOf(chain, o) : null;
}

function toKujiOrder(
  o: KujiOrderRow,
  { label, coupon, prizes, draw, invoice }: OrderParts,
  purchase: Purchase | null,
): KujiOrder {
  return {
    order_id: o.id,
    order_number: kujiOrderNumber(o),
    kuji_id: o.kujiId,
    kuji_title: label?.title ?? '',
    kuji_image: label?.image ?? '',
    draws: o.draws,
    price: o.price,
    subtotal: o.subtotal,
    discount: o.discount,
    total: o.total,
    coupon,
    method: o.paymentMethod as PaymentMethod,
    status: o.status as KujiOrderStatus,
    created_at: o.createdAt.toISOString(),
    payment_deadline: iso(o.paymentDeadline),
    paid_at: iso(o.paidAt),
    purchase,
    prizes,
    tickets_opened: o.ticketsOpened,
    draw,
    // Orders from before invoices kept no choice: the member carrier is what they would have taken.
    invoice: invoiceView(o.invoice ?? (invoice ? { kind: 'member' } : null), invoice),
  };
}

/** One order's record, with the payment it shows. */
export async function kujiOrderDetail(db: Db, o: KujiOrderRow, locale: Locale, purchase: Purchase | null): Promise<KujiOrder> {
  return toKujiOrder(o, partsOf(o, await relatedOf(db, [o], locale), locale), purchase);
}

/** A just-placed order's record from what placing it read already: no query (it has no prizes yet). */
export function placedKujiOrder(
  o: KujiOrderRow,
  label: { title: string; image: string },
  coupon: AppliedCoupon | null,
  purchase: Purchase | null,
): KujiOrder {
  return toKujiOrder(o, { label, coupon, prizes: [], draw: null, invoice: null }, purchase);
}

/** GET kuji-order/{id}/prizes: what a paid order won (nothing before it is paid). */
export async function kujiPrizes(db: Db, o: KujiOrderRow, locale: Locale): Promise<KujiPrize[]> {
  return (await kujiOrderDetail(db, o, locale, null)).prizes;
}

/**
 * GET kuji-order/{id}/draw: a paid order's tickets, read from the box, so the same every time; an order not paid
 * (yet, or ever) has none to show and says which.
 */
export async function kujiDraw(db: Db, o: KujiOrderRow, locale: Locale): Promise<KujiDraw> {
  if (o.status === 'pending_payment') fail('KUJI_NOT_PAID');
  if (o.status !== 'paid') fail('KUJI_ORDER_EXPIRED');
  const related = await relatedOf(db, [o], locale);
  return {
    order_id: o.id,
    order_number: kujiOrderNumber(o),
    kuji_id: o.kujiId,
    kuji_title: related.labels.get(o.kujiId)?.title ?? '',
    tickets: (related.tickets.get(o.id) ?? []).map((t) => toTicket(t, related.prizes)),
    tickets_opened: o.ticketsOpened,
    draw: drawOf(o, related),
  };
}

/** GET kuji-order: a member's kuji orders, newest first, optionally of one status, each with its payment. */
export async function listKujiOrders(
  db: Db,
  userId: number,
  q: KujiOrderListQuery,
  locale: Locale,
  purchaseOf: (orderId: number) => Promise<Purchase | null>,
): Promise<KujiOrderList> {
  const page = q.page ?? 1;
  const pageSize = q.page_size ?? 10;
  const where = and(eq(kujiOrders.userId, userId), q.status ? eq(kujiOrders.status, q.status) : undefined);
  const rows = await db
    .select({ o: kujiOrders, total: totalRows() })
    .from(kujiOrders)
    .where(where)
    // Newest first by order time (the id breaks ties), as the shop's order list.
    .orderBy(desc(kujiOrders.createdAt), desc(kujiOrders.id))
    .limit(pageSize)
    .offset(pageOffset(page, pageSize));
  const total = await pageTotal(db, page, rows, kujiOrders, where);
  const orders = rows.map((r) => r.o);
  const [related, purchases] = await Promise.all([
    relatedOf(db, orders, locale),
    Promise.all(orders.map((o) => purchaseOf(o.id))),
  ]);
  return {
    data: orders.map((o, i) => toKujiOrder(o, partsOf(o, related, locale), purchases[i] ?? null)),
    page,
    page_size: pageSize,
    total,
  };
}
