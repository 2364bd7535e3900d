import type { IncomingHttpHeaders } from 'node:http';
import type { PaymentMethod } from '@shop/shared/contract';
import type { Locale } from '../../platform/locale';

// What the shop needs from a payment gateway. A gateway is chosen by configuration (PAYMENT_PROVIDER, its
// secrets from the environment, providers/payment/index.ts); the shop's payment module never knows which.

/** Everything a gateway needs to collect one payment. */
export interface PaymentRequest {
  /** The shop's purchase id; the gateway reports it back in every notice (the merchant reference). */
  reference: string;
  method: PaymentMethod;
  /** Integer amount in `currency`. */
  amount: number;
  currency: 'TWD';
  /** What the shopper sees on the gateway's pages. */
  description: string;
  locale: Locale;
  /** Where a hosted page sends the browser when it is done. */
  returnUrl: string;
  /** Where the gateway posts its signed notices (the shop's webhook). */
  notifyUrl: string;
  /** The gateway must not accept the payment after this. */
  expiresAt: Date;
}

export interface StartedPayment {
  /** The gateway's own id of the payment. */
  providerRef: string;
  /** Cards: the hosted page to open. Wallets (WeChat Pay, Alipay): the URL their QR code encodes. */
  paymentUrl: string;
  /** Wallets: the text to render as a QR code; null for cards. */
  qrCode: string | null;
}

/** What became of a payment ('paid' … 'expired'), or of one of its refunds ('refunded', 'refund_failed'). */
export type NoticeType = 'paid' | 'failed' | 'canceled' | 'expired' | 'refunded' | 'refund_failed';

/** Everything a gateway needs to give back (part of) a payment it collected. */
export interface RefundRequest {
  /** The gateway's id of the payment (StartedPayment.providerRef). */
  providerRef: string;
  /**
   * The shop's refund id: the gateway's idempotency key (asked again with it, it answers the same refund) and what its
   * refund notices report back.
   */
  reference: string;
  /** Integer amount in `currency`, at most what is left of the payment. */
  amount: number;
  currency: 'TWD';
}

export interface StartedRefund {
  /** The gateway's own id of the refund. */
  providerRefundId: string;
}

/** A verified notice: the gateway says what became of a payment. */
export interface PaymentNotice {
  /** Unique per notice at this gateway: a notice is accepted once. */
  eventId: string;
  /** The shop's purchase id (PaymentRequest.reference). */
  reference: string;
  type: NoticeType;
  amount: number;
  currency: string;
  /** Refund notices: the shop's refund id (RefundRequest.reference) and the gateway's; `amount` is the refund's. */
  refund?: { reference: string; providerRefundId: string };
}

/** Why a notice was not accepted before it reached the shop's books. */
export class NoticeRefused extends Error {
  constructor(
    readonly reason: 'signature' | 'stale' | 'malformed',
    message: string,
  ) {
    super(message);
    this.name = 'NoticeRefused';
  }
}

/** The gateway could not be reached or refused to start a payment. */
export class PaymentUnavailable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PaymentUnavailable';
  }
}

/** The gateway will not make this refund, whatever the number of tries (the payment is not refundable, or not by that much). */
export class RefundRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RefundRefused';
  }
}

export interface PaymentProvider {
  /** The gateway's name: the last segment of its webhook, /api/v1/payment/webhook/<name>. */
  readonly name: string;
  /** Starts a payment at the gateway (network I/O: never inside a database transaction). */
  start(request: PaymentRequest): Promise<StartedPayment>;
  /** Tells the gateway not to accept a payment any more (best effort: a notice may still say it was paid). */
  cancel(providerRef: string): Promise<void>;
  /**
   * Asks the gateway to give money back (network I/O: never inside a database transaction). Idempotent by
   * `reference`; the outcome arrives later as a signed 'refunded' or 'refund_failed' notice. Throws RefundRefused when
   * it never will; any other error may pass on a later try.
   */
  refund(request: RefundRequest): Promise<StartedRefund>;
  /** Checks a notice's signature and age over its raw bytes and reads it; throws NoticeRefused. */
  readNotice(raw: Buffer, headers: IncomingHttpHeaders, now: Date): PaymentNotice;
}
