import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import { type Db, type NoticeType, RefundRefused, sandboxPayments, sandboxRefunds, signNotice } from '@shop/api/stand-in-kit';
import { eventTypeOf, type SandboxNotice } from './notice';

// The gateway side of the sandbox: its books, the moves its pages make, and the signed notices it posts to
// the shop. Each move is one conditional UPDATE, so a double click (or two tabs) moves a payment once.

export type SandboxPayment = typeof sandboxPayments.$inferSelect;
export type SandboxRefund = typeof sandboxRefunds.$inferSelect;

/** How long the sandbox takes to settle a refund (a real gateway takes seconds to days): after the shop's call returned. */
const REFUND_SETTLES_AFTER_MS = 200;
/** A refund notice the shop did not take is posted again, this many times, a second apart and doubling. */
const REFUND_NOTICE_TRIES = 6;
type Waiting = 'open' | 'challenge';
const waiting: Waiting[] = ['open', 'challenge'];

export interface Delivery {
  ok: boolean;
  /** Why the shop did not take it (status and body, or the network error). */
  detail: string;
}

export class SandboxGateway {
  constructor(
    private readonly db: Db,
    private readonly secret: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The payment; one whose time is up is first moved to expired and the shop told. */
  async find(ref: string): Promise<SandboxPayment | undefined> {
    const [row] = await this.db.select().from(sandboxPayments).where(eq(sandboxPayments.ref, ref));
    if (!row || !waiting.includes(row.status as Waiting) || row.expiresAt > this.now()) return row;
    const expired = await this.move(ref, waiting, 'expired');
    if (expired) await this.notify(expired);
    return this.find(ref);
  }

  /** Moves a payment from one of `from` to `to`; null when another request moved it first. */
  async move(ref: string, from: Waiting[], to: Waiting | NoticeType): Promise<SandboxPayment | null> {
    const [row] = await this.db
      .update(sandboxPayments)
      .set({ status: to })
      .where(and(eq(sandboxPayments.ref, ref), inArray(sandboxPayments.status, from)))
      .returning();
    return row ?? null;
  }

  /** Wallet payments waiting to be scanned, newest first (the phone page offers them). */
  waitingWallets(limit = 20): Promise<SandboxPayment[]> {
    return this.db
      .select()
      .from(sandboxPayments)
      .where(
        and(
          inArray(sandboxPayments.method, ['wechat_pay', 'alipay']),
          eq(sandboxPayments.status, 'open'),
          gt(sandboxPayments.expiresAt, this.now()),
        ),
      )
      .orderBy(desc(sandboxPayments.createdAt))
      .limit(limit);
  }

  /** A paid card's refunds will fail (the test card that says so paid it). */
  async refundsWillFail(ref: string): Promise<void> {
    await this.db.update(sandboxPayments).set({ refundsFail: true }).where(eq(sandboxPayments.ref, ref));
  }

  /**
   * Takes a refund of a paid payment, once per the shop's reference (asked again, it answers the same refund, as a
   * gateway's idempotency key does). Refused (RefundRefused): an unpaid payment, more than is left of it, or a
   * reference already used for another refund.
   */
  async takeRefund(paymentRef: string, reference: string, amount: number): Promise<string> {
    return this.db.transaction(async (tx) => {
      const [payment] = await tx.select().from(sandboxPayments).where(eq(sandboxPayments.ref, paymentRef)).for('update');
      const [known] = await tx.select().from(sandboxRefunds).where(eq(sandboxRefunds.merchantReference, reference));
      if (known) {
        if (known.paymentRef !== paymentRef || known.amount !== amount)
          throw new RefundRefused(`refund ${reference} was asked for another amount`);
        return known.ref;
      }
      if (payment?.status !== 'paid') throw new RefundRefused(`payment ${paymentRef} was not collected`);
      const [given] = await tx
        .select({ total: sql<number>`coalesce(sum(${sandboxRefunds.amount}), 0)::int` })
        .from(sandboxRefunds)
        .where(and(eq(sandboxRefunds.paymentRef, paymentRef), ne(sandboxRefunds.status, 'failed')));
      if (amount > payment.amount - given!.total)
        throw new RefundRefused(`only ${payment.amount - given!.total} ${payment.currency} is left of payment ${paymentRef}`);
      const ref = `sbr_${randomBytes(12).toString('base64url')}`;
      await tx.insert(sandboxRefunds).values({ ref, paymentRef, merchantReference: reference, amount });
      return ref;
    });
  }

  /** Settles a taken refund a moment later (refused when its payment's card says so) and tells the shop. */
  settleRefundSoon(ref: string): void {
    setTimeout(() => {
      void this.settleRefund(ref).catch(() => {});
    }, REFUND_SETTLES_AFTER_MS).unref();
  }

  async settleRefund(ref: string): Promise<void> {
    const [settled] = await this.db
      .update(sandboxRefunds)
      .set({
        status: sql`case when (select refunds_fail from ${sandboxPayments} where ref = ${sandboxRefunds.paymentRef})
          then 'failed' else 'succeeded' end`,
      })
      .where(and(eq(sandboxRefunds.ref, ref), eq(sandboxRefunds.status, 'pending')))
      .returning();
    if (!settled) return;
    for (let tryNo = 0; tryNo < REFUND_NOTICE_TRIES; tryNo++) {
      if ((await this.notifyRefund(settled)).ok) return;
      await new Promise((resolve) => setTimeout(resolve, 1000 * 2 ** tryNo).unref());
    }
  }

  /** Posts a refund's signed notice (its id follows from the refund and its status: again, it is a replay). */
  async notifyRefund(refund: SandboxRefund): Promise<Delivery> {
    const [payment] = await this.db.select().from(sandboxPayments).where(eq(sandboxPayments.ref, refund.paymentRef));
    return this.post(
      payment!.notifyUrl,
      `evt_${refund.ref}_${refund.status}`,
      refund.status === 'succeeded' ? 'refund.succeeded' : 'refund.failed',
      {
        payment_ref: payment!.ref,
        merchant_reference: payment!.merchantReference,
        method: payment!.method,
        amount: refund.amount,
        currency: payment!.currency,
        refund: { refund_ref: refund.ref, merchant_reference: refund.merchantReference },
      },
    );
  }

  /**
   * Posts the signed notice of a payment's final status to the shop's webhook, as a gateway does. The event
   * id follows from the payment and its status, so sending again is a replay the shop recognises.
   */
  notify(payment: SandboxPayment): Promise<Delivery> {
    return this.post(payment.notifyUrl, `evt_${payment.ref}_${payment.status}`, eventTypeOf(payment.status as NoticeType), {
      payment_ref: payment.ref,
      merchant_reference: payment.merchantReference,
      method: payment.method,
      amount: payment.amount,
      currency: payment.currency,
    });
  }

  private async post(url: string, id: string, type: SandboxNotice['type'], data: SandboxNotice['data']): Promise<Delivery> {
    const created = Math.floor(this.now().getTime() / 1000);
    const notice: SandboxNotice = { id, type, created, data };
    const body = Buffer.from(JSON.stringify(notice));
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...signNotice(this.secret, created, body) },
        body,
        signal: AbortSignal.timeout(10_000),
      });
      // 409: the shop already has this very notice (an earlier answer was lost on the way).
      if (res.ok || res.status === 409) return { ok: true, detail: '' };
      return { ok: false, detail: `HTTP ${res.status}: ${(await res.text()).slice(0, 300)}` };
    } catch (err) {
      return { ok: false, detail: (err as Error).message };
    }
  }
}
