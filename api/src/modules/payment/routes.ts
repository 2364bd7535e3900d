import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Ok, PurchaseBody, PurchaseParams, PurchaseQuery } from '@shop/shared/contract';
import type { Ctx } from '../../context';
import { optionalUser } from '../../platform/auth';
import { ApiError, fail } from '../../platform/errors';
import { createPaymentProvider, NoticeRefused, type PaymentProvider } from '../../providers/payment';
import { acceptNotice } from './notices';
import { repeatEvery } from '../../platform/every';
import { attachPayments, expirePurchases, readPurchase, sendRefunds } from './service';

export default function paymentRoutes(ctx: Ctx): FastifyPluginAsyncTypebox {
  const provider = createPaymentProvider(ctx.config, ctx.db, ctx.paymentGateways);
  return async (app) => {
    attachPayments(ctx.db, {
      provider,
      publicUrl: ctx.config.publicUrl,
      ttlSeconds: ctx.config.payment.ttlSeconds,
      refundRetrySeconds: ctx.config.payment.refundRetrySeconds,
      refundMaxAttempts: ctx.config.payment.refundMaxAttempts,
      log: app.log,
    });
    ctx.jobs.add(repeatEvery(ctx.config.payment.expirySweepMs, () => expirePurchases(ctx.db), app.log, 'expiring purchases'));
    // Refunds the gateway has not taken yet (it was down, or this process died before asking).
    ctx.jobs.add(
      repeatEvery(Math.min(ctx.config.payment.refundRetrySeconds, 30) * 1000, () => sendRefunds(ctx.db), app.log, 'refund sweep'),
    );

    app.get(
      '/purchase/:purchase_id',
      {
        schema: {
          tags: ['payment'],
          operationId: 'getPurchase',
          summary: "A payment's live status (its owner, or a guest with the order's token)",
          description:
            'Poll while the shopper pays (the WeChat Pay / Alipay QR page): `status` leaves `pending` once, to ' +
            "`paid`, `failed`, `canceled` or `expired`. Another member's purchase, or a wrong token, is 404.",
          params: PurchaseParams,
          querystring: PurchaseQuery,
          response: { 200: PurchaseBody },
        },
        onRequest: optionalUser(ctx.tokens),
      },
      async (req) => ({
        data: await readPurchase(ctx.db, ctx.paymentSubjects, req.params.purchase_id, {
          userId: req.user?.id ?? null,
          token: req.query.token,
        }),
      }),
    );

    await app.register(webhookRoutes(ctx, provider));
  };
}

const refusals = { signature: 'PAYMENT_SIGNATURE', stale: 'PAYMENT_STALE', malformed: 'BAD_PARAMS' } as const;

/** The gateway's signed notices. Its own scope: the body is kept as raw bytes, which is what is signed. */
function webhookRoutes(ctx: Ctx, provider: PaymentProvider | null): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));

    app.post(
      '/payment/webhook/:provider',
      {
        schema: {
          tags: ['provider-callbacks'],
          operationId: 'paymentWebhook',
          summary: "The payment gateway's signed notice about a payment (not called by the shop)",
          description:
            'Outside the v1 contract: the gateway named in the path posts here. The raw body is verified against ' +
            'its HMAC-SHA256 signature over `<timestamp>.<body>` (sandbox: headers `x-payment-timestamp`, ' +
            '`x-payment-signature: v1=<hex>`). Refused, and logged: a bad signature (40120), a stale timestamp ' +
            "(40121), an event id already received (40920), an amount or currency that is not the purchase's " +
            '(40060), an unknown purchase (40401).',
          params: Type.Object({ provider: Type.String({ pattern: '^[a-z0-9_-]{1,32}$' }) }, { additionalProperties: false }),
          response: { 200: Ok },
        },
      },
      async (req) => {
        const refuse = (reason: string, details: object = {}) =>
          req.log.warn({ provider: req.params.provider, reason, ...details }, 'payment notice refused');
        if (!provider || req.params.provider !== provider.name) {
          refuse('unknown provider');
          fail('NOT_FOUND');
        }
        const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        let notice;
        try {
          notice = provider.readNotice(raw, req.headers, new Date());
        } catch (err) {
          if (!(err instanceof NoticeRefused)) throw err;
          refuse(err.message);
          fail(refusals[err.reason]);
        }
        const about = { event_id: notice.eventId, purchase_id: notice.reference, type: notice.type };
        try {
          const outcome = await acceptNotice(ctx.db, ctx.paymentSubjects, provider.name, notice, req.log);
          req.log.info({ ...about, outcome }, 'payment notice accepted');
        } catch (err) {
          if (err instanceof ApiError) refuse(err.message, { ...about, amount: notice.amount, currency: notice.currency });
          throw err;
        }
        return { data: { success: true } };
      },
    );
  };
}
