/**
 * Security headers on every answer of the shop server: a strict Content-Security-Policy
 * (content-security-policy.ts), HSTS when the request came over TLS, and the small headers that cost nothing.
 * Headers a route already set win: the API's own HTML pages (docs, dev mailbox, payment sandbox) send their
 * own, stricter policies. No CORS headers here: the front end is same-origin only; cross-origin callers are
 * the API's business (CORS_ORIGINS, api/src/app.ts).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  browserSources,
  contentSecurityPolicy,
  inlineHashes,
  mergeInlineHashes,
  type InlineHashes,
} from './content-security-policy.js';
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
  /** The inline styles and script of the shell's documents (shellInlineHashes). */
  shellInlineHashes: InlineHashes;
  /** Origins besides the shop's that this request's remotes load from (a pinned developer server). */
  remoteOriginsOf?: (request: FastifyRequest) => readonly string[];
}

const isHtml = (reply: FastifyReply) => /^text\/html/i.test(String(reply.getHeader('content-type') ?? ''));

export function addSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions): void {
  const sources = browserSources(options.api?.clientConfig?.());
  const policies = new Map<string, string>();
  const policyFor = (hashes: InlineHashes, remoteOrigins: readonly string[]) => {
    const key = `${hashes.style.join(' ')}|${hashes.script.join(' ')}|${remoteOrigins.join(' ')}`;
    let policy = policies.get(key);
    if (policy === undefined) {
      // A handful of distinct documents at most (one per set of inline styles and scripts), and a developer's pins.
      policy = contentSecurityPolicy(sources, hashes, remoteOrigins);
      if (policies.size > 100) policies.clear();
      policies.set(key, policy);
    }
    return policy;
  };

  app.addHook('onSend', async (request, reply, payload) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
      if (!reply.hasHeader(name)) reply.header(name, value);
    }
    if (!reply.hasHeader('content-security-policy')) {
      // A document built per request is hashed as sent, so its inline styles and scripts are allowed exactly.
      const own = typeof payload === 'string' && isHtml(reply) ? inlineHashes(payload) : undefined;
      const hashes = own ? mergeInlineHashes(options.shellInlineHashes, own) : options.shellInlineHashes;
      reply.header('content-security-policy', policyFor(hashes, options.remoteOriginsOf?.(request) ?? []));
    }
    // `request.protocol` is https over a TLS socket, or per X-Forwarded-Proto only from a trusted proxy.
    if (request.protocol === 'https' && !reply.hasHeader('strict-transport-security')) {
      reply.header('strict-transport-security', HSTS);
    }
    return payload;
  });
}
