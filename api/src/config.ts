import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { leagueOfEntropyQuicknet } from '@shop/shared/kuji';
import { leagueOfEntropyRelays } from './providers/beacon';
import { EMULATOR_PROJECT } from './providers/firebase-emulator';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface Config {
  production: boolean;
  /** postgres://… when set; otherwise embedded PGlite in `dataDir`. */
  databaseUrl: string | undefined;
  /** PGlite data directory; 'memory://' for an in-memory database. */
  dataDir: string;
  imagesDir: string;
  /** Empty: generated once and stored in the database. */
  jwtSecret: string | undefined;
  jwtTtlSeconds: number;
  corsOrigins: string[];
  smtpUrl: string | undefined;
  publicUrl: string;
  cartLimit: number;
  /** Orders: unpaid orders expire after this long; the sweep runs this often; guests' order links last this long. */
  orders: { paymentSeconds: number; sweepSeconds: number; linkTtlDays: number };
  /** The notification outbox's worker (modules/notification/worker.ts). */
  outbox: OutboxConfig;
  /** Ichiban Kuji orders: an unpaid one expires (its tickets go back in the box) after this long; swept with orders. */
  kuji: { paymentSeconds: number };
  /** The prize box (modules/prize-box): a shipment's time to pay, unpaid ones a member may hold, the reminder's period. */
  prizeBox: { paymentSeconds: number; unpaidShipments: number; reminderDays: number; reminderSweepSeconds: number };
  /** Open live-board streams (modules/kuji-board) one API process serves, and one client address may hold. */
  boardStreams: { perProcess: number; perIp: number };
  /** A visitor's places per address in one drop's waiting room (members have one each): modules/drop. */
  dropPlacesPerIp: number;
  /** What one holder may keep unpaid, how long low stock is held, guest mail per recipient: order/holding-caps.ts. */
  holding: HoldingConfig;
  bodyLimit: number;
  logLevel: string;
  rateLimits: {
    loginPerMinute: number;
    codePerMinute: number;
    resetPerMinute: number;
    noticePerMinute: number;
    /** Coupon claims per client address (whichever member): typing codes must not become a way to guess them. */
    couponClaimPerMinute: number;
    /** Health beacons of the shell (modules/remote-health) per client address. */
    beaconPerMinute: number;
  };
  codeDailyLimit: number;
  /** Password-reset mails (or 'no account here' mails) one address may be sent per day. */
  resetDailyLimit: number;
  /** Fill an empty database with the demo shop: by default outside production (SEED=false: not), in production only with SEED=demo. */
  seed: boolean;
  /** TTL of cached public catalogue reads; 0 disables. */
  catalogueCacheMs: number;
  /** API_SERVER_TIMING=1: a Server-Timing header (database time and queries) on every answer; the API benchmark. */
  serverTiming: boolean;
  wechat: { apiBase: string | undefined; appId: string; appSecret: string };
  /** Firebase project whose ID tokens are accepted (the emulator uses demo-shop). */
  firebaseProjectId: string | undefined;
  /** Public web-app settings the browser needs for Google sign-in (served by /api/client-config). */
  firebaseApiKey: string | undefined;
  firebaseAuthDomain: string | undefined;
  /** host:port of the Firebase Auth emulator, when tokens come from it (never in production). */
  firebaseAuthEmulatorHost: string | undefined;
  payment: PaymentConfig;
  invoice: InvoiceConfig;
  storage: StorageConfig;
  beacon: BeaconConfig;
}

/**
 * The drand chain whose rounds decide kuji draws, and the relays it is fetched from (providers/beacon.ts). Unset,
 * the League of Entropy's quicknet from its public relays; outside production with no DRAND_URLS or
 * DRAND_CHAIN_HASH, the local beacon the composition offers (sandboxes/src/beacon) instead.
 */
export interface BeaconConfig {
  /** DRAND_URLS (comma-separated), tried in order. */
  urls: string[];
  /** DRAND_CHAIN_HASH; the chain's key and clock (DRAND_PUBLIC_KEY, DRAND_PERIOD_SECONDS, DRAND_GENESIS_TIME) are quicknet's unless set. */
  chainHash: string;
  /** Undefined: another chain than quicknet named without it (refused: draws are bound to rounds offline). */
  publicKey: string | undefined;
  period: number | undefined;
  genesisTime: number | undefined;
  /** DRAND_TIMEOUT_MS: how long one relay may take before the next is asked. */
  timeoutMs: number;
  /** Set when the local beacon is to be used: its period (LOCAL_BEACON_PERIOD_SECONDS) and where its chain is kept (LOCAL_BEACON_DIR). */
  local: { period: number; dir: string } | undefined;
}

/** Where members' avatars go (Firebase Storage, or its stand-in: sandboxes/src/storage). */
export interface StorageConfig {
  /** The bucket the browser's Firebase Storage SDK is given (`gs://<bucket>`). */
  bucket: string;
  /**
   * True unless a real bucket of a real Firebase project is configured: the API then serves the Storage REST
   * protocol itself under /v0 (bytes in `dir`, metadata in the database) and the browser points the SDK at it.
   */
  emulated: boolean;
  /** The emulated bucket's files: objects/, uploads/ (resumable sessions), tmp/. */
  dir: string;
  /** A member may keep this many objects (an overwrite of the same name does not count twice). */
  maxObjectsPerMember: number;
  /** A resumable upload session is forgotten (and its bytes deleted) this long after it started. */
  uploadTtlSeconds: number;
}

/**
 * A holder is a member, a guest's e-mail, a client address or a device: each may keep at most `orders` open unpaid
 * orders and `units` units of one product held unpaid; an address (shared by a household or an office) gets the
 * `perIp` caps. Kuji orders are capped the same way in tickets of one campaign.
 */
export interface HoldingConfig {
  orders: number;
  units: number;
  ordersPerIp: number;
  unitsPerIp: number;
  kujiOrders: number;
  kujiTickets: number;
  kujiTicketsPerIp: number;
  /** An order leaving a product with at most this many units in stock gets the short deadline. */
  lowStockUnits: number;
  shortPaymentSeconds: number;
  /** Guest order mails to one address per hour; beyond it the order is placed but not mailed. */
  guestMailsPerHour: number;
}

export interface PaymentConfig {
  /** The gateway that collects payments (`sandbox`: the API's own, outside production); undefined: none. */
  provider: string | undefined;
  /** Shared with the gateway: it signs its notices (webhooks) with it. */
  webhookSecret: string | undefined;
  /** A notice signed longer ago than this (or this far in the future) is refused as stale. */
  webhookToleranceSeconds: number;
  /** How long a purchase can be paid before it expires. */
  ttlSeconds: number;
  /** How often pending purchases past their time are marked expired. */
  expirySweepMs: number;
  /** A refund the gateway did not take is asked again after this, doubling each try (at most an hour). */
  refundRetrySeconds: number;
  /** After this many tries a refund is failed, for the operator. */
  refundMaxAttempts: number;
  /** `auto`: a paid order not yet being picked is canceled and refunded as its shopper asks; `review`: an operator approves. */
  paidCancelApproval: 'auto' | 'review';
}

/** A range of uniform-invoice numbers the tax office assigned: for one period (`YYYY-MM`, odd month), or null for any. */
export interface InvoiceRange {
  period: string | null;
  track: string;
  first: number;
  last: number;
}

export interface InvoiceConfig {
  /** INVOICE_TRACKS; outside production a default range for every period, in production none unless set. */
  tracks: InvoiceRange[];
  /** The value-added centre invoices are uploaded to (`sandbox` outside production); undefined: none, they wait. */
  provider: string | undefined;
  /** An upload the centre did not take is tried again after this, doubling up to an hour, until it is taken. */
  retrySeconds: number;
}

/** Outside production every period numbers from this range unless INVOICE_TRACKS says otherwise. */
export const DEV_INVOICE_TRACKS = 'AB00000000-AB99999999';

/**
 * INVOICE_TRACKS: comma-separated `[YYYY-MM:]AB00000000-AB00049999`, the period its first (odd) month in Taiwan.
 * Anything else stops the start: a shop must not issue numbers the tax office did not assign.
 */
export function parseInvoiceTracks(value: string): InvoiceRange[] {
  return list(value).map((entry) => {
    const m = /^(?:(\d{4})-(\d{2}):)?([A-Z]{2})(\d{8})-([A-Z]{2})(\d{8})$/.exec(entry);
    const month = m?.[2] ? Number(m[2]) : 1;
    if (!m || m[3] !== m[5] || Number(m[4]) > Number(m[6]) || month < 1 || month > 12 || month % 2 === 0)
      throw new Error(
        `INVOICE_TRACKS: "${entry}" is not [YYYY-MM:]AB00000000-AB00049999 (an odd month, one track, first ≤ last)`,
      );
    return { period: m[1] ? `${m[1]}-${m[2]}` : null, track: m[3]!, first: Number(m[4]), last: Number(m[6]) };
  });
}

/**
 * Outside production, the sandbox signs and the API verifies with this when PAYMENT_WEBHOOK_SECRET is unset:
 * generated per process, so API processes sharing one database need the variable.
 */
const devWebhookSecret = randomBytes(32).toString('base64url');

function int(value: string | undefined, fallback: number): number {
  const n = value === undefined || value === '' ? NaN : Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

/**
 * A real bucket needs a real project the browser can reach (a web API key, no Auth emulator). Without one the
 * bucket is emulated, named like a project's default bucket: `<FIREBASE_PROJECT_ID or demo-shop>.appspot.com`.
 */
function storageConfig(env: NodeJS.ProcessEnv, dataRoot: string): StorageConfig {
  const projectId = env.FIREBASE_PROJECT_ID || EMULATOR_PROJECT;
  const realProject = !!env.FIREBASE_PROJECT_ID && !!env.FIREBASE_API_KEY && !env.FIREBASE_AUTH_EMULATOR_HOST;
  return {
    bucket: env.FIREBASE_STORAGE_BUCKET || `${projectId}.appspot.com`,
    emulated: !(env.FIREBASE_STORAGE_BUCKET && realProject),
    dir: env.STORAGE_DIR || path.join(dataRoot, 'storage'),
    maxObjectsPerMember: int(env.STORAGE_MAX_OBJECTS_PER_MEMBER, 20),
    uploadTtlSeconds: int(env.STORAGE_UPLOAD_TTL_SECONDS, 24 * 3600),
  };
}

export interface OutboxConfig {
  /** The API's processes deliver notices themselves (default), or leave them to `npm run worker` (OUTBOX_WORKER=off). */
  inProcess: boolean;
  /** How long a worker holds a notice it is sending: past it, another may (a crashed worker's notices). */
  leaseSeconds: number;
  /** The wait after a first failed try, doubled after each further one (at most an hour). */
  retrySeconds: number;
  /** Tries before a notice is dead (kept for the operator, `npm run outbox -w api`). */
  maxAttempts: number;
  /** How often a worker looks for due notices without being told (retries, a lost NOTIFY). */
  pollSeconds: number;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataRoot = path.join(repoRoot, '.data');
  return {
    production: env.NODE_ENV === 'production',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.PGLITE_DIR || path.join(dataRoot, 'pglite'),
    imagesDir: env.IMAGES_DIR || path.join(dataRoot, 'images'),
    jwtSecret: env.JWT_SECRET || undefined,
    jwtTtlSeconds: int(env.JWT_TTL_SECONDS, 7 * 24 * 3600),
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    smtpUrl: env.SMTP_URL || undefined,
    publicUrl: (env.PUBLIC_URL || `http://localhost:${env.PORT || 8080}`).replace(/\/$/, ''),
    cartLimit: int(env.CART_LIMIT, 30),
    orders: {
      paymentSeconds: int(env.ORDER_PAYMENT_SECONDS, 30 * 60),
      sweepSeconds: int(env.ORDER_SWEEP_SECONDS, 60),
      linkTtlDays: int(env.ORDER_LINK_TTL_DAYS, 90),
    },
    kuji: { paymentSeconds: int(env.KUJI_PAYMENT_SECONDS, 10 * 60) },
    prizeBox: {
      paymentSeconds: int(env.PRIZE_SHIPMENT_PAYMENT_SECONDS, 30 * 60),
      unpaidShipments: int(env.HOLD_PRIZE_SHIPMENTS, 3),
      reminderDays: int(env.PRIZE_BOX_REMINDER_DAYS, 30),
      reminderSweepSeconds: int(env.PRIZE_BOX_REMINDER_SWEEP_SECONDS, 3600),
    },
    outbox: {
      inProcess: env.OUTBOX_WORKER !== 'off',
      leaseSeconds: int(env.OUTBOX_LEASE_SECONDS, 120),
      retrySeconds: int(env.OUTBOX_RETRY_SECONDS, 30),
      maxAttempts: int(env.OUTBOX_MAX_ATTEMPTS, 8),
      pollSeconds: int(env.OUTBOX_POLL_SECONDS, 15),
    },
    boardStreams: { perProcess: int(env.BOARD_STREAMS, 2000), perIp: int(env.BOARD_STREAMS_PER_IP, 30) },
    dropPlacesPerIp: int(env.DROP_PLACES_PER_IP, 5),
    holding: {
      orders: int(env.HOLD_ORDERS, 3),
      units: int(env.HOLD_UNITS, 5),
      ordersPerIp: int(env.HOLD_ORDERS_PER_IP, 10),
      unitsPerIp: int(env.HOLD_UNITS_PER_IP, 10),
      kujiOrders: int(env.HOLD_KUJI_ORDERS, 3),
      kujiTickets: int(env.HOLD_KUJI_TICKETS, 10),
      kujiTicketsPerIp: int(env.HOLD_KUJI_TICKETS_PER_IP, 20),
      lowStockUnits: int(env.ORDER_LOW_STOCK_UNITS, 5),
      shortPaymentSeconds: int(env.ORDER_SHORT_PAYMENT_SECONDS, 10 * 60),
      guestMailsPerHour: int(env.GUEST_MAILS_PER_HOUR, 3),
    },
    bodyLimit: int(env.API_BODY_LIMIT, 64 * 1024),
    logLevel: env.LOG_LEVEL || 'info',
    rateLimits: {
      loginPerMinute: int(env.RATE_LOGIN_PER_MINUTE, 10),
      codePerMinute: int(env.RATE_CODE_PER_MINUTE, 5),
      resetPerMinute: int(env.RATE_RESET_PER_MINUTE, 5),
      noticePerMinute: int(env.RATE_NOTICE_PER_MINUTE, 30),
      couponClaimPerMinute: int(env.RATE_COUPON_CLAIM_PER_MINUTE, 10),
      beaconPerMinute: int(env.RATE_BEACON_PER_MINUTE, 120),
    },
    codeDailyLimit: int(env.CODE_DAILY_LIMIT, 10),
    resetDailyLimit: int(env.RESET_DAILY_LIMIT, 5),
    // A demo member with a published password and demo orders have no place in a real shop unless asked for.
    seed: env.NODE_ENV === 'production' ? env.SEED === 'demo' : env.SEED !== 'false',
    firebaseProjectId: env.FIREBASE_PROJECT_ID || (env.FIREBASE_AUTH_EMULATOR_HOST ? EMULATOR_PROJECT : undefined),
    firebaseApiKey: env.FIREBASE_API_KEY || undefined,
    firebaseAuthDomain: env.FIREBASE_AUTH_DOMAIN || undefined,
    firebaseAuthEmulatorHost: env.FIREBASE_AUTH_EMULATOR_HOST || undefined,
    catalogueCacheMs: env.CATALOGUE_CACHE_MS === '0' ? 0 : int(env.CATALOGUE_CACHE_MS, 1000),
    serverTiming: env.API_SERVER_TIMING === '1',
    // Unset base: the sandbox the API itself serves at /dev/wechat (not in production).
    wechat: {
      apiBase: env.WECHAT_API_BASE?.replace(/\/$/, '') || undefined,
      appId: env.WECHAT_APP_ID || 'wx-sandbox-app',
      appSecret: env.WECHAT_APP_SECRET || 'sandbox-secret',
    },
    payment: {
      provider:
        env.PAYMENT_PROVIDER === 'none'
          ? undefined
          : env.PAYMENT_PROVIDER || (env.NODE_ENV === 'production' ? undefined : 'sandbox'),
      webhookSecret: env.PAYMENT_WEBHOOK_SECRET || (env.NODE_ENV === 'production' ? undefined : devWebhookSecret),
      webhookToleranceSeconds: int(env.PAYMENT_WEBHOOK_TOLERANCE_SECONDS, 300),
      ttlSeconds: int(env.PAYMENT_TTL_MINUTES, 30) * 60,
      expirySweepMs: int(env.PAYMENT_EXPIRY_SWEEP_SECONDS, 60) * 1000,
      refundRetrySeconds: int(env.REFUND_RETRY_SECONDS, 30),
      refundMaxAttempts: int(env.REFUND_MAX_ATTEMPTS, 8),
      paidCancelApproval: env.PAID_CANCEL_APPROVAL === 'review' ? 'review' : 'auto',
    },
    invoice: {
      tracks: parseInvoiceTracks(env.INVOICE_TRACKS || (env.NODE_ENV === 'production' ? '' : DEV_INVOICE_TRACKS)),
      provider:
        env.INVOICE_PROVIDER === 'none'
          ? undefined
          : env.INVOICE_PROVIDER || (env.NODE_ENV === 'production' ? undefined : 'sandbox'),
      retrySeconds: int(env.INVOICE_RETRY_SECONDS, 30),
    },
    storage: storageConfig(env, dataRoot),
    beacon: beaconConfig(env, dataRoot),
  };
}

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

function beaconConfig(env: NodeJS.ProcessEnv, dataRoot: string): BeaconConfig {
  const chainHash = env.DRAND_CHAIN_HASH?.trim().toLowerCase() || leagueOfEntropyQuicknet.chain_hash;
  const quicknet = chainHash === leagueOfEntropyQuicknet.chain_hash ? leagueOfEntropyQuicknet : undefined;
  const whole = (value: string | undefined) => (value && /^\d+$/.test(value.trim()) ? Number(value) : undefined);
  const local = env.NODE_ENV !== 'production' && !env.DRAND_URLS && !env.DRAND_CHAIN_HASH;
  return {
    urls: env.DRAND_URLS ? list(env.DRAND_URLS) : [...leagueOfEntropyRelays],
    chainHash,
    publicKey: env.DRAND_PUBLIC_KEY?.trim().toLowerCase() || quicknet?.public_key,
    period: whole(env.DRAND_PERIOD_SECONDS) ?? quicknet?.period,
    genesisTime: whole(env.DRAND_GENESIS_TIME) ?? quicknet?.genesis_time,
    timeoutMs: int(env.DRAND_TIMEOUT_MS, 5000),
    local: local
      ? { period: int(env.LOCAL_BEACON_PERIOD_SECONDS, 3), dir: env.LOCAL_BEACON_DIR || path.join(dataRoot, 'beacon') }
      : undefined,
  };
}
