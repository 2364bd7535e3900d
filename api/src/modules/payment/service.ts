import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, lte, sql } from 'drizzle-orm';
import type { PaymentMethod, Purchase, PurchaseStatus, PurchaseSubject } from '@shop/shared/contract';
import type { Db } from '../../db/client';
import { allColumns, rowsOf, tableRow } from '../../db/hand-written';
import { purchases } from '../../db/schema';
import { fail } from '../../platform/errors';
import type { Locale } from '../../platform/locale';
import type { PaymentProvider } from '../../providers/payment';
import { sendDueRefunds } from './refunds';
import type { PaymentSubjects } from './subjects';

export { SubjectNotPayable, type PaymentSubject, type PaymentSubjects, type PaymentTx, type SettledRefund } from './subjects';
export { paidPurchaseOf, RefundExceedsPayment, refundsOf, requestRefund, retryRefund, type RefundReason } from './refunds';

/** Advisory-lock class of "one live purchase per subject" (any constant no other lock uses). */
const PURCHASE_LOCK = 0x70617921;

export interface PaymentSetup {
  /** Null: payments are off (no gateway configured). */
  provider: PaymentProvider | null;
  publicUrl: string;
  ttlSeconds: number;
  refundRetrySeconds: number;
  refundMaxAttempts: number;
  log: { warn(details: object, message: string): void; error(details: object, message: string): void };
}

// The gateway belongs to the API instance that owns the database handle: the service functions keep the
// signature the other modules call them with, `(db, …)`.
const setups = new WeakMap<Db, PaymentSetup>();

export function attachPayments(db: Db, setup: PaymentSetup): void {
  setups.set(db, setup);
}

/**
 * Asks the gateway for refunds written as requested (`ids`: just committed; none: every one due), from this process.
 * Never throws: a refund the gateway did not take is asked again by the sweep.
 */
export async function sendRefunds(db: Db, ids?: string[]): Promise<number> {
  const setup = setups.get(db);
  if (!setup?.provider) return 0;
  const sender = {
    db,
    provider: setup.provider,
    retrySeconds: setup.refundRetrySeconds,
    maxAttempts: setup.refundMaxAttempts,
    log: setup.log,
  };
  return sendDueRefunds(sender, ids).catch((err: unknown) => {
    setup.log.error({ err }, 'sending refunds failed');
    return 0;
  });
}

type PurchaseRow = typeof purchases.$inferSelect;

export function toPurchase(row: PurchaseRow): Purchase {
  return {
    purchase_id: row.id,
    order_id: row.subjectId,
    subject: row.subject as PurchaseSubject,
    method: row.method as PaymentMethod,
    amount: row.amount,
    status: row.status as PurchaseStatus,
    payment_url: row.paymentUrl,
    qr_code: row.qrCode,
    expires_at: row.expiresAt.toISOString(),
    paid_at: row.paidAt?.toISOString() ?? null,
  };
}

const descriptions: Record<PurchaseSubject, Record<Locale, string>> = {
  order: { tw: '訂單 {id}', cn: '订单 {id}', en: 'Order {id}' },
  kuji_order: { tw: '一番賞訂單 {id}', cn: '一番赏订单 {id}', en: 'Ichiban Kuji order {id}' },
  prize_shipment: { tw: '獎品出貨運費 {id}', cn: '奖品出货运费 {id}', en: 'Prize shipping {id}' },
};

export interface NewPurchase {
  subject: PurchaseSubject;
  subjectId: number;
  userId: number | null;
  /** Integer TWD. */
  amount: number;
  method: PaymentMethod;
  locale: Locale;
  /** A path on this shop the gateway's card page sends the shopper back to (with `purchase_id` added). */
  returnPath: string;
  /** What the shopper reads for the subject on the gateway's pages (its order number); its id when absent. */
  reference?: string;
  /** When the subject stops taking payment (an order's deadline): the purchase expires then at the latest. */
  payBy?: Date | null;
}

/**
 * Starts paying a subject: the gateway is asked first (network I/O, so never inside the caller's
 * transaction), then the purchase is stored, replacing (canceling) any pending one of the same subject, so a
 * subject has one live payment. The replaced ones are canceled at the gateway afterwards.
 */
export async function createPurchase(db: Db, input: NewPurchase): Promise<Purchase> {
  const setup = setups.get(db);
  if (!setup?.provider) fail('PAYMENT_UNAVAILABLE');
  const { provider } = setup;
  if (!Number.isInteger(input.amount) || input.amount < 1 || input.amount > 2147483647) fail('BAD_PARAMS');
  if (!/^\/(?![/\\])[^\s\\]*$/.test(input.returnPath)) fail('BAD_PARAMS');
  const id = randomBytes(18).toString('base64url');
  const ttlEnd = Date.now() + setup.ttlSeconds * 1000;
  // A payment the gateway would still take after its order expired could only end in a refund.
  const expiresAt = new Date(input.payBy ? Math.min(ttlEnd, input.payBy.getTime()) : ttlEnd);
  const returnUrl = new URL(input.returnPath, setup.publicUrl);
  returnUrl.searchParams.set('purchase_id', id);
  let started;
  try {
    started = await provider.start({
      reference: id,
      method: input.method,
      amount: input.amount,
      currency: 'TWD',
      description: descriptions[input.subject][input.locale].replace('{id}', input.reference ?? String(input.subjectId)),
      locale: input.locale,
      returnUrl: returnUrl.toString(),
      notifyUrl: `${setup.publicUrl}/api/v1/payment/webhook/${provider.name}`,
      expiresAt,
    });
  } catch (err) {
    setup.log.error({ err, provider: provider.name, subject: input.subject }, 'payment gateway did not start a payment');
    fail('PAYMENT_UNAVAILABLE');
  }
  const insert = sql`insert into ${purchases}
      (id, subject, subject_id, user_id, method, amount, provider, provider_ref, payment_url, qr_code, expires_at)
    values (${id}, ${input.subject}, ${input.subjectId}, ${input.userId}, ${input.method}, ${input.amount},
      ${provider.name}, ${started.providerRef}, ${started.paymentUrl}, ${started.qrCode},
      ${expiresAt.toISOString()}::timestamptz)`;
  // Most purchases are a new order's first: one statement, as the unique index of pending purchases keeps one a
  // subject (a concurrent one that got there first makes this one a replacement, below).
  const [first] = await rowsOf<Record<string, unknown>>(
    db,
    sql`${insert} on conflict (subject, subject_id) where status = 'pending' do nothing returning ${allColumns(purchases)}`,
  );
  if (first) return toPurchase(tableRow(purchases, first));
  const { row, replaced } = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${PURCHASE_LOCK}, ${input.subjectId})`);
    // After the lock, so it sees every purchase committed before; and before the insert, which the unique index of
    // pending purchases would refuse while the replaced one is still pending.
    const replaced = await rowsOf<{ provider: string; ref: string }>(
      tx,
      sql`update ${purchases} set status = 'canceled'
        where subject = ${input.subject} and subject_id = ${input.subjectId} and status = 'pending'
        returning provider, provider_ref as ref`,
    );
    const [created] = await rowsOf<Record<string, unknown>>(tx, sql`${insert} returning ${allColumns(purchases)}`);
    return { row: tableRow(purchases, created!), replaced };
  });
  await cancelAtGateway(setup, replaced);
  return toPurchase(row);
}

const pendingOf = (subject: PurchaseSubject, subjectId: number) =>
  and(eq(purchases.subject, subject), eq(purchases.subjectId, subjectId), eq(purchases.status, 'pending'));

async function cancelAtGateway(setup: PaymentSetup | undefined, rows: { provider: string; ref: string }[]) {
  const provider = setup?.provider;
  if (!provider) return;
  // Best effort: should the gateway still collect one, its notice marks the purchase for a refund.
  await Promise.all(
    rows
      .filter((r) => r.provider === provider.name)
      .map((r) => provider.cancel(r.ref).catch((err) => setup.log.warn({ err, ref: r.ref }, 'payment gateway did not cancel'))),
  );
}

/**
 * Cancels the subject's pending purchase (its order expired or was canceled). Given a transaction, only the
 * purchases are canceled (no network I/O inside it); given the API's database, the gateway is told too.
 */
export async function cancelPurchases(db: Db, subject: PurchaseSubject, subjectId: number): Promise<void> {
  const canceled = await db
    .update(purchases)
    .set({ status: 'canceled' })
    .where(pendingOf(subject, subjectId))
    .returning({ provider: purchases.provider, ref: purchases.providerRef });
  await cancelAtGateway(setups.get(db), canceled);
}

/** Pending purchases past their time become expired (one statement; the sweep and every read run it). */
export async function expirePurchases(db: Db, id?: string): Promise<number> {
  const due = and(eq(purchases.status, 'pending'), lte(purchases.expiresAt, sql`now()`));
  const rows = await db
    .update(purchases)
    .set({ status: 'expired' })
    .where(id ? and(eq(purchases.id, id), due) : due)
    .returning({ id: purchases.id });
  return rows.length;
}

/**
 * A purchase for its owner (the member who started it) or for the bearer of a guest token its subject
 * accepts; anyone else, like an unknown id, gets 404.
 */
export async function readPurchase(
  db: Db,
  subjects: PaymentSubjects,
  id: string,
  viewer: { userId: number | null; token: string | undefined },
): Promise<Purchase> {
  await expirePurchases(db, id);
  const [row] = await db.select().from(purchases).where(eq(purchases.id, id));
  if (!row) fail('NOT_FOUND');
  if (row.userId !== null && row.userId === viewer.userId) return toPurchase(row);
  const verify = subjects.get(row.subject as PurchaseSubject)?.verifyGuestToken;
  if (viewer.token && verify && (await verify(db, row.subjectId, viewer.token))) return toPurchase(row);
  fail('NOT_FOUND');
}

/** The subject's newest purchase (what an order page shows as its payment), or null. */
export async function latestPurchase(db: Db, subject: PurchaseSubject, subjectId: number): Promise<Purchase | null> {
  const [row] = await db
    .select()
    .from(purchases)
    .where(and(eq(purchases.subject, subject), eq(purchases.subjectId, subjectId)))
    .orderBy(desc(purchases.createdAt))
    .limit(1);
  return row ? toPurchase(row) : null;
}

/** Every purchase of the subject, oldest first: what was tried, paid, expired or canceled. */
export async function purchasesOf(db: Db, subject: PurchaseSubject, subjectId: number): Promise<Purchase[]> {
  const rows = await db
    .select()
    .from(purchases)
    .where(and(eq(purchases.subject, subject), eq(purchases.subjectId, subjectId)))
    .orderBy(asc(purchases.createdAt), asc(purchases.id));
  return rows.map(toPurchase);
}
