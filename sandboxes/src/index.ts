// Stand-ins for the shop's outside services, each speaking the real service's protocol so the shop's production
// client code is what runs against them: the Firebase Storage REST endpoint (storage/), a payment gateway with
// hosted pages and signed webhooks (payment/), WeChat's website-login OAuth (wechat/) and a mailbox for the mails
// the API writes when no SMTP server is configured (mailbox/), a drand randomness beacon signing rounds with its
// own key, for the kuji draws (beacon/), and a value-added centre that takes uniform e-invoices (invoice/). Whoever
// composes the API hands them to createApi (deploy's api-mount; the API's tests and benchmarks through
// testing/compose-api.ts); the API never imports them.
import type { Config, Db, StandIns } from '@shop/api/stand-in-kit';
import { startLocalBeacon } from './beacon/local-beacon';
import { sandboxInvoiceIssuer } from './invoice/issuer';
import { mailboxRoutes } from './mailbox/routes';
import { paymentSandboxRoutes } from './payment/routes';
import { SandboxProvider } from './payment/provider';
import { storagePlugin } from './storage/routes';
import { wechatSandboxRoutes } from './wechat/routes';

/** The sandbox gateway: its pages are /dev routes, which production does not serve. */
function sandboxGateway(config: Config, db: Db) {
  if (config.production) throw new Error('PAYMENT_PROVIDER=sandbox is not available in production');
  const { webhookSecret, webhookToleranceSeconds } = config.payment;
  return new SandboxProvider(db, config.publicUrl, webhookSecret!, webhookToleranceSeconds);
}

export const sandboxes: StandIns = {
  paymentGateways: { sandbox: sandboxGateway },
  invoiceIssuers: { sandbox: sandboxInvoiceIssuer },
  devRoutes: (ctx) => [
    ...(ctx.mailer.kind === 'dev-mailbox' ? [mailboxRoutes(ctx)] : []),
    wechatSandboxRoutes(ctx),
    ...(ctx.config.payment.provider === 'sandbox' ? [paymentSandboxRoutes(ctx)] : []),
  ],
  storageBucket: storagePlugin,
  localBeacon: startLocalBeacon,
};
