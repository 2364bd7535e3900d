import type { Purchase, PurchaseSubject } from '@shop/shared/contract';
import type { Db } from '../../db/client';

// What a purchase pays for is owned by another module (orders, Ichiban Kuji orders). That module says how it is
// paid (a PaymentSubject); the app's composition (api.ts) hands the payments module one registry of them, so
// payments never touch the subjects' tables and no import or route registration changes what is registered.

/** The transaction a verified "paid" notice runs in. */
export type PaymentTx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface PaymentSubject {
  /**
   * Marks the subject paid, inside the transaction that moves its purchase from pending to paid (so both
   * happen, once, or neither). Throws SubjectNotPayable when it can no longer be paid (expired, canceled,
   * already paid): the purchase is then kept as needing a refund.
   */
  paid(tx: PaymentTx, subjectId: number, purchase: Purchase): Promise<void>;
  /**
   * `paid` throws SubjectNotPayable only before it writes anything: the payment then needs no savepoint to undo
   * the subject's writes (two statements fewer in the notice's transaction, one of them after the subject's locks).
   */
  refusesBeforeWriting?: boolean;
  /**
   * Money went back from the subject's payment (the gateway's notice settled a refund), inside that notice's
   * transaction: `refunded` is the payment's total given back so far, `paid` what it was.
   */
  refunded?(tx: PaymentTx, subjectId: number, refund: SettledRefund): Promise<void>;
  /** Whether `token` (from the signed link mailed to a guest) lets its bearer read this subject's purchases. */
  verifyGuestToken?(db: Db, subjectId: number, token: string): Promise<boolean>;
}

export interface SettledRefund {
  /** The refund's id (the same however often its notice comes). */
  id: string;
  /** This refund (TWD). */
  amount: number;
  refunded: number;
  paid: number;
  reason: string;
}

/** Thrown by a subject's `paid` when the subject can no longer be paid. */
export class SubjectNotPayable extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'SubjectNotPayable';
  }
}

/** How each subject is paid, as the app composed it (api.ts `shopPaymentSubjects`; a test composes its own). */
export type PaymentSubjects = ReadonlyMap<PurchaseSubject, PaymentSubject>;
