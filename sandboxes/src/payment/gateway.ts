import { and, desc, eq, gt, inArray } from 'drizzle-orm';
import { type Db, type NoticeType, sandboxPayments, signNotice } from '@shop/api/stand-in-kit';
import { eventTypeOf, type SandboxNotice } from './notice';

// The gateway side of the sandbox: its books, the moves its pages make, and the signed notices it posts to
// the shop. Each move is one conditional UPDATE, so a double click (or two tabs) moves a payment once.

export type SandboxPayment = typeof sandboxPayments.$inferSelect;
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

  /**
   * Posts the signed notice of a payment's final status to the shop's webhook, as a gateway does. The event
   * id follows from the payment and its status, so sending again is a replay the shop recognises.
   */
  async notify(payment: SandboxPayment): Promise<Delivery> {
    const created = Math.floor(this.now().getTime() / 1000);
    const notice: SandboxNotice = {
      id: `evt_${payment.ref}_${payment.status}`,
      type: eventTypeOf(payment.status as NoticeType),
      created,
      data: {
        payment_ref: payment.ref,
        merchant_reference: payment.merchantReference,
        method: payment.method,
        amount: payment.amount,
        currency: payment.currency,
      },
    };
    const body = Buffer.from(JSON.stringify(notice));
    try {
      const res = await fetch(payment.notifyUrl, {
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
