import { createHash } from 'node:crypto';
import { renderToStaticMarkup } from 'react-dom/server';
import type { i18n as I18n } from 'i18next';
import { localeTags, requestLocale, type Locale } from '@shop/shared/locale';
import { findOwner, type RemoteManifestEntry } from '@shop/shared/manifest';
import { ns } from '../namespace';
import { prepareLocale } from './locale';
import { remoteFilesReader, type RemoteFiles } from './remote-files';
import { documentParts } from './document-parts';
import { documentHead, pageAddresses } from './document-head';
import { renderPage, type RenderResult } from './render';
import type { DocumentHandler, DocumentOptions, DocumentSetup } from './contract';
import { ShopDocument } from './ShopDocument';

/**
 * A server-rendered public page is the same for every shopper of a language (nothing personal is rendered on the
 * server), so a CDN may serve it for a minute, and a little longer while it fetches a fresh one; browsers revalidate.
 */
const SHARED_PAGE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=60';
const REVALIDATE = 'no-cache';

/** `work`, or its signal's reason once it aborts, should the work not heed it. */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal.aborted) reject(signal.reason as Error);
    signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
    work.then(resolve, reject);
  });
}

/**
 * The shop's documents: every page's `<html>`, in the shopper's language, with the page rendered in it when its
 * route asks for it (route handle `ssr`) and its render ends before the signal aborts; else the boot screen, and
 * the browser renders the page. The ETag leaves the nonce out, so revalidation still ends in a 304.
 */
export function createDocumentHandler(setup: DocumentSetup): DocumentHandler {
  const remoteFiles = remoteFilesReader(setup.publishedFile);

  /** `document`: what the document is written with, which the render uses too. */
  async function renderedPage(
    request: Request,
    options: DocumentOptions,
    document: { locale: Locale; i18n: Promise<I18n>; owner?: RemoteManifestEntry; remote?: Promise<RemoteFiles | undefined> },
  ) {
    if (!options.manifest || !setup.api || options.render === false || request.method !== 'GET') return undefined;
    const { locale, i18n, owner } = document;
    const serverEntry = (await document.remote)?.serverEntry;
    const origin = siteOrigin(new URL(request.url));
    const render = renderPage({
      url: request.url,
      origin,
      locale,
      i18n,
      owner,
      serverEntry,
      inject: setup.api,
      signal: options.signal,
    });
    const result: RenderResult | undefined = await untilAborted(render, options.signal).catch((error: unknown) => {
      setup.log?.warn({ err: error, url: request.url }, 'server render failed; the page is rendered in the browser');
      return undefined;
    });
    if (result?.rendered && result.leftToBrowser)
      setup.log?.info({ url: request.url, errors: result.leftToBrowser }, 'parts of the page are rendered in the browser');
    return result;
  }

  /** The origin of the shop's absolute addresses: its public one (PUBLIC_URL), else the request's. */
  const siteOrigin = (url: URL) => (setup.publicUrl ? new URL(setup.publicUrl).origin : url.origin);

  return async function handleDocument(request: Request, options: DocumentOptions): Promise<Response> {
    const url = new URL(request.url);
    const locale = requestLocale(request.headers, url);
    const { manifest, nonce } = options;
    const owner = manifest && findOwner(manifest, url.pathname);
    const document = { locale, i18n: prepareLocale(locale), owner, remote: owner && remoteFiles(owner) };
    const [parts, i18n, remote, result] = await Promise.all([
      documentParts(setup.shellDir),
      document.i18n,
      document.remote,
      renderedPage(request, options, document),
    ]);
    const page = result?.rendered ? result : undefined;
    const head = page?.head ?? documentHead(i18n, undefined, {}, { locale, origin: siteOrigin(url) });
    // Search engines are told a page's language versions only when it is one they may index.
    const indexable = !result?.status && (page ? !page.head.noindex : result?.rendered === false && result.indexable === true);
    if (indexable && setup.publicUrl) head.addresses = pageAddresses(setup.publicUrl, url);
    const html = `<!doctype html>${renderToStaticMarkup(
      <ShopDocument
        lang={localeTags[locale]}
        head={head}
        nonce={nonce}
        parts={parts}
        noScript={i18n.t(`${ns}:noScript`)}
        manifest={manifest}
        remote={remote}
        page={page}
      />,
    )}`;
    const headers = new Headers({
      'content-type': 'text/html; charset=utf-8',
      etag: `"${createHash('sha1').update(html.replaceAll(nonce, '')).digest('base64url')}"`,
      vary: 'Cookie, Accept-Language',
      // A page missing a part (an API failure, say) is not kept by a shared cache: the next request may render it whole.
      'cache-control': page && !page.leftToBrowser ? SHARED_PAGE : REVALIDATE,
    });
    // The not-found page (the shell's, or the page's own for what does not exist) is answered as a 404.
    if (result?.status) return new Response(html, { status: result.status, headers });
    if (request.headers.get('if-none-match') === headers.get('etag')) return new Response(null, { status: 304, headers });
    return new Response(html, { headers });
  };
}
