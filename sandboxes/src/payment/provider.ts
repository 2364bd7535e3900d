import { randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { and, eq, inArray } from 'drizzle-orm';
import { Compile } from 'typebox/compile';
import {
  type Db,
  NoticeRefused,
  type PaymentNotice,
  type PaymentProvider,
  type PaymentRequest,
  type RefundRequest,
  sandboxPayments,
  type StartedPayment,
  type StartedRefund,
  verifyNotice,
} from '@shop/api/stand-in-kit';
import { SandboxGateway } from './gateway';
import { noticeTypeOf, SandboxNotice } from './notice';

const checkNotice = Compile(SandboxNotice);

export const isWallet = (method: string) => method === 'wechat_pay' || method === 'alipay';

/** Where the sandbox serves a payment's page: the card form, or the wallet screen its QR code opens. */
export const sandboxPageUrl = (publicUrl: string, method: string, ref: string) =>
  `${publicUrl}/dev/payment/${isWallet(method) ? 'qr' : 'card'}/${ref}`;

/**
 * The shop's side of the sandbox gateway the API serves itself under /dev/payment (sandbox/routes.ts). Like a
 * real gateway it keeps its own books (sandbox_payments), serves the pages the shopper pays on, and reports
 * the outcome only through signed notices to the shop's webhook.
 */
export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox';

  private readonly gateway: SandboxGateway;

  constructor(
    private readonly db: Db,
    private readonly publicUrl: string,
    private readonly secret: string,
    private readonly toleranceSeconds: number,
  ) {
    this.gateway = new SandboxGateway(db, secret);
  }

  async start(request: PaymentRequest): Promise<StartedPayment> {
    const ref = `sbx_${randomBytes(12).toString('base64url')}`;
    await this.db.insert(sandboxPayments).values({
      ref,
      merchantReference: request.reference,
      method: request.method,
      amount: request.amount,
      currency: request.currency,
      description: request.description,
      locale: request.locale,
      notifyUrl: request.notifyUrl,
      returnUrl: request.returnUrl,
      expiresAt: request.expiresAt,
    });
    const paymentUrl = sandboxPageUrl(this.publicUrl, request.method, ref);
    return { providerRef: ref, paymentUrl, qrCode: isWallet(request.method) ? paymentUrl : null };
  }

  async cancel(providerRef: string): Promise<void> {
    await this.db
      .update(sandboxPayments)
      .set({ status: 'canceled' })
      .where(and(eq(sandboxPayments.ref, providerRef), inArray(sandboxPayments.status, ['open', 'challenge'])));
  }

  /** Takes the refund (or answers the one already taken under its reference) and settles it a moment later. */
  async refund(request: RefundRequest): Promise<StartedRefund> {
    const ref = await this.gateway.takeRefund(request.providerRef, request.reference, request.amount);
    this.gateway.settleRefundSoon(ref);
    return { providerRefundId: ref };
  }

  readNotice(raw: Buffer, headers: IncomingHttpHeaders, now: Date): PaymentNotice {
    verifyNotice(this.secret, headers, raw, now, this.toleranceSeconds);
    let body: unknown;
    try {
      body = JSON.parse(raw.toString('utf8'));
    } catch {
      throw new NoticeRefused('malformed', 'not JSON');
    }
    if (!checkNotice.Check(body)) throw new NoticeRefused('malformed', 'not a sandbox notice');
    return {
      eventId: body.id,
      reference: body.data.merchant_reference,
      type: noticeTypeOf(body.type),
      amount: body.data.amount,
      currency: body.data.currency,
      ...(body.data.refund && {
        refund: { reference: body.data.refund.merchant_reference, providerRefundId: body.data.refund.refund_ref },
      }),
    };
  }
}
