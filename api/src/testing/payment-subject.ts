import { sql } from 'drizzle-orm';
import type { PaymentMethod, Purchase } from '@shop/shared/contract';
import { createPurchase, SubjectNotPayable, type PaymentSubject, type PaymentSubjects } from '../modules/payment/service';
import type { TestApi } from './harness';

// What the payment tests pay for: a subject of the test's own composition (startTestApi's `paymentSubjects`),
// paid through the same seam as the shop's orders, which records each `paid` call and writes inside the
// transaction it is given (so atomicity shows in the database). The shop's own subjects are not in that API.

export const TEST_SUBJECT = 'kuji_order' as const;

export interface TestSubject {
  /** Subject ids `paid` ran for, in order (a repeat would show up twice). */
  paid: number[];
  /** Subject ids whose `paid` refuses: it writes, then throws SubjectNotPayable. */
  refusing: Set<number>;
  /** Subject ids whose next `paid` fails unexpectedly (a bug, the database), after writing. */
  failingOnce: Set<number>;
  /** Whether the subject's write inside `paid` was committed. */
  wrote(db: TestApi['ctx']['db'], subjectId: number): Promise<boolean>;
  /** The registry to build the test API with: this subject alone, under TEST_SUBJECT. */
  subjects: PaymentSubjects;
}

export function testPaymentSubject(): TestSubject {
  const subject: Omit<TestSubject, 'subjects'> = {
    paid: [],
    refusing: new Set(),
    failingOnce: new Set(),
    async wrote(db, subjectId) {
      const rows = (await db.execute(sql`select 1 from settings where key = ${`test-paid:${subjectId}`}`)) as unknown as {
        rows: unknown[];
      };
      return rows.rows.length > 0;
    },
  };
  const handler: PaymentSubject = {
    async paid(tx, subjectId, purchase) {
      // A plain insert: a second run for the same subject would fail on the key.
      await tx.execute(sql`insert into settings (key, value) values (${`test-paid:${subjectId}`}, ${purchase.purchase_id})`);
      if (subject.refusing.has(subjectId)) throw new SubjectNotPayable('the test subject refuses');
      if (subject.failingOnce.delete(subjectId)) throw new Error('the test subject failed');
      subject.paid.push(subjectId);
    },
    verifyGuestToken: async (_db, subjectId, token) => token === `guest-${subjectId}`,
  };
  return { ...subject, subjects: new Map([[TEST_SUBJECT, handler]]) };
}

let nextSubjectId = 1000;

/** A purchase of a fresh test subject, started as the shop's order module will. */
export function startPurchase(
  t: TestApi,
  method: PaymentMethod,
  opts: { userId?: number | null; amount?: number; subjectId?: number } = {},
): Promise<Purchase> {
  const subjectId = opts.subjectId ?? nextSubjectId++;
  return createPurchase(t.ctx.db, {
    subject: TEST_SUBJECT,
    subjectId,
    userId: opts.userId ?? null,
    amount: opts.amount ?? 1280,
    method,
    locale: 'en',
    returnPath: `/result?order_id=${subjectId}`,
  });
}

/** Posts an HTML form the way a browser does. */
export function submitForm(t: TestApi, url: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return t.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(fields).toString(),
  });
}

/** Pays on the sandbox's card page at `paymentUrl` with the card that always goes through; its answer (303). */
export function payByCard(t: TestApi, paymentUrl: string) {
  const card = { number: '4242424242424242', expiry: '12/40', cvc: '123', action: 'pay' };
  return submitForm(t, new URL(paymentUrl, t.base).pathname, card);
}
