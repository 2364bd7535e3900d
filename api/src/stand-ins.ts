import type { FastifyPluginAsync } from 'fastify';
import type { BeaconChain } from '@shop/shared/kuji';
import type { Config } from './config';
import type { Ctx } from './context';
import type { Db } from './db/client';
import type { InvoiceIssuer } from './providers/invoice';
import type { PaymentProvider } from './providers/payment';

/** Payment gateways PAYMENT_PROVIDER may name besides real ones, each made from the config and the database. */
export type PaymentGateways = Readonly<Record<string, (config: Config, db: Db) => PaymentProvider>>;

/** Value-added centres INVOICE_PROVIDER may name besides real ones. */
export type InvoiceIssuers = Readonly<Record<string, (config: Config, db: Db) => InvoiceIssuer>>;

/** A drand beacon running on this machine (sandboxes/src/beacon): its relay URL and chain. */
export interface LocalBeacon {
  url: string;
  chain: BeaconChain;
  close(): Promise<void>;
}

/** Its round period in seconds, the folder its chain is kept in (none: a new chain each start), its port (none: any). */
export interface LocalBeaconOptions {
  period: number;
  dir?: string;
  port?: number;
}

/**
 * Stand-ins for outside services (`@shop/sandboxes`): whoever composes the running API hands them to createApi or
 * buildApi (deploy's api-mount; for the API's tests and benchmarks, sandboxes' compose-api.ts through
 * testing/composed-stand-ins.ts), so nothing of the API imports them. Where each may be mounted is decided here and in api.ts/app.ts.
 */
export interface StandIns {
  /** The gateways the stand-ins offer (the payment sandbox, which refuses production itself). */
  paymentGateways: PaymentGateways;
  /** The value-added centres the stand-ins offer (the invoice sandbox, which refuses production itself). */
  invoiceIssuers?: InvoiceIssuers;
  /** Routes under /dev: registered outside production only (app.ts devPlugin). */
  devRoutes(ctx: Ctx): FastifyPluginAsync[];
  /** The Firebase Storage REST protocol under /v0: registered when the bucket is emulated (config.storage). */
  storageBucket(ctx: Ctx): FastifyPluginAsync;
  /**
   * Starts a drand beacon of its own (the HTTP API of the League of Entropy's relays, real BLS rounds): the API
   * draws from it outside production when no DRAND_URLS or DRAND_CHAIN_HASH is set (providers/beacon-source.ts).
   */
  localBeacon?(options: LocalBeaconOptions): Promise<LocalBeacon>;
}
