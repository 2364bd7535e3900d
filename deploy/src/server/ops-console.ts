/**
 * The operator console (decision 036), its own small app under /ops/: its hashed files kept a year, and every
 * page of it (`/ops/`, `/ops/orders/12`) its one document, never stored (it is the console's entry; the shop's
 * Content-Security-Policy with this request's nonce is added by security-headers.ts like for any document).
 * `/ops/api/*` is the release API's (ops/release-api.ts): a path there it does not know stays a 404.
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { cacheControlFor } from './cache-policy.js';
import { acceptsHtml, hasFileExtension, resolveUnder, safeSegments } from './request-path.js';

export const CONSOLE_PREFIX = '/ops';
const CONSOLE_API = /^\/ops\/api(\/|$|\?)/;

export function registerConsoleRoutes(app: FastifyInstance, options: { consoleDir: string }): void {
  const consoleDir = path.resolve(options.consoleDir);

  app.get(CONSOLE_PREFIX, async (request, reply) =>
    reply.redirect(`${CONSOLE_PREFIX}/${request.url.slice(CONSOLE_PREFIX.length)}`, 301),
  );
  app.get(`${CONSOLE_PREFIX}/`, (request, reply) => consoleDocument(request, reply, consoleDir));
  app.get(`${CONSOLE_PREFIX}/*`, async (request, reply) => {
    if (CONSOLE_API.test(request.url)) return reply.callNotFound();
    const segments = safeSegments(request.url)?.slice(1);
    if (!segments) return reply.code(400).type('text/plain; charset=utf-8').send('Bad request');
    if (hasFileExtension(segments)) {
      const file = segments.some((segment) => segment.startsWith('.')) ? undefined : resolveUnder(consoleDir, segments);
      if (!file || !(await isFile(file)) || segments.join('/') === 'index.html') return reply.callNotFound();
      return reply
        .header('cache-control', cacheControlFor(file))
        .type(contentTypeOf(file))
        .send(await readFile(file));
    }
    return consoleDocument(request, reply, consoleDir);
  });
}

async function consoleDocument(request: FastifyRequest, reply: FastifyReply, consoleDir: string): Promise<unknown> {
  if (!acceptsHtml(request.headers.accept)) return reply.callNotFound();
  const html = await readFile(path.join(consoleDir, 'index.html'), 'utf8').catch(() => undefined);
  if (html === undefined) {
    return reply
      .code(503)
      .header('cache-control', 'no-store')
      .type('text/plain; charset=utf-8')
      .send('The operator console is not built (npm run build -- ops)');
  }
  // Operators' pages: never kept by a browser's or a proxy's cache, never framed by another site.
  return reply
    .header('cache-control', 'no-store')
    .header('x-frame-options', 'DENY')
    .header('x-robots-tag', 'noindex')
    .type('text/html; charset=utf-8')
    .send(html);
}

const types: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.json': 'application/json; charset=utf-8',
};

const contentTypeOf = (file: string) => types[path.extname(file).toLowerCase()] ?? 'application/octet-stream';

async function isFile(file: string): Promise<boolean> {
  return (await stat(file).catch(() => undefined))?.isFile() ?? false;
}
