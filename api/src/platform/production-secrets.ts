/**
 * The secrets a production shop process must not start without: a missing, default or guessable one would let
 * anyone forge member tokens (JWT_SECRET), payment notices (PAYMENT_WEBHOOK_SECRET), WeChat sign-ins
 * (WECHAT_APP_SECRET) or pin links (SHOP_OPS_SECRET: the shop server's, checked here too because production always
 * serves the API in the same process), and a drand chain the shop
 * could know ahead (DRAND_*: the local beacon's). createApi refuses to start with one line naming the variable, as it
 * does without the uniform-invoice number ranges a shop selling in Taiwan must issue from (INVOICE_TRACKS).
 */
import type { Config } from '../config';
import { productionBeaconProblem } from '../providers/beacon-source';

/** Shorter than this many bytes is too short to be 32 random bytes or a proper encoding of them. */
export const MIN_SECRET_BYTES = 32;
/** Fewer distinct characters than this is a repeated pattern, not random (32 random hex digits show about 14). */
const MIN_DISTINCT_CHARACTERS = 10;
/** Defaults and placeholders found in examples, .env templates and this repository (the WeChat sandbox's). */
const PLACEHOLDER =
  /change.?me|replace.?me|placeholder|example|sandbox.?secret|your.?(secret|token|key)|^(secret|password|default|test|dev)$/i;
const HOW = 'set 32+ random bytes, e.g. openssl rand -base64 48';

/** Why `value` is no secret for production, or undefined when it will do. */
export function secretWeakness(value: string | undefined): string | undefined {
  const secret = value?.trim() ?? '';
  if (!secret) return 'is missing';
  if (PLACEHOLDER.test(secret)) return 'is a default or placeholder value';
  const bytes = Buffer.byteLength(secret);
  if (bytes < MIN_SECRET_BYTES) return `is too short, ${bytes} bytes`;
  if (new Set(secret).size < MIN_DISTINCT_CHARACTERS) return 'has too few distinct characters to be random';
  return undefined;
}

/** Thrown by createApi in production: its message is the one line the server prints before exiting non-zero. */
export class ProductionConfigError extends Error {
  override name = 'ProductionConfigError';
  constructor(problem: string) {
    super(`refusing to start in production: ${problem}`);
  }
}

/** Why PUBLIC_URL will not do: mails' links, canonical addresses and sitemaps name it, so it must be the shop's. */
export function publicUrlProblem(value: string | undefined): string | undefined {
  const how = "set the shop's public address, e.g. https://shop.example";
  if (!value?.trim()) return `PUBLIC_URL is missing (${how})`;
  const url = URL.parse(value.trim());
  if (!url || !/^https?:$/.test(url.protocol)) return `PUBLIC_URL is not an http(s) address (${how})`;
  return undefined;
}

function check(name: string, value: string | undefined): string | undefined {
  const weakness = secretWeakness(value);
  return weakness && `${name} ${weakness} (${HOW})`;
}

/** The first thing that makes this configuration unsafe to serve shoppers with, or undefined. */
export function productionSecretProblem(config: Config, env: NodeJS.ProcessEnv): string | undefined {
  const problems = [
    check('JWT_SECRET', env.JWT_SECRET),
    config.payment.provider === 'sandbox'
      ? 'PAYMENT_PROVIDER=sandbox is the test gateway, whose test cards pay orders (set a real provider, or none)'
      : config.payment.provider && check('PAYMENT_WEBHOOK_SECRET', env.PAYMENT_WEBHOOK_SECRET),
    // WeChat is configured once it has a real API or app; then the app secret must be the real one too.
    (env.WECHAT_API_BASE || env.WECHAT_APP_ID) && check('WECHAT_APP_SECRET', env.WECHAT_APP_SECRET),
    // Optional (unset: no signed pins), but never guessable when set.
    env.SHOP_OPS_SECRET && check('SHOP_OPS_SECRET', env.SHOP_OPS_SECRET),
    // Not a secret, but a shop announcing localhost to mail readers and search engines is as broken.
    publicUrlProblem(env.PUBLIC_URL),
    // Not a secret, but as fatal: a beacon whose key the shop holds lets it know every draw before it is paid.
    productionBeaconProblem(config.beacon),
  ];
  return problems.find((problem): problem is string => !!problem);
}

export function assertProductionSecrets(config: Config, env: NodeJS.ProcessEnv): void {
  const problem = productionSecretProblem(config, env);
  if (problem) throw new ProductionConfigError(problem);
}

/**
 * The production shop's start (createApi), not the outbox worker's: its secrets, and number ranges for the invoices
 * its payments issue (a malformed INVOICE_TRACKS already stopped loadConfig), else every paid invoice waits.
 */
export function assertProductionShop(config: Config, env: NodeJS.ProcessEnv): void {
  assertProductionSecrets(config, env);
  if (config.invoice.tracks.length === 0)
    throw new ProductionConfigError(
      'INVOICE_TRACKS is missing (set the uniform-invoice number ranges the tax office assigned, [YYYY-MM:]AB00000000-AB00049999,…)',
    );
}
