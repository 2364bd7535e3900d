/**
 * The front end's routes: /remotes.json, the shell's files, and every page's document (written by the shell's
 * server bundle: shell-documents.ts).
 * The catch-all is a real route (not a not-found handler) so compression and the cache rules apply to it,
 * and it carries a router constraint that excludes the API's paths (isApiPath: /api, /dev, /v0, the sitemaps, /robots.txt): a path the
 * API does not know falls through to the API's own not-found handler instead of being answered with index.html.
 */
import { createHash } from 'node:crypto';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { isApiPath } from './api-mount.js';
import { cacheControlFor, REVALIDATE } from './cache-policy.js';
import { cspNonceOf } from './csp-nonce.js';
import { acceptsHtml, hasFileExtension, resolveUnder, safeSegments } from './request-path.js';
import { PERSONAL_CACHE_CONTROL, type ShopperManifests } from './shopper-manifest.js';
import type { ShellDocuments } from './shell-documents.js';

const CONSTRAINT_NAME = 'shopArea';
const FRONT_END = 'front-end';

/** find-my-way strategy: requests outside the API's paths derive "front-end"; API paths derive nothing. */
export const FRONT_END_CONSTRAINT = {
  name: CONSTRAINT_NAME,
  // Unconstrained routes (API, /remotes.json, /remotes/*) still match front-end requests.
  mustMatchWhenDerived: false,
  storage() {
    const handlers = new Map<unknown, unknown>();
    return {
      get: (value: unknown) => (handlers.get(value) ?? null) as never,
      set: (value: unknown, handler: unknown) => void handlers.set(value, handler),
    };
  },
  deriveConstraint: (request: { url?: string }) => (isApiPath(request.url ?? '/') ? undefined : FRONT_END) as never,
};

export async function registerShellRoutes(
  app: FastifyInstance,
  dirs: { shellDir: string },
  manifests: ShopperManifests,
  documents?: ShellDocuments,
): Promise<void> {
  // Decorates reply.sendFile (root: the shell); send() gives ETag, Last-Modified, 304s, ranges, types.
  await app.register(fastifyStatic, {
    root: dirs.shellDir,
    serve: false,
    dotfiles: 'deny',
    cacheControl: false,
    setHeaders: (reply, file) => reply.header('cache-control', cacheControlFor(file)),
  });

  app.get('/remotes.json', async (request, reply) => {
    // Nothing published yet: an empty manifest keeps the shell's header and footer working.
    const resolved = await manifests.forRequest(request, reply);
    const body = JSON.stringify(resolved?.manifest ?? { remotes: [] });
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    reply
      .header('cache-control', resolved?.personal ? PERSONAL_CACHE_CONTROL : REVALIDATE)
      .header('etag', etag)
      .header('vary', 'Cookie')
      .type('application/json; charset=utf-8');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.send(body);
  });

  app.get('/*', { constraints: { [CONSTRAINT_NAME]: FRONT_END } }, (request, reply) =>
    serveShell(request, reply, dirs.shellDir, manifests, documents),
  );
}

/** The request as the shell's document handler reads it (the web's Request: only its path and headers matter). */
function webRequest(request: FastifyRequest): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  return new Request(`http://shop.local${request.url}`, { method: request.method === 'HEAD' ? 'HEAD' : 'GET', headers });
}

async function serveShell(
  request: FastifyRequest,
  reply: FastifyReply,
  shellDir: string,
  manifests: ShopperManifests,
  documents: ShellDocuments | undefined,
): Promise<unknown> {
  const segments = safeSegments(request.url);
  if (!segments) return reply.code(400).type('text/plain; charset=utf-8').send('Bad request');
  const file = resolveUnder(shellDir, segments);
  // The build's index.html is for hosts without the shell's server code: here every document comes from that code.
  const staticDocument = documents !== undefined && segments.join('/') === 'index.html';
  if (file && segments.length > 0 && !staticDocument && !segments.some((s) => s.startsWith('.')) && (await isFile(file))) {
    return reply.sendFile(segments.join('/'));
  }
  // SPA fallback: a page URL (no extension) asked for by a browser gets the shell, which routes client-side.
  // A missing asset must stay a 404: index.html served as JS would fail with a confusing syntax error.
  if (!hasFileExtension(segments) && acceptsHtml(request.headers.accept)) {
    // A shell built without its server bundle (for a static host) has one document for every page.
    if (!documents) {
      if (await isFile(path.join(shellDir, 'index.html'))) return reply.sendFile('index.html');
      return reply.code(503).type('text/plain; charset=utf-8').send('The shell is not built (npm run build -- shell)');
    }
    const resolved = await manifests.forRequest(request, reply);
    const response = await documents(webRequest(request), { nonce: cspNonceOf(request), manifest: resolved?.manifest });
    reply.code(response.status);
    response.headers.forEach((value, name) => void reply.header(name, value));
    // Versions chosen for this shopper (a canary, a pin) are theirs alone: no shared cache keeps the document.
    if (resolved?.personal) reply.header('cache-control', PERSONAL_CACHE_CONTROL);
    return reply.send(response.body ? await response.text() : undefined);
  }
  return reply.callNotFound();
}

async function isFile(file: string): Promise<boolean> {
  return (await stat(file).catch(() => undefined))?.isFile() ?? false;
}
