import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { defaultLocale, isLocale, localeCookie, localeFromAcceptLanguage } from '@shop/shared/locale';
import { type Ctx, type Locale, type NoticeType, validatorCompiler } from '@shop/api/stand-in-kit';
import { challengeCode, judgeCard } from './cards';
import { SandboxGateway, type SandboxPayment } from './gateway';
import { cardPage, challengePage, outcomePage, phonePage, walletPage } from './pages';
import { isWallet } from './provider';

// The sandbox gateway's pages under /dev/payment (never in production): the hosted card form with its 3-D
// Secure step, the wallet screen a WeChat Pay / Alipay QR code opens, and a stand-in phone that scans one.

const RefParams = Type.Object({ ref: Type.String({ maxLength: 64 }) });
const Field = (max: number) => Type.Optional(Type.String({ maxLength: max }));
const csp = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'";

function cookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/** The shopper's chosen language (the shop's `lang` cookie), else the one the shop asked for, else the browser's. */
function pageLocale(req: FastifyRequest, payment?: SandboxPayment): Locale {
  const chosen = cookie(req.headers.cookie, localeCookie);
  if (isLocale(chosen)) return chosen;
  if (payment && isLocale(payment.locale)) return payment.locale;
  const languages = req.headers['accept-language']?.trim();
  return languages ? localeFromAcceptLanguage(languages) : defaultLocale;
}

/** The path of a scanned URL (absolute, or a path on this server). */
function pathOf(scanned: string): string {
  try {
    return new URL(scanned, 'http://sandbox.invalid').pathname;
  } catch {
    return '';
  }
}

const html = (reply: FastifyReply, status: number, page: string) =>
  reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', csp)
    .send(page);

export function paymentSandboxRoutes(ctx: Ctx): FastifyPluginAsyncTypebox {
  const gateway = new SandboxGateway(ctx.db, ctx.config.payment.webhookSecret ?? '');

  /**
   * Where a payment stands when this request cannot act on it: the page it waits on, or how it ended (404 when
   * unknown, or not of this page's kind).
   */
  const show = (req: FastifyRequest, reply: FastifyReply, p: SandboxPayment | undefined) => {
    if (p?.status === 'open') return reply.redirect(`/dev/payment/${isWallet(p.method) ? 'qr' : 'card'}/${p.ref}`, 303);
    if (p?.status === 'challenge') return reply.redirect(`/dev/payment/card/${p.ref}/3ds`, 303);
    return html(reply, p ? 200 : 404, outcomePage(p, pageLocale(req, p)));
  };

  /** Moves the payment to its final status once, tells the shop, and sends a card's shopper back to it. */
  async function finish(
    req: FastifyRequest,
    reply: FastifyReply,
    p: SandboxPayment,
    from: ('open' | 'challenge')[],
    to: NoticeType,
  ) {
    const moved = await gateway.move(p.ref, from, to);
    if (!moved) return show(req, reply, await gateway.find(p.ref));
    const delivery = await gateway.notify(moved);
    if (!delivery.ok) {
      req.log.warn({ ref: moved.ref, detail: delivery.detail }, 'sandbox: the shop refused the payment notice');
      return html(reply, 502, outcomePage(moved, pageLocale(req, moved), delivery.detail));
    }
    return isWallet(moved.method) ? show(req, reply, moved) : reply.redirect(moved.returnUrl, 303);
  }

  return async (app) => {
    app.setValidatorCompiler(validatorCompiler);
    // The pages post plain HTML forms.
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_req, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );

    const card = async (ref: string) => {
      const p = await gateway.find(ref);
      return p && !isWallet(p.method) ? p : undefined;
    };

    app.get('/payment/card/:ref', { schema: { params: RefParams } }, async (req, reply) => {
      const p = await card(req.params.ref);
      return p?.status === 'open' ? html(reply, 200, cardPage(p, pageLocale(req, p))) : show(req, reply, p);
    });

    app.post(
      '/payment/card/:ref',
      {
        schema: {
          params: RefParams,
          body: Type.Object({
            action: Type.Union([Type.Literal('pay'), Type.Literal('cancel')]),
            number: Field(40),
            expiry: Field(10),
            cvc: Field(10),
          }),
        },
      },
      async (req, reply) => {
        const p = await card(req.params.ref);
        if (p?.status !== 'open') return show(req, reply, p);
        if (req.body.action === 'cancel') return finish(req, reply, p, ['open'], 'canceled');
        const form = { number: req.body.number ?? '', expiry: req.body.expiry ?? '', cvc: req.body.cvc ?? '' };
        const verdict = judgeCard(p.method as 'credit_card' | 'unionpay', form, new Date());
        if ('problem' in verdict) return html(reply, 422, cardPage(p, pageLocale(req, p), verdict.problem, form));
        if (verdict.outcome === 'refunds_fail') await gateway.refundsWillFail(p.ref);
        if (verdict.outcome === 'success' || verdict.outcome === 'refunds_fail') return finish(req, reply, p, ['open'], 'paid');
        if (verdict.outcome === 'declined') return finish(req, reply, p, ['open'], 'failed');
        if (!(await gateway.move(p.ref, ['open'], 'challenge'))) return show(req, reply, await gateway.find(p.ref));
        return reply.redirect(`/dev/payment/card/${p.ref}/3ds`, 303);
      },
    );

    app.get('/payment/card/:ref/3ds', { schema: { params: RefParams } }, async (req, reply) => {
      const p = await card(req.params.ref);
      return p?.status === 'challenge' ? html(reply, 200, challengePage(p, pageLocale(req, p))) : show(req, reply, p);
    });

    app.post(
      '/payment/card/:ref/3ds',
      {
        schema: {
          params: RefParams,
          body: Type.Object({ action: Type.Union([Type.Literal('verify'), Type.Literal('cancel')]), code: Field(20) }),
        },
      },
      async (req, reply) => {
        const p = await card(req.params.ref);
        if (p?.status !== 'challenge') return show(req, reply, p);
        if (req.body.action === 'cancel') return finish(req, reply, p, ['challenge'], 'canceled');
        return finish(req, reply, p, ['challenge'], req.body.code?.trim() === challengeCode ? 'paid' : 'failed');
      },
    );

    const wallet = async (ref: string) => {
      const p = await gateway.find(ref);
      return p && isWallet(p.method) ? p : undefined;
    };

    // The URL a WeChat Pay / Alipay QR code encodes: what the wallet app shows once it is scanned.
    app.get('/payment/qr/:ref', { schema: { params: RefParams } }, async (req, reply) => {
      const p = await wallet(req.params.ref);
      return p?.status === 'open' ? html(reply, 200, walletPage(p, pageLocale(req, p))) : show(req, reply, p);
    });

    app.post(
      '/payment/qr/:ref',
      {
        schema: {
          params: RefParams,
          body: Type.Object({ action: Type.Union([Type.Literal('confirm'), Type.Literal('cancel')]) }),
        },
      },
      async (req, reply) => {
        const p = await wallet(req.params.ref);
        if (p?.status !== 'open') return show(req, reply, p);
        return finish(req, reply, p, ['open'], req.body.action === 'confirm' ? 'paid' : 'canceled');
      },
    );

    // Sends a final payment's notice again after the shop did not take it.
    app.post('/payment/notify/:ref', { schema: { params: RefParams } }, async (req, reply) => {
      const p = await gateway.find(req.params.ref);
      if (!p || p.status === 'open' || p.status === 'challenge') return show(req, reply, p);
      const delivery = await gateway.notify(p);
      if (!delivery.ok) return html(reply, 502, outcomePage(p, pageLocale(req, p), delivery.detail));
      return isWallet(p.method) ? show(req, reply, p) : reply.redirect(p.returnUrl, 303);
    });

    app.get('/payment/phone', { schema: { querystring: Type.Object({ scan: Field(500) }) } }, async (req, reply) => {
      const scanned = req.query.scan?.trim();
      if (scanned) {
        const ref = /^\/dev\/payment\/qr\/([A-Za-z0-9_-]{1,64})$/.exec(pathOf(scanned))?.[1];
        if (ref) return reply.redirect(`/dev/payment/qr/${ref}`, 303);
      }
      return html(reply, scanned ? 422 : 200, phonePage(pageLocale(req), await gateway.waitingWallets(), !!scanned));
    });
  };
}
