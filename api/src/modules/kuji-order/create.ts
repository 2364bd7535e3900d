import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { KujiOrderRequest, KujiQuote } from '@shop/shared/contract';
import type { HoldingConfig } from '../../config';
import type { Db } from '../../db/client';
import { allColumns, rowsOf, tableRow } from '../../db/hand-written';
import { kujiOrders } from '../../db/schema';
import { ApiError, fail } from '../../platform/errors';
import type { Holder } from '../../platform/holder';
import type { Locale } from '../../platform/locale';
import { redeemKujiCoupon } from '../coupon/service';
import { checkInvoiceChoice } from '../invoice/service';
import { reserve } from '../kuji/box';
import { checkKujiHolds, kujiHolderColumns, kujiHolderLock } from './holding-caps';
import { priceDraws } from './quote';
import type { KujiOrderRow } from './read';

// POST kuji-order: everything is checked and priced first; then ONE short transaction writes the order (its
// INSERT claims the Idempotency-Key), uses the coupon and holds the tickets. Any refusal inside rolls all of it
// back: never an order without its tickets, nor tickets held by no order. The payment starts after commit.

/** Ends the transaction when another request with the same key already created the order. */
class SameKey extends Error {}

/** The request's fingerprint: the same key with another body is refused, not answered with another's order. */
const requestHash = (body: KujiOrderRequest) =>
  createHash('sha256')
    .update(JSON.stringify(Object.entries(body).sort(([a], [b]) => a.localeCompare(b))))
    .digest('base64url');

async function orderByKey(db: Db, scope: string, key: string, hash: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: kujiOrders.id, hash: kujiOrders.requestHash })
    .from(kujiOrders)
    .where(and(eq(kujiOrders.idempotencyScope, scope), eq(kujiOrders.idempotencyKey, key)));
  if (row && row.hash !== hash) fail('IDEMPOTENCY_CONFLICT');
  return row?.id;
}

/** A new order with what its record shows, or the order an earlier request with the same key created. */
export type Created =
  | { replayed: false; row: KujiOrderRow; quote: KujiQuote; campaign: { title: string; image: string } }
  | { replayed: true; orderId: number };

export async function createKujiOrder(
  db: Db,
  userId: number,
  body: KujiOrderRequest,
  opts: {
    idempotencyKey: string | undefined;
    paymentSeconds: number;
    locale: Locale;
    /** Who will hold the order unpaid, and the caps on what one holder may hold (none when undefined). */
    holding?: { holder: Holder; caps: HoldingConfig };
  },
): Promise<Created> {
  const scope = `u:${userId}`;
  const hash = requestHash(body);
  const key = opts.idempotencyKey;
  const now = new Date();
  const invoice = checkInvoiceChoice(body.invoice);
  let priced;
  try {
    priced = await priceDraws(db, userId, body, opts.locale, now);
  } catch (err) {
    // A retry of a request that was answered answers the same order, even when the tickets it holds are now the
    // last ones or its coupon is now used (by that very order). A fresh request skips this lookup: its INSERT
    // claims the key below.
    const existing = key && err instanceof ApiError ? await orderByKey(db, scope, key, hash) : undefined;
    if (existing) return { orderId: existing, replayed: true };
    throw err;
  }
  const { quote, couponId, campaign } = priced;
  try {
    const row = await db.transaction(async (tx) => {
      const holder = opts.holding && kujiHolderColumns(opts.holding.holder);
      // The holder's locks are taken after the row, which first claims the key (a retry waits on it, not on them).
      const [inserted] = await rowsOf<Record<string, unknown>>(
        tx,
        sql`with inserted as (
          insert into ${kujiOrders} (user_id, kuji_id, draws, price, subtotal, discount, total, coupon_id,
            payment_method, idempotency_scope, idempotency_key, request_hash, payment_deadline, client_ip, device_key,
            locale, invoice)
          values (${userId}, ${body.kuji_id}, ${quote.draws}, ${quote.price}, ${quote.subtotal}, ${quote.discount},
            ${quote.total}, ${couponId}, ${body.method}, ${key ? scope : null}, ${key ?? null}, ${key ? hash : null},
            ${new Date(now.getTime() + opts.paymentSeconds * 1000).toISOString()}::timestamptz,
            ${holder?.clientIp ?? null}, ${holder?.deviceKey ?? null}, ${opts.locale}, ${JSON.stringify(invoice)}::jsonb)
          on conflict (idempotency_scope, idempotency_key) do nothing
          returning ${allColumns(kujiOrders)})
        select inserted.*, ${opts.holding ? kujiHolderLock(opts.holding.holder) : sql`0`} as locks from inserted`,
      );
      const row = inserted && tableRow(kujiOrders, inserted);
      if (!row) throw new SameKey();
      if (opts.holding)
        await checkKujiHolds(
          tx,
          opts.holding.holder,
          opts.holding.caps,
          { id: row.id, kujiId: body.kuji_id, draws: quote.draws },
          now,
        );
      if (couponId !== null) await redeemKujiCoupon(tx, userId, couponId, row.id);
      // The campaign row is what every buyer of the box queues on: taken last, held only until the commit.
      await reserve(tx, body.kuji_id, quote.draws, now);
      return row;
    });
    return { replayed: false, row, quote, campaign };
  } catch (err) {
    if (!(err instanceof SameKey)) throw err;
    const existing = await orderByKey(db, scope, key!, hash);
    if (!existing) throw new Error('idempotency key conflict without an order');
    return { orderId: existing, replayed: true };
  }
}
