/**
 * Pinning one remote for one browser, ahead of (or regardless of) the canary share:
 * - `mf-catalog@1.0.0-3f2a9c1b` pins a published version (QA opens a canary before any shopper gets it);
 * - `mf-catalog=http://localhost:3001/mf-manifest.json` points the remote at a manifest elsewhere, e.g. a
 *   developer's `npm run dev -w mf-catalog` inside the running shop.
 * A pin arrives as a signed link (`/ops/pin?…&sig=`), HMAC-SHA256 with SHOP_OPS_SECRET, whose value the
 * server keeps in a cookie and re-verifies on every request; outside production an unsigned link or the
 * `x-shop-override` header also works. In production nothing unsigned is accepted, so without the operator
 * secret no shopper can be sent elsewhere. Signed or not, a pin only ever points at this shop's own published
 * files or at an origin listed in SHOP_PIN_ORIGINS (outside production also a developer's localhost), and lives
 * at most MAX_PIN_TTL_S: a pin is code the shopper's browser runs in the shop's origin.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { UserError } from '../errors.js';

export const OVERRIDE_COOKIE = 'shop_override';
export const OVERRIDE_HEADER = 'x-shop-override';
/** Pins live a day unless the link says otherwise: long enough for a QA session, short enough to forget. */
export const DEFAULT_PIN_TTL_S = 24 * 3600;
/** The longest a pin may live (release:pin --hours 720): a link is never good for a browser's lifetime. */
export const MAX_PIN_TTL_S = 30 * 24 * 3600;
const MAX_PINS = 8;

export type OverrideTarget = { kind: 'version'; version: string } | { kind: 'manifest'; url: string };

export interface Override {
  app: string;
  target: OverrideTarget;
}

export interface OverridePolicy {
  /** SHOP_OPS_SECRET; without it only unsigned overrides outside production exist. */
  secret: string | undefined;
  production: boolean;
  /** SHOP_PIN_ORIGINS: the origins a manifest pin may load a remote from, besides the shop's own /remotes/. */
  pinOrigins?: string[];
}

export function overridePolicyFromEnv(env: NodeJS.ProcessEnv = process.env): OverridePolicy {
  return {
    secret: env.SHOP_OPS_SECRET || undefined,
    production: env.NODE_ENV === 'production',
    pinOrigins: parsePinOrigins(env.SHOP_PIN_ORIGINS),
  };
}

/** `https://qa.example, http://10.0.0.5:3001` -> their origins; anything that is not an http(s) origin is an error. */
export function parsePinOrigins(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const url = URL.parse(entry);
      if (!url || !/^https?:$/.test(url.protocol) || url.origin !== entry.replace(/\/$/, '')) {
        throw new UserError(`SHOP_PIN_ORIGINS: "${entry}" is not an origin like https://qa.example.com`);
      }
      return url.origin;
    });
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Whether the remote a pin points at is the shop's own or from an origin the configuration lists. */
export function pinTargetAllowed(override: Override, policy: OverridePolicy): boolean {
  if (override.target.kind === 'version' || override.target.url.startsWith('/remotes/')) return true;
  const url = new URL(override.target.url);
  if (policy.pinOrigins?.includes(url.origin)) return true;
  // A developer's `npm run dev -w <remote>` on their own machine, which only they can reach.
  return !policy.production && LOOPBACK_HOSTS.has(url.hostname);
}

const APP = /^[a-z][a-z0-9-]{0,40}$/;
const VERSION = /^[0-9A-Za-z.+-]{1,64}$/;

/** `app@version` or `app=url`; undefined for anything else. */
export function parseOverride(spec: string): Override | undefined {
  const at = /^([^@=]+)@(.+)$/.exec(spec);
  if (at && APP.test(at[1]!) && VERSION.test(at[2]!)) return { app: at[1]!, target: { kind: 'version', version: at[2]! } };
  const eq = /^([^@=]+)=(.+)$/.exec(spec);
  if (eq && APP.test(eq[1]!) && isManifestUrl(eq[2]!)) return { app: eq[1]!, target: { kind: 'manifest', url: eq[2]! } };
  return undefined;
}

function isManifestUrl(value: string): boolean {
  if (value.startsWith('/remotes/') && !value.includes('..')) return true;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.pathname.endsWith('.json');
  } catch {
    return false;
  }
}

export function formatOverride(override: Override): string {
  return override.target.kind === 'version'
    ? `${override.app}@${override.target.version}`
    : `${override.app}=${override.target.url}`;
}

export function signOverride(spec: string, expiresAt: number, secret: string): string {
  return createHmac('sha256', secret).update(`${spec}|${expiresAt}`).digest('base64url');
}

function signatureMatches(spec: string, expiresAt: number, signature: string, secret: string): boolean {
  const expected = Buffer.from(signOverride(spec, expiresAt, secret));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export interface PinRequest {
  spec: string;
  expiresAt: number;
  signature?: string;
}

/** Whether a pin (from a link or the cookie) may be honoured now. */
export function pinIsValid(pin: PinRequest, policy: OverridePolicy, now = Date.now()): boolean {
  const override = parseOverride(pin.spec);
  if (!override || !(pin.expiresAt * 1000 > now) || pin.expiresAt * 1000 > now + MAX_PIN_TTL_S * 1000) return false;
  if (!pinTargetAllowed(override, policy)) return false;
  if (pin.signature && policy.secret) return signatureMatches(pin.spec, pin.expiresAt, pin.signature, policy.secret);
  return !policy.production && !pin.signature;
}

/** The override cookie: pins separated by `~`, each `spec|expiresAt|signature` (signature may be empty). */
export function encodePins(pins: PinRequest[]): string {
  return pins
    .slice(-MAX_PINS)
    .map((pin) => [pin.spec, pin.expiresAt, pin.signature ?? ''].map((part) => encodeURIComponent(String(part))).join('|'))
    .join('~');
}

export function decodePins(value: string | undefined): PinRequest[] {
  if (!value) return [];
  return value
    .split('~')
    .slice(0, MAX_PINS)
    .flatMap((part) => {
      const [spec, expiresAt, signature] = part.split('|').map((piece) => safeDecode(piece));
      if (!spec || !expiresAt || !/^\d+$/.test(expiresAt)) return [];
      return [{ spec, expiresAt: Number(expiresAt), signature: signature || undefined }];
    });
}

function safeDecode(value: string | undefined): string | undefined {
  try {
    return value === undefined ? undefined : decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/** The overrides in force for a request: valid pins from the cookie, then (outside production) the header. */
export function requestOverrides(
  cookieValue: string | undefined,
  header: string | undefined,
  policy: OverridePolicy,
  now = Date.now(),
): Override[] {
  const overrides = decodePins(cookieValue)
    .filter((pin) => pinIsValid(pin, policy, now))
    .map((pin) => parseOverride(pin.spec)!);
  if (!policy.production && header) {
    for (const spec of header.split(',')) {
      const parsed = parseOverride(spec.trim());
      if (parsed && pinTargetAllowed(parsed, policy)) overrides.push(parsed);
    }
  }
  return overrides;
}
