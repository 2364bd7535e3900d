/**
 * `/ops/pin`: where an operator's link lands. A valid link (see release/overrides.ts) adds its pin to the
 * browser's override cookie and goes on to the shop; `?clear` removes every pin. An invalid, expired, too
 * long-lived or (in production) unsigned link is refused and changes nothing, as is one pinning a version this
 * shop has not published or a manifest on an origin the configuration does not list (release/overrides.ts).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  OVERRIDE_COOKIE,
  decodePins,
  encodePins,
  parseOverride,
  pinIsValid,
  type OverridePolicy,
  type PinRequest,
} from '../release/overrides.js';
import { createReleaseStateReader } from '../release/release-state.js';
import { cookieValue } from '@shop/shared/locale';

export const PIN_PATH = '/ops/pin';

interface PinQuery {
  o?: string;
  exp?: string;
  sig?: string;
  to?: string;
  clear?: string;
}

/** Only a path on this site, so a pin link cannot be turned into an open redirect. */
function sameSitePath(to: string | undefined): string {
  return to && to.startsWith('/') && !to.startsWith('//') && !to.includes('\\') ? to : '/';
}

function cookie(value: string, maxAgeSeconds: number, secure: boolean): string {
  return `${OVERRIDE_COOKIE}=${value}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax; HttpOnly${secure ? '; Secure' : ''}`;
}

function refuse(reply: FastifyReply, code: number, text: string): FastifyReply {
  return reply.code(code).type('text/plain; charset=utf-8').send(text);
}

export function registerPinRoute(app: FastifyInstance, policy: OverridePolicy, publishDir: string): void {
  const releases = createReleaseStateReader(publishDir);
  app.get<{ Querystring: PinQuery }>(PIN_PATH, async (request, reply) => {
    const secure = request.protocol === 'https';
    reply.header('cache-control', 'no-store');
    if (request.query.clear !== undefined) {
      return reply.header('set-cookie', cookie('', 0, secure)).redirect(sameSitePath(request.query.to), 303);
    }
    const pin: PinRequest = {
      spec: request.query.o ?? '',
      expiresAt: Number(request.query.exp),
      signature: request.query.sig || undefined,
    };
    if (!pinIsValid(pin, policy)) return refuse(reply, 403, 'This pin link is invalid or has expired.');
    const override = parseOverride(pin.spec)!;
    if (override.target.kind === 'version' && !(await releases.publishedEntry(override.app, override.target.version))) {
      return refuse(reply, 404, `${override.app} ${override.target.version} is not published in this shop: nothing was pinned.`);
    }
    const app = override.app;
    const others = decodePins(cookieValue(request.headers.cookie, OVERRIDE_COOKIE)).filter(
      (existing) => parseOverride(existing.spec)?.app !== app && pinIsValid(existing, policy),
    );
    const pins = [...others, pin];
    const lifetime = Math.max(...pins.map((each) => each.expiresAt)) - Math.floor(Date.now() / 1000);
    return reply.header('set-cookie', cookie(encodePins(pins), lifetime, secure)).redirect(sameSitePath(request.query.to), 303);
  });
}

/** A link that pins `spec` for whoever opens it until `expiresAt` (unix seconds); signed when a secret is set. */
export function pinLink(origin: string, spec: string, expiresAt: number, signature: string | undefined): string {
  const url = new URL(PIN_PATH, origin);
  url.searchParams.set('o', spec);
  url.searchParams.set('exp', String(expiresAt));
  if (signature) url.searchParams.set('sig', signature);
  return url.toString();
}
