/**
 * Security headers that cost the app nothing. No full Content-Security-Policy here: Module Federation
 * loads scripts from the published remote folders at runtime and a wrong script-src would blank the shop;
 * `frame-ancestors` alone is safe and stops click-jacking. Headers already set (e.g. by the API) win.
 */
import type { FastifyInstance } from 'fastify';

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'SAMEORIGIN',
  'content-security-policy': "frame-ancestors 'self'",
};

export function addSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
      if (!reply.hasHeader(name)) reply.header(name, value);
    }
    return payload;
  });
}
