import type { FastifyPluginAsync } from 'fastify';
import type { Config } from './config';
import type { Ctx } from './context';
import type { Db } from './db/client';
import type { PaymentProvider } from './providers/payment';

/** Payment gateways PAYMENT_PROVIDER may name besides real ones, each made from the config and the database. */
export type PaymentGateways = Readonly<Record<string, (config: Config, db: Db) => PaymentProvider>>;

/**
 * Stand-ins for outside services (`@shop/sandboxes`): whoever composes the running API hands them to createApi or
 * buildApi (deploy's api-mount; for the API's tests and benchmarks, sandboxes' compose-api.ts through
 * testing/composed-stand-ins.ts), so nothing of the API imports them. Where each may be mounted is decided here and in api.ts/app.ts.
 */
export interface StandIns {
  /** The gateways the stand-ins offer (the payment sandbox, which refuses production itself). */
  paymentGateways: PaymentGateways;
  /** Routes under /dev: registered outside production only (app.ts devPlugin). */
  devRoutes(ctx: Ctx): FastifyPluginAsync[];
  /** The Firebase Storage REST protocol under /v0: registered when the bucket is emulated (config.storage). */
  storageBucket(ctx: Ctx): FastifyPluginAsync;
}
