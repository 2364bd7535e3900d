/**
 * The front end's routes: /remotes.json and the shell's files with SPA fallback.
 * The catch-all is a real route (not a not-found handler) so compression and the cache rules apply to it,
 * and it carries a router constraint that excludes the API's paths (isApiPath: /api, /dev, /v0): a path the
 * API does not know falls through to the API's own not-found handler instead of being answered with index.html.
 */
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { isApiPath } from './api-mount.js';
import { cacheControlFor, REVALIDATE, SHARED_PAGE } from './cache-policy.js';
import { createDocumentHints, documentEtag, type DocumentHints } from './document-hints.js';
import { documentFile, documentLocale, documentVary } from './document-locale.js';
import { acceptsHtml, hasFileExtension, resolveUnder, safeSegments } from './request-path.js';
import { PERSONAL_CACHE_CONTROL, type ShopperManifests } from './shopper-manifest.js';
import { serverRenderedDocument, shellStylesheets } from './server-document.js';
import type { ServerRenderer } from './server-render.js';
import type { Locale } from '@shop/shared/locale';
import type { RemotesManifest } from '@shop/shared/manifest';

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
  dirs: { publishDir: string; shellDir: string },
  manifests: ShopperManifests,
  renderer?: ServerRenderer,
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

  const hints = createDocumentHints(dirs.publishDir);
  const shellStyles = renderer ? await shellStylesheets(dirs.shellDir) : [];
  const render: PageRender | undefined = renderer && {
    async document(html, url, locale, manifest) {
      // A render that fails or passes its deadline (server-render.ts) leaves the page to the browser.
      const result = await renderer.render(url, locale, manifest).catch((error: unknown) => {
        app.log.warn({ err: error, url }, 'server render failed; the page is rendered in the browser');
        return undefined;
      });
      if (!result?.rendered) return result?.status && { status: result.status };
      if (result.leftToBrowser)
        app.log.info({ url, errors: result.leftToBrowser }, 'parts of the page are rendered in the browser');
      // The shell's stylesheet and the owning remote version's: files of the builds, served alike by every replica.
      const styles = [...shellStyles, ...(await hints.pageStyles(new URL(url).pathname, manifest))];
      const document = serverRenderedDocument(html, result, styles);
      // A page missing a part (an API failure, say) is not kept by a shared cache: the next request may render it whole.
      return document === undefined
        ? result.status && { status: result.status }
        : { html: document, shareable: !result.leftToBrowser, status: result.status };
    },
  };
  app.get('/*', { constraints: { [CONSTRAINT_NAME]: FRONT_END } }, (request, reply) =>
    serveShell(request, reply, dirs.shellDir, hints, manifests, render),
  );
}

/**
 * A server-rendered document for the page (`html`), or none to leave the page to the browser; `status` 404 when the
 * render found no such page, rendered or not.
 */
interface PageRender {
  document(
    html: string,
    url: string,
    locale: Locale,
    manifest: RemotesManifest,
  ): Promise<{ html?: string; shareable?: boolean; status?: 404 } | undefined>;
}

async function serveShell(
  request: FastifyRequest,
  reply: FastifyReply,
  shellDir: string,
  hints: DocumentHints,
  manifests: ShopperManifests,
  render: PageRender | undefined,
): Promise<unknown> {
  const segments = safeSegments(request.url);
  if (!segments) return reply.code(400).type('text/plain; charset=utf-8').send('Bad request');
  const file = resolveUnder(shellDir, segments);
  if (file && segments.length > 0 && !segments.some((s) => s.startsWith('.')) && (await isFile(file))) {
    return reply.sendFile(segments.join('/'));
  }
  // SPA fallback: a page URL (no extension) asked for by a browser gets the shell, which routes client-side.
  // A missing asset must stay a 404: index.html served as JS would fail with a confusing syntax error.
  if (!hasFileExtension(segments) && acceptsHtml(request.headers.accept)) {
    const locale = documentLocale(request.headers);
    const localized = documentFile(locale);
    const html =
      (await readFile(path.join(shellDir, localized), 'utf8').catch(() => undefined)) ??
      (await readFile(path.join(shellDir, 'index.html'), 'utf8').catch(() => undefined));
    if (html === undefined) {
      return reply.code(503).type('text/plain; charset=utf-8').send('The shell is not built (npm run build -- shell)');
    }
    const resolved = await manifests.forRequest(request, reply);
    const pathname = new URL(request.url, 'http://shop.local').pathname;
    // Without a published manifest the shell fetches /remotes.json itself (and reports what is wrong).
    const rendered =
      resolved && render && request.method === 'GET'
        ? await render.document(html, `http://shop.local${request.url}`, locale, resolved.manifest)
        : undefined;
    const document = resolved
      ? await hints.apply(rendered?.html ?? html, pathname, resolved.manifest, rendered?.html !== undefined)
      : html;
    const etag = documentEtag(document);
    // The not-found page (the shell's, or the page's own for what does not exist) is answered as a 404.
    if (rendered?.status) reply.code(rendered.status);
    reply
      .header('cache-control', resolved?.personal ? PERSONAL_CACHE_CONTROL : rendered?.shareable ? SHARED_PAGE : REVALIDATE)
      .header('etag', etag)
      .header('vary', documentVary)
      .type('text/html; charset=utf-8');
    if (request.headers['if-none-match'] === etag && !rendered?.status) return reply.code(304).send();
    return reply.send(document);
  }
  return reply.callNotFound();
}

async function isFile(file: string): Promise<boolean> {
  return (await stat(file).catch(() => undefined))?.isFile() ?? false;
}
