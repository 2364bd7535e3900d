import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { OrderCreate } from '@shop/shared/contract';
import type { Db } from '../../db/client';
import { allColumns, rowsOf, tableRow } from '../../db/hand-written';
import { orderItems, orders } from '../../db/schema';
import { fail } from '../../platform/errors';
import { productPictures } from '../../platform/images';
import { guestEmailKey } from '../../platform/holder';
import { takeHourlyUse } from '../../platform/hourly-limit';
import type { Locale } from '../../platform/locale';
import { cartSubProducts, removeCartLines } from '../cart/service';
import { applyTerms, couponForMember, redeemCoupon } from '../coupon/service';
import { notify } from '../notification/outbox';
import type { HoldingConfig } from '../../config';
import type { Holder } from '../../platform/holder';
import { checkInvoice } from './invoice';
import { checkDelivery } from './delivery';
import { checkHeldUnits, checkOpenOrders, holderColumns, orderHolderLock } from './holding-caps';
import { amountsOf, loadDraftProducts, priceDraft, type PricedDraft } from './draft';
import type { ItemRow, OrderRow } from './read';
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
  /** The language they shop in: the order's mails are written in it. */
  locale: Locale;
  /** At most this many order mails an hour go to one guest address (its later orders are placed unmailed). */
  guestMailsPerHour: number;
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

/**
 * A guest's address has proved nothing: past its hourly cap the order stands (its page has the link) but no more
 * mail goes there, so nobody can flood a stranger's mailbox through the shop. A member's own address always may.
 */
async function mayMail(tx: Db, buyer: Buyer, guestEmail: string | null): Promise<boolean> {
  if (buyer.userId !== null) return true;
  return takeHourlyUse(tx, `guest-order-mail:${guestEmailKey(guestEmail!)}`, buyer.guestMailsPerHour);
}

/** A new order with its row and items as inserted, or the order an earlier request with the same key created. */
export type Created = { replayed: false; row: OrderRow; items: ItemRow[] } | { replayed: true; orderId: number };

export async function createOrder(db: Db, body: OrderCreate, buyer: Buyer, paymentSeconds: number): Promise<Created> {
  const now = new Date();
  if (buyer.userId === null && !body.guest_email) fail('SHIPPING_INFO_INCOMPLETE');
  const scope = buyer.userId !== null ? `u:${buyer.userId}` : `g:${body.guest_email!.trim().toLowerCase()}`;
  const hash = createHash('sha256').update(sortedJson(body)).digest('base64url');
  const key = buyer.idempotencyKey;
  if (key) {
    const existing = await orderByKey(db, scope, key, hash);
    if (existing) return { replayed: true, orderId: existing };
  }
  const delivery = checkDelivery(body);
  const invoice = checkInvoice(body);
  const priced = priceDraft(body, await loadDraftProducts(db, body.lines));
  if (buyer.userId !== null) await checkSets(db, buyer.userId, body);
  const coupon = await couponFor(db, buyer.userId, body, priced, now);
  const amounts = amountsOf(priced, coupon);
  if (amounts.total !== body.expected_total)
    fail(amounts.shipping_fee !== body.expected_shipping_fee ? 'SHIPPING_UPDATED' : 'PRICE_UPDATED');
  try {
    const order = await db.transaction(async (tx) => {
      const holder = buyer.holding && holderColumns(buyer.holding.holder);
      const json = (value: unknown) => (value === null ? null : JSON.stringify(value));
      // Hand-written (db/hand-written.ts); the holder's locks come after the row, which first claims the key (a retry
      // waits on the key and never holds the locks while it does).
      const [inserted] = await rowsOf<Record<string, unknown>>(
        tx,
        sql`with inserted as (
            insert into ${orders} (user_id, guest_email, ships_from, country_code, delivery_method, recipient, address,
              cvs_store, customs_id, invoice, payment_method, subtotal, shipping_fee, discount, total, coupon_id,
              coupon_free_shipping, idempotency_scope, idempotency_key, request_hash, payment_deadline, guest_email_key,
              client_ip, device_key, locale)
            values (${buyer.userId}, ${buyer.userId === null ? body.guest_email!.trim() : null}, ${priced.shipsFrom},
              ${body.country_code}, ${body.delivery_method}, ${json(delivery.recipient)}::jsonb,
              ${json(delivery.address)}::jsonb, ${json(delivery.cvsStore)}::jsonb, ${delivery.customsId}, ${json(invoice)}::jsonb,
              ${body.payment_method}, ${amounts.subtotal}, ${amounts.shipping_fee}, ${amounts.discount}, ${amounts.total},
              ${coupon?.coupon.id ?? null}, ${coupon?.freeShipping ?? false}, ${key ? scope : null}, ${key ?? null},
              ${key ? hash : null}, ${new Date(now.getTime() + paymentSeconds * 1000).toISOString()}::timestamptz,
              ${holder?.guestEmailKey ?? null}, ${holder?.clientIp ?? null}, ${holder?.deviceKey ?? null}, ${buyer.locale})
            on conflict (idempotency_scope, idempotency_key) do nothing
            returning ${allColumns(orders)})
          select *, ${buyer.holding ? orderHolderLock(buyer.holding.holder) : sql`0`} as locks from inserted`,
      );
      if (!inserted) throw new SameKey();
      // The whole row, returned by the INSERT: the answer needs no read of it after the transaction.
      const row = tableRow(orders, inserted);
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
          picture: productPictures(p, 1)[0]!,
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
      const shortened = holdings && (await checkHeldUnits(tx, holdings, items, now));
      if (shortened) row.paymentDeadline = shortened;
      await tx.execute(
        sql`insert into ${orderItems} (order_id, product_id, sku, name_tw, name_cn, name_en, unit_price, marked_price,
            amount, reserved, pre_order, picture, sub_products)
          values ${sql.join(
            items.map(
              (i) => sql`(${i.orderId}, ${i.productId}, ${i.sku}, ${i.nameTw}, ${i.nameCn}, ${i.nameEn}, ${i.unitPrice},
                ${i.markedPrice}, ${i.amount}, ${i.reserved}, ${i.preOrder}, ${i.picture}, ${JSON.stringify(i.subProducts)}::jsonb)`,
            ),
            sql`, `,
          )}`,
      );
      if (coupon && buyer.userId !== null) await redeemCoupon(tx, buyer.userId, coupon.coupon.id, row.id);
      if (await mayMail(tx, buyer, row.guestEmail))
        await notify(tx, 'order.placed', [{ orderId: row.id }], { payBy: row.paymentDeadline!.toISOString() });
      if (buyer.userId !== null)
        await removeCartLines(
          tx,
          buyer.userId,
          byId.map((l) => l.product.id),
        );
      return { row, items };
    });
    return { replayed: false, row: order.row, items: order.items };
  } catch (err) {
    if (!(err instanceof SameKey)) throw err;
    const existing = await orderByKey(db, scope, key!, hash);
    if (!existing) throw new Error('idempotency key conflict without an order');
    return { replayed: true, orderId: existing };
  }
}
