import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { SandboxProvider } from './sandbox/provider';
import type { PaymentProvider } from './types';

export type { PaymentNotice, PaymentProvider, PaymentRequest, StartedPayment, NoticeType } from './types';
export { NoticeRefused, PaymentUnavailable } from './types';

/**
 * The gateway PAYMENT_PROVIDER names, with its secrets from the environment; null when payments are off
 * (production without a gateway: starting a payment then answers PAYMENT_UNAVAILABLE). A real gateway is one
 * more class implementing PaymentProvider and one more case here.
 */
export function createPaymentProvider(config: Config, db: Db): PaymentProvider | null {
  const { provider, webhookSecret, webhookToleranceSeconds } = config.payment;
  if (!provider) return null;
  if (!webhookSecret) throw new Error(`PAYMENT_PROVIDER=${provider} needs PAYMENT_WEBHOOK_SECRET`);
  switch (provider) {
    case 'sandbox':
      // Its pages are /dev routes, which production does not serve.
      if (config.production) throw new Error('PAYMENT_PROVIDER=sandbox is not available in production');
      return new SandboxProvider(db, config.publicUrl, webhookSecret, webhookToleranceSeconds);
    default:
      throw new Error(`PAYMENT_PROVIDER=${provider}: no such payment provider (known: sandbox, none)`);
  }
}
