import { and, eq, gt, inArray, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { HoldingConfig } from '../../config';
import type { Db } from '../../db/client';
import { orderItems, orders, products } from '../../db/schema';
import { fail } from '../../platform/errors';
import { holderKeys, holderLock, type Holder } from '../../platform/holder';

// Nobody holds what they do not pay for: inside the transaction that creates an order, its holder (member, guest
// e-mail, address, device) is locked, then its open unpaid orders are counted and the units of each product they
// hold are added to this order's. Beyond a cap the order is refused and rolled back. An order that leaves a product
// with little stock gets the short payment deadline.

/** The holder's columns on the order row. */
export const holderColumns = (h: Holder) => ({ guestEmailKey: h.emailKey, clientIp: h.ip, deviceKey: h.deviceKey });

type Key = 'userId' | 'emailKey' | 'ip' | 'deviceKey';
const KEYS: Key[] = ['userId', 'emailKey', 'ip', 'deviceKey'];

export interface Holdings {
  holder: Holder;
  caps: HoldingConfig;
  /** Per key of the holder: units of each product its other open unpaid orders hold. */
  units: Map<Key, Map<number, number>>;
}

const capOf = (caps: HoldingConfig, key: Key) =>
  key === 'ip' ? { orders: caps.ordersPerIp, units: caps.unitsPerIp } : { orders: caps.orders, units: caps.units };

/** What takes the holder's locks in the statement that inserts its order, after the row (platform/holder.ts). */
export const orderHolderLock = (holder: Holder) => holderLock(holderKeys('order', holder));

/**
 * Refuses (HOLD_ORDER_LIMIT) when the holder already has its cap of open unpaid orders; the holder's locks were
 * taken by the order's INSERT (orderHolderLock).
 */
export async function checkOpenOrders(
  tx: Db,
  holder: Holder,
  caps: HoldingConfig,
  orderId: number,
  now: Date,
): Promise<Holdings> {
  const match: SQL[] = [];
  if (holder.userId !== null) match.push(eq(orders.userId, holder.userId));
  if (holder.emailKey) match.push(eq(orders.guestEmailKey, holder.emailKey));
  if (holder.ip) match.push(eq(orders.clientIp, holder.ip));
  if (holder.deviceKey) match.push(eq(orders.deviceKey, holder.deviceKey));
  const units = new Map<Key, Map<number, number>>(KEYS.map((k) => [k, new Map()]));
  if (match.length === 0) return { holder, caps, units };
  // Past its deadline an order holds nothing any more (the sweep is about to give its stock back).
  const rows = await tx
    .select({
      id: orders.id,
      userId: orders.userId,
      emailKey: orders.guestEmailKey,
      ip: orders.clientIp,
      deviceKey: orders.deviceKey,
      productId: orderItems.productId,
      reserved: orderItems.reserved,
      subProducts: orderItems.subProducts,
    })
    .from(orders)
    .leftJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(
      and(
        eq(orders.status, 'pending_activation'),
        isNull(orders.paidAt),
        gt(orders.paymentDeadline, now),
        ne(orders.id, orderId),
        or(...match),
      ),
    );
  for (const key of KEYS) {
    const mine = rows.filter((r) => r[key] !== null && r[key] === holder[key]);
    if (new Set(mine.map((r) => r.id)).size >= capOf(caps, key).orders) fail('HOLD_ORDER_LIMIT');
    const held = units.get(key)!;
    for (const r of mine) if (r.productId !== null) addUnits(held, unitsOf(r as HeldItem));
  }
  return { holder, caps, units };
}

/** An order item as held: its line's units and its set items' (a set item is stock taken like a line). */
interface HeldItem {
  productId: number;
  reserved: number;
  subProducts?: { product_id: number; reserved?: number }[] | null;
}

const unitsOf = (item: HeldItem): [number, number][] => [
  [item.productId, item.reserved],
  ...(item.subProducts ?? []).map((s): [number, number] => [s.product_id, s.reserved ?? 0]),
];

function addUnits(into: Map<number, number>, units: [number, number][]) {
  for (const [productId, n] of units) if (n > 0) into.set(productId, (into.get(productId) ?? 0) + n);
}

/**
 * Refuses (HOLD_UNIT_LIMIT) when this order's stock of a product, with what the holder already holds, passes the
 * cap; then shortens the order's deadline if it left one of its products with little stock (answers the new one).
 */
export async function checkHeldUnits(
  tx: Db,
  holdings: Holdings,
  items: (HeldItem & { orderId: number })[],
  now: Date,
): Promise<Date | undefined> {
  const ordered = new Map<number, number>();
  for (const item of items) addUnits(ordered, unitsOf(item));
  for (const key of KEYS) {
    if (holdings.holder[key] === null) continue;
    const held = holdings.units.get(key)!;
    for (const [productId, n] of ordered)
      if ((held.get(productId) ?? 0) + n > capOf(holdings.caps, key).units) fail('HOLD_UNIT_LIMIT');
  }
  const taken = [...ordered.keys()];
  if (taken.length === 0) return undefined;
  const deadline = new Date(now.getTime() + holdings.caps.shortPaymentSeconds * 1000);
  // One statement: the products' rows are this transaction's already, so what it reads is what it left.
  const shortened = await tx
    .update(orders)
    .set({ paymentDeadline: deadline })
    .where(
      and(
        eq(orders.id, items[0]!.orderId),
        gt(orders.paymentDeadline, deadline),
        sql`exists (${tx
          .select({ one: sql`1` })
          .from(products)
          .where(
            and(inArray(products.id, taken), eq(products.preOrder, false), lte(products.stock, holdings.caps.lowStockUnits)),
          )})`,
      ),
    )
    .returning({ id: orders.id });
  return shortened.length > 0 ? deadline : undefined;
}
