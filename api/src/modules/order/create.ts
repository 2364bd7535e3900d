import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { OrderCreate } from '@shop/shared/contract';
import type { Db } from '../../db/client';
import { orderItems, orders } from '../../db/schema';
import { fail } from '../../platform/errors';
import { cartSubProducts, removeCartLines } from '../cart/service';
import { applyTerms, couponForMember, redeemCoupon } from '../coupon/service';
import type { HoldingConfig } from '../../config';
import type { Holder } from '../../platform/holder';
import { checkDelivery } from './delivery';
import { checkHeldUnits, checkOpenOrders, holderColumns } from './holding-caps';
import { amountsOf, loadDraftProducts, priceDraft, type PricedDraft } from './draft';
import { reserveLines } from './reserve';

// POST order: everything is checked and priced before the transaction, which then only writes: the order row
// (claiming the idempotency key), the stock (conditional UPDATEs in product id order), the items, the coupon and
// the cart. Any refusal inside throws and rolls all of it back: there is never a half-written order.

export interface Buyer {
  userId: number | null;
  /** Idempotency-Key header. */
  idempotencyKey: string | undefined;
  /** Who will hold the order unpaid, and the caps on what one holder may hold (none when undefined). */
  holding?: { holder: Holder; caps: HoldingConfig };
}

/** Ends the transaction when another request with the same key already created the order. */
class SameKey extends Error {}

const sortedJson = (v: unknown): string =>
  Array.isArray(v)
    ? `[${v.map(sortedJson).join(',')}]`
    : v && typeof v === 'object'
      ? `{${Object.keys(v)
          .sort()
          .map((k) => `${JSON.stringify(k)}:${sortedJson((v as Record<string, unknown>)[k])}`)
          .join(',')}}`
      : JSON.stringify(v);

async function orderByKey(db: Db, scope: string, key: string, hash: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: orders.id, hash: orders.requestHash })
    .from(orders)
    .where(and(eq(orders.idempotencyScope, scope), eq(orders.idempotencyKey, key)));
  if (row && row.hash !== hash) fail('IDEMPOTENCY_CONFLICT');
  return row?.id;
}

/** The order's coupon, checked against the priced draft (members only: coupons belong to members). */
async function couponFor(db: Db, userId: number | null, body: OrderCreate, priced: PricedDraft, now: Date) {
  if (!body.coupon_id && !body.coupon_code) return null;
  if (userId === null) fail('DISCOUNT_INVALID');
  const { coupon } = await couponForMember(db, userId, body);
  return { coupon, ...applyTerms(coupon, priced, now) };
}

/** A member buys a set (a line with sub-products) as it sits in the cart: all of its items or none. */
async function checkSets(db: Db, userId: number, body: OrderCreate) {
  const inCart = await cartSubProducts(db, userId);
  for (const line of body.lines) {
    const cartSubs = inCart.get(line.product_id);
    if (!cartSubs?.length) continue;
    const key = (subs: { product_id: number; amount: number }[]) =>
      sortedJson([...subs].sort((a, b) => a.product_id - b.product_id));
    if (key(cartSubs) !== key(line.sub_product_infos ?? [])) fail('SELECT_ALL_ITEMS');
  }
}

export async function createOrder(
  db: Db,
  body: OrderCreate,
  buyer: Buyer,
  paymentSeconds: number,
): Promise<{ orderId: number; replayed: boolean }> {
  const now = new Date();
  if (buyer.userId === null && !body.guest_email) fail('SHIPPING_INFO_INCOMPLETE');
  const scope = buyer.userId !== null ? `u:${buyer.userId}` : `g:${body.guest_email!.trim().toLowerCase()}`;
  const hash = createHash('sha256').update(sortedJson(body)).digest('base64url');
  const key = buyer.idempotencyKey;
  if (key) {
    const existing = await orderByKey(db, scope, key, hash);
    if (existing) return { orderId: existing, replayed: true };
  }
  const delivery = checkDelivery(body);
  const priced = priceDraft(body, await loadDraftProducts(db, body.lines));
  if (buyer.userId !== null) await checkSets(db, buyer.userId, body);
  const coupon = await couponFor(db, buyer.userId, body, priced, now);
  const amounts = amountsOf(priced, coupon);
  if (amounts.total !== body.expected_total)
    fail(amounts.shipping_fee !== body.expected_shipping_fee ? 'SHIPPING_UPDATED' : 'PRICE_UPDATED');
  try {
    const orderId = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(orders)
        .values({
          userId: buyer.userId,
          guestEmail: buyer.userId === null ? body.guest_email!.trim() : null,
          shipsFrom: priced.shipsFrom,
          countryCode: body.country_code,
          deliveryMethod: body.delivery_method,
          recipient: delivery.recipient,
          address: delivery.address,
          cvsStore: delivery.cvsStore,
          customsId: delivery.customsId,
          paymentMethod: body.payment_method,
          subtotal: amounts.subtotal,
          shippingFee: amounts.shipping_fee,
          discount: amounts.discount,
          total: amounts.total,
          couponId: coupon?.coupon.id ?? null,
          couponFreeShipping: coupon?.freeShipping ?? false,
          idempotencyScope: key ? scope : null,
          idempotencyKey: key ?? null,
          requestHash: key ? hash : null,
          paymentDeadline: new Date(now.getTime() + paymentSeconds * 1000),
          ...(buyer.holding && holderColumns(buyer.holding.holder)),
        })
        .onConflictDoNothing({ target: [orders.idempotencyScope, orders.idempotencyKey] })
        .returning({ id: orders.id });
      if (!row) throw new SameKey();
      const holdings = buyer.holding && (await checkOpenOrders(tx, buyer.holding.holder, buyer.holding.caps, row.id, now));
      const byId = [...priced.lines].sort((a, b) => a.product.id - b.product.id);
      const items = [];
      const taken = await reserveLines(tx, byId);
      for (const line of byId) {
        const r = taken.line.get(line.product.id)!;
        const p = line.product;
        items.push({
          orderId: row.id,
          productId: p.id,
          sku: p.sku,
          nameTw: p.nameTw,
          nameCn: p.nameCn,
          nameEn: p.nameEn,
          unitPrice: r.unitPrice,
          markedPrice: r.markedPrice,
          amount: line.amount,
          reserved: r.reserved,
          preOrder: p.preOrder,
          subProducts: line.subs.map((s) => ({
            product_id: s.product.id,
            amount: s.amount,
            name_tw: s.product.nameTw,
            name_cn: s.product.nameCn,
            name_en: s.product.nameEn,
            unit_price: s.unitPrice,
            reserved: taken.sub.get(`${p.id}:${s.product.id}`)!,
          })),
        });
      }
      if (holdings) await checkHeldUnits(tx, holdings, items, now);
      await tx.insert(orderItems).values(items);
      if (coupon && buyer.userId !== null) await redeemCoupon(tx, buyer.userId, coupon.coupon.id, row.id);
      if (buyer.userId !== null)
        await removeCartLines(
          tx,
          buyer.userId,
          byId.map((l) => l.product.id),
        );
      return row.id;
    });
    return { orderId, replayed: false };
  } catch (err) {
    if (!(err instanceof SameKey)) throw err;
    const existing = await orderByKey(db, scope, key!, hash);
    if (!existing) throw new Error('idempotency key conflict without an order');
    return { orderId: existing, replayed: true };
  }
}
