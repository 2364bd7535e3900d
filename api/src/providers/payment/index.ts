import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { PaymentGateways } from '../../stand-ins';
import type { PaymentProvider } from './types';

export type {
  NoticeType,
  PaymentNotice,
  PaymentProvider,
  PaymentRequest,
  RefundRequest,
  StartedPayment,
  StartedRefund,
} from './types';
export { NoticeRefused, PaymentUnavailable, RefundRefused } from './types';

/**
 * The gateway PAYMENT_PROVIDER names, with its secrets from the environment; null when payments are off
 * (production without a gateway: starting a payment then answers PAYMENT_UNAVAILABLE). A real gateway is one
 * more class implementing PaymentProvider and one more case here; `standIns` are the composition's (the sandbox).
 */
export function createPaymentProvider(config: Config, db: Db, standIns: PaymentGateways = {}): PaymentProvider | null {
  const { provider, webhookSecret } = config.payment;
  if (!provider) return null;
  if (!webhookSecret) throw new Error(`PAYMENT_PROVIDER=${provider} needs PAYMENT_WEBHOOK_SECRET`);
  const standIn = Object.hasOwn(standIns, provider) ? standIns[provider] : undefined;
  if (standIn) return standIn(config, db);
  const known = [...Object.keys(standIns), 'none'].join(', ');
  throw new Error(`PAYMENT_PROVIDER=${provider}: no such payment provider (known: ${known})`);
}
