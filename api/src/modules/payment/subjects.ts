import type { Purchase, PurchaseSubject } from '@shop/shared/contract';
import type { Db } from '../../db/client';

// What a purchase pays for is owned by another module (orders, Ichiban Kuji orders). That module registers
// here how it is paid; payments never touch its tables.

/** The transaction a verified "paid" notice runs in. */
export type PaymentTx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface PaymentSubject {
  /**
   * Marks the subject paid, inside the transaction that moves its purchase from pending to paid (so both
   * happen, once, or neither). Throws SubjectNotPayable when it can no longer be paid (expired, canceled,
   * already paid): the purchase is then kept as needing a refund.
   */
  paid(tx: PaymentTx, subjectId: number, purchase: Purchase): Promise<void>;
  /** Whether `token` (from the signed link mailed to a guest) lets its bearer read this subject's purchases. */
  verifyGuestToken?(db: Db, subjectId: number, token: string): Promise<boolean>;
}

/** Thrown by a subject's `paid` when the subject can no longer be paid. */
export class SubjectNotPayable extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'SubjectNotPayable';
  }
}

const subjects = new Map<PurchaseSubject, PaymentSubject>();

/** Registers how a subject is paid (once, at start-up, from its module's routes); a later call replaces it. */
export function registerPaymentSubject(subject: PurchaseSubject, handler: PaymentSubject): void {
  subjects.set(subject, handler);
}

export function paymentSubject(subject: string): PaymentSubject | undefined {
  return subjects.get(subject as PurchaseSubject);
}
