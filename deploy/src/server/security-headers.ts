/**
 * Security headers on every answer of the shop server: a strict Content-Security-Policy
 * (content-security-policy.ts), HSTS when the request came over TLS, and the small headers that cost nothing.
 * A document (text/html) is allowed its inline code by a nonce made for it (csp-nonce.ts), never by hashing what
 * it sends: a script injected into a page stays refused.
 * Headers a route already set win: the API's own HTML pages (docs, dev mailbox, payment sandbox) send their
 * own, stricter policies. No CORS headers here: the front end is same-origin only; cross-origin callers are
 * the API's business (CORS_ORIGINS, api/src/app.ts).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { browserSources, contentSecurityPolicy } from './content-security-policy.js';
import { cspNonceOf } from './csp-nonce.js';
import type { ShopApi } from './api-mount.js';

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'SAMEORIGIN',
};

/**
 * One year, this host only: `includeSubDomains` would also force HTTPS on every other host of the domain,
 * which is not the shop's to decide. Sent only over HTTPS (browsers ignore it on http:, and a plain
 * http://localhost must never learn it).
 */
export const HSTS = 'max-age=31536000';

export interface SecurityHeaderOptions {
  /** The mounted API, whose client configuration names the third-party hosts pages may use. */
  api?: ShopApi;
  /** Origins besides the shop's that this request's remotes load from (a pinned developer server). */
  remoteOriginsOf?: (request: FastifyRequest) => readonly string[];
}

const isHtml = (reply: FastifyReply) => /^text\/html/i.test(String(reply.getHeader('content-type') ?? ''));

export function addSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions): void {
  const sources = browserSources(options.api?.clientConfig?.());
  // Answers that are not documents (files, the API's JSON) share one policy per set of a developer's pins.
  const shared = new Map<string, string>();
  const sharedPolicy = (remoteOrigins: readonly string[]) => {
    const key = remoteOrigins.join(' ');
    let policy = shared.get(key);
    if (policy === undefined) {
      policy = contentSecurityPolicy(sources, { remoteOrigins });
      if (shared.size > 100) shared.clear();
      shared.set(key, policy);
    }
    return policy;
  };

  app.addHook('onSend', async (request, reply, payload) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
      if (!reply.hasHeader(name)) reply.header(name, value);
    }
    // A 304 sends no policy: the browser keeps the document it has with the policy (and nonce) sent with it.
    if (!reply.hasHeader('content-security-policy') && reply.statusCode !== 304) {
      const remoteOrigins = options.remoteOriginsOf?.(request) ?? [];
      reply.header(
        'content-security-policy',
        isHtml(reply)
          ? contentSecurityPolicy(sources, { remoteOrigins, nonce: cspNonceOf(request) })
          : sharedPolicy(remoteOrigins),
      );
    }
    // `request.protocol` is https over a TLS socket, or per X-Forwarded-Proto only from a trusted proxy.
    if (request.protocol === 'https' && !reply.hasHeader('strict-transport-security')) {
      reply.header('strict-transport-security', HSTS);
    }
    return payload;
  });
}
