import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ClientConfig } from '@shop/shared/contract';
import { apiPlugin, devPlugin, siteRootPlugin } from './app';
import type { Config } from './config';
import type { Ctx } from './context';
import type { Database } from './db/client';
import { loadJwtSecret, Tokens } from './platform/auth';
import { answerFrameworkError } from './platform/http';
import { BackgroundJobs } from './platform/jobs';
import { outlastAdvertisedKeepAlive } from './platform/keep-alive';
import { ReadCache } from './platform/cache';
import { catalogueStateReader } from './platform/catalogue-state';
import { createRateLimiter } from './platform/rate-limit';
import { startNotices } from './modules';
import { clientConfig, firebaseWebConfig } from './modules/client-config/service';
import { kujiPaymentSubject } from './modules/kuji-order/service';
import { orderPaymentSubject } from './modules/order/service';
import { prizeShipmentPaymentSubject } from './modules/prize-box/service';
import type { PaymentSubjects } from './modules/payment/service';
import { remoteHealthReader, type RemoteHealthReader } from './modules/remote-health/service';
import { rolePermissions, type Permission, type SignedInOperator } from './modules/operator/access';
import { recordAudit, type AuditEntry } from './modules/operator/audit';
import { operatorSession } from './modules/operator/sessions';
import { openBeacon } from './providers/beacon-source';
import { FirebaseVerifier } from './providers/firebase';
import { createMailer } from './providers/mail';
import { DEMO_MEMBER } from './seed';
import type { StandIns } from './stand-ins';

/** How long registering the API may take before its server gives up starting (see ApiHandle's pluginTimeout). */
export const API_PLUGIN_TIMEOUT_MS = 60_000;

export interface ApiHandle {
  /**
   * Registers everything the API serves on a Fastify instance: /api/v1/*, /api/v1/openapi.json, /api/docs,
   * /sitemap.xml, /sitemaps/*, /robots.txt, /dev/mailbox, and /v0 (the emulated Firebase Storage bucket) when no real bucket is configured.
   */
  register(app: FastifyInstance): Promise<void>;
  /** Closes the database and any helper processes the API started. */
  close(): Promise<void>;
  /** Lines to print at start-up: which database, demo member e-mail and password, dev mailbox URL. */
  describe(): string[];
  /** What GET /api/client-config tells browsers (the shop server's security policy allows the hosts it names). */
  clientConfig(): ClientConfig;
  /** The shop's public address (PUBLIC_URL): pages' canonical and language-version links point there. */
  publicUrl: string;
  /**
   * What the shell reported per remote version (loads and errors; modules/remote-health), for the release
   * tooling that compares a canary with the stable version.
   */
  remoteHealth: RemoteHealthReader;
  /** True when the database answers a trivial query: the readiness probe (/readyz) of the server hosting the API. */
  ready(): Promise<boolean>;
  /**
   * The server's `frameworkErrors` option for the API's paths: what the router refuses before the API sees the
   * request (a path that does not decode) answers in the catalogue's shape.
   */
  frameworkErrors: typeof answerFrameworkError;
  /**
   * The server's `pluginTimeout` option: registering every route takes ~1.6 s on an idle 2-core machine and
   * passed Fastify's default 10 s on a loaded one, which fails the start.
   */
  pluginTimeout: number;
  /**
   * The operator signed in with `authorization` (`Bearer <session token>`) and their role's permissions, or
   * undefined without a live session: for what the hosting server guards itself (the release API).
   */
  operatorFor(authorization: string | undefined): Promise<HostOperator | undefined>;
  /** Records in the audit log what the hosting server did for an operator (a release step). */
  recordAudit(operatorId: number, entry: AuditEntry): Promise<void>;
}

/** A signed-in operator as the hosting server sees them. */
export type HostOperator = Omit<SignedInOperator, 'session' | 'refundLimit'> & { permissions: readonly Permission[] };

/** What a shop payment pays for: orders and Ichiban Kuji orders, each paid as its own module says. */
export function shopPaymentSubjects(tokens: Tokens): PaymentSubjects {
  return new Map([
    ['order', orderPaymentSubject(tokens)],
    ['kuji_order', kujiPaymentSubject],
    ['prize_shipment', prizeShipmentPaymentSubject],
  ]);
}

export interface BuildOptions {
  /** Runs after the database closed (the Firebase Auth emulator createApi started). */
  onClose?: () => void;
  /** What payments pay for; default: the shop's (a test composes a subject of its own). */
  paymentSubjects?: (tokens: Tokens) => PaymentSubjects;
  /** Stand-ins for outside services (`@shop/sandboxes`) to mount where allowed; none: a shop without them. */
  standIns?: StandIns;
}

/** Builds the API on an opened, migrated database (createApi and the tests share this). */
export async function buildApi(
  config: Config,
  database: Database,
  options: BuildOptions = {},
): Promise<ApiHandle & { ctx: Ctx }> {
  const { onClose = () => {}, paymentSubjects = shopPaymentSubjects, standIns } = options;
  // firebase-admin trusts unsigned emulator tokens whenever this variable is in the process environment,
  // whatever our config says: never in production.
  if (config.production && (config.firebaseAuthEmulatorHost || process.env.FIREBASE_AUTH_EMULATOR_HOST)) {
    throw new Error('FIREBASE_AUTH_EMULATOR_HOST must not be set in production');
  }
  const secret = await loadJwtSecret(database.db, config.jwtSecret);
  const tokens = new Tokens(database.db, secret, config.jwtTtlSeconds);
  const beacon = await openBeacon(config, standIns);
  const firebase = config.firebaseProjectId
    ? await FirebaseVerifier.create(config.firebaseProjectId, config.firebaseAuthEmulatorHost).catch(async (err) => {
        await beacon.close();
        throw err;
      })
    : null;
  const ctx: Ctx = {
    config,
    db: database.db,
    listen: (channel, to) => database.listen(channel, to),
    tokens,
    limiter: createRateLimiter(database),
    mailer: createMailer(database.db, config.smtpUrl),
    cache: new ReadCache(config.catalogueCacheMs > 0 ? catalogueStateReader(database) : null),
    timer: database.timer,
    firebase,
    paymentSubjects: paymentSubjects(tokens),
    paymentGateways: standIns?.paymentGateways ?? {},
    invoiceIssuers: standIns?.invoiceIssuers ?? {},
    beacon: beacon.client,
    jobs: new BackgroundJobs(),
  };
  return {
    ctx,
    remoteHealth: remoteHealthReader(database.db),
    async register(app) {
      database.reportErrorsTo(app.log);
      // Every server hosting the API: never reset a connection a client reuses as it was told it may.
      outlastAdvertisedKeepAlive(app.server);
      // Whichever closes first, the server or the API: the jobs the modules start stop before the database does.
      app.addHook('onClose', () => ctx.jobs.stopAll());
      await app.register(apiPlugin(ctx), { prefix: '/api' });
      await app.register(siteRootPlugin(ctx));
      // The outbox's worker, unless its own process (`npm run worker`) delivers for every replica.
      if (config.outbox.inProcess) ctx.jobs.add(await startNotices(ctx, app.log));
      await app.register(devPlugin(ctx, standIns), { prefix: '/dev' });
      // The Storage SDK builds `<host>/v0/b/<bucket>/o…`: pointed at the shop's own origin, it reaches this.
      if (config.storage.emulated && standIns) await app.register(standIns.storageBucket(ctx), { prefix: '/v0' });
    },
    ready: () =>
      database.db.execute(sql`select 1`).then(
        () => true,
        () => false,
      ),
    clientConfig: () => clientConfig(config),
    publicUrl: config.publicUrl,
    frameworkErrors: answerFrameworkError,
    pluginTimeout: API_PLUGIN_TIMEOUT_MS,
    async operatorFor(authorization) {
      const operator = await operatorSession(database.db, authorization);
      if (!operator) return undefined;
      const { id, email, name, role } = operator;
      return { id, email, name, role, permissions: rolePermissions[role] };
    },
    recordAudit: (operatorId, entry) => recordAudit(database.db, { id: operatorId }, entry),
    close: async () => {
      await ctx.jobs.stopAll();
      await ctx.firebase?.close();
      await beacon.close();
      await database.close();
      onClose();
    },
    describe: () => [
      `Database: ${database.label}`,
      `API: ${config.publicUrl}/api/v1 (docs ${config.publicUrl}/api/docs)`,
      // Production never prints a password: the demo shop there exists only when SEED=demo asked for it.
      config.production
        ? `Demo shop: ${config.seed ? 'seeded into an empty database (SEED=demo)' : 'not seeded (SEED=demo to ask for it)'}`
        : `Demo member: ${DEMO_MEMBER.email} / ${DEMO_MEMBER.password}`,
      ctx.mailer.kind === 'smtp'
        ? 'Mail: sent over SMTP_URL'
        : config.production
          ? 'Mail: not sent (SMTP_URL is not set; production has no dev mailbox)'
          : `Dev mailbox: ${config.publicUrl}/dev/mailbox`,
      !ctx.firebase
        ? 'Google sign-in: not configured (FIREBASE_PROJECT_ID)'
        : `Google sign-in: Firebase project ${config.firebaseProjectId}${config.firebaseAuthEmulatorHost ? ` (emulator ${config.firebaseAuthEmulatorHost})` : ''}${firebaseWebConfig(config) ? '' : '; no button on /login without FIREBASE_API_KEY'}`,
      config.storage.emulated
        ? `Avatar storage: emulated bucket ${config.storage.bucket} at ${config.publicUrl}/v0 (files in ${config.storage.dir})`
        : `Avatar storage: Firebase Storage bucket ${config.storage.bucket}`,
      beacon.describe,
      config.payment.provider === 'sandbox'
        ? `Payment sandbox: test cards in api/README.md; WeChat Pay / Alipay QR codes scan at ${config.publicUrl}/dev/payment/phone`
        : `Payments: ${config.payment.provider ?? 'off (PAYMENT_PROVIDER)'}`,
      ...(config.wechat.apiBase || config.production
        ? []
        : [`WeChat sandbox: ${config.publicUrl}/dev/wechat/qrconnect?appid=${config.wechat.appId}&redirect_uri=%2Flogin`]),
    ],
  };
}
