/**
 * Who may use the operator view: whoever knows SHOP_OPS_TOKEN. Signing in with it sets a session cookie that
 * holds an expiry and an HMAC keyed by the token, never the token itself, so a leaked cookie dies with its
 * expiry (or with a new token) and says nothing about the token. POSTs also need a same-origin Origin (or
 * Referer): with the SameSite=Strict cookie that is the CSRF defence, no form tokens needed.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { cookieValue } from '@shop/shared/locale';

export const OPS_SESSION_COOKIE = 'shop_ops_session';
export const OPS_COOKIE_PATH = '/ops';
/** A working day: long enough for a release evening, short enough that a forgotten browser signs out. */
export const OPS_SESSION_TTL_S = 12 * 3600;

/** The operator token from the environment; undefined (the view does not exist) when unset or blank. */
export function opsTokenFromEnv(env: NodeJS.ProcessEnv = process.env): string | undefined {
  return env.SHOP_OPS_TOKEN?.trim() || undefined;
}

/** Equal-length digests first, so neither the token's length nor its prefix leaks through timing. */
export function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

function signature(token: string, expiresAt: number): string {
  return createHmac('sha256', token).update(`shop-ops-session:${expiresAt}`).digest('base64url');
}

/** The session cookie's value: `<expiry in unix seconds>.<HMAC>`. */
export function sessionValue(token: string, now = Date.now()): string {
  const expiresAt = Math.floor(now / 1000) + OPS_SESSION_TTL_S;
  return `${expiresAt}.${signature(token, expiresAt)}`;
}

export function sessionIsValid(value: string | undefined, token: string, now = Date.now()): boolean {
  const match = /^(\d{1,12})\.([\w-]{43})$/.exec(value ?? '');
  if (!match) return false;
  const expiresAt = Number(match[1]);
  return expiresAt > now / 1000 && sameSecret(match[2]!, signature(token, expiresAt));
}

function cookieOf(request: FastifyRequest, name: string): string | undefined {
  try {
    return cookieValue(request.headers.cookie, name);
  } catch {
    return undefined; // a malformed %-escape in someone else's cookie is no reason for a 500
  }
}

export function hasSession(request: FastifyRequest, token: string): boolean {
  return sessionIsValid(cookieOf(request, OPS_SESSION_COOKIE), token);
}

/** `Authorization: Bearer <token>` for scripts (release:status); the cookie for browsers. */
export function isOperator(request: FastifyRequest, token: string): boolean {
  const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  return bearer !== undefined ? sameSecret(bearer, token) : hasSession(request, token);
}

export function sessionCookie(value: string, request: FastifyRequest, maxAgeSeconds = OPS_SESSION_TTL_S): string {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  return `${OPS_SESSION_COOKIE}=${value}; Path=${OPS_COOKIE_PATH}; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Strict${secure}`;
}

/**
 * The request's own origin as the browser saw it, and whether Origin (or, without it, Referer) names it.
 * Browsers send Origin on every form POST; a request naming neither is refused.
 */
export function isSameOrigin(request: FastifyRequest): boolean {
  const own = `${request.protocol}://${request.host}`;
  const origin = request.headers.origin;
  if (origin !== undefined) return origin === own;
  const referer = request.headers.referer;
  if (referer === undefined) return false;
  try {
    return new URL(referer).origin === own;
  } catch {
    return false;
  }
}
