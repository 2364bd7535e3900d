/**
 * Server rendering of the first screen (the shell's server bundle, `<shellDir>/server/render.cjs`): the page's
 * HTML goes into the shell's document, with what the browser needs to hydrate it. Anything that stops it (no
 * server bundle, a remote version without a server container, a page rendered in the browser, an error or a slow
 * render) leaves the document as it was: the browser renders the page, as it did before server rendering.
 */
import { existsSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Locale } from '@shop/shared/locale';
import type { RemoteManifestEntry, RemotesManifest } from '@shop/shared/manifest';
import { publishedManifestFile } from './document-hints.js';

/** One API request answered in this process. */
type ApiInject = (request: { method: string; url: string; headers: Record<string, string>; payload?: string }) => Promise<{
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}>;

/** The shell server bundle's surface (shell/src/server/index.ts). */
interface ShellServerBundle {
  renderPage(request: {
    url: string;
    locale: Locale;
    manifest: RemotesManifest;
    serverEntryOf(entry: RemoteManifestEntry): string | undefined;
    inject: ApiInject;
    signal: AbortSignal;
  }): Promise<ServerRenderResult>;
}

export type ServerRenderResult = (
  | {
      rendered: true;
      head: { title: string; description: string; noindex: boolean };
      html: string;
      state: unknown;
      /** Why parts of the page were left to the browser (rendered there while the rest is hydrated), if any were. */
      leftToBrowser?: string[];
    }
  | { rendered: false; reason: string }
) & {
  /** 404: no page has the address, or the page's data does not exist (a missing product): the document says so too. */
  status?: 404;
};

export interface ServerRenderer {
  render(url: string, locale: Locale, manifest: RemotesManifest): Promise<ServerRenderResult>;
}

export const SHELL_SERVER_BUNDLE = path.join('server', 'render.cjs');

/** However a render is held up, the shopper gets the page by then, rendered in the browser. */
export const RENDER_DEADLINE_MS = 6000;

/** `work`, or its signal's reason once it aborts, should the render not heed it. */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
    work.then(resolve, reject);
  });
}

/** Where a published version keeps its server container, beside its browser files. */
export function serverEntryFile(publishDir: string, manifestUrl: string): string | undefined {
  const manifest = publishedManifestFile(publishDir, manifestUrl);
  return manifest && path.join(path.dirname(manifest), 'server', 'remoteEntry.cjs');
}

export function createServerRenderer(options: {
  shellDir: string;
  publishDir: string;
  app: FastifyInstance;
  log?: (line: string) => void;
  deadlineMs?: number;
}): ServerRenderer | undefined {
  const bundleFile = path.join(options.shellDir, SHELL_SERVER_BUNDLE);
  if (!existsSync(bundleFile)) return undefined;
  const builtAt = statSync(bundleFile).mtimeMs;
  let bundle: ShellServerBundle | undefined;
  let staleNoted = false;
  // A version folder never changes once published: whether it has a server container is looked up once.
  const entries = new Map<string, string | undefined>();

  function serverEntryOf(entry: RemoteManifestEntry): string | undefined {
    if (!entries.has(entry.manifest)) {
      const file = serverEntryFile(options.publishDir, entry.manifest);
      entries.set(entry.manifest, file && existsSync(file) ? file : undefined);
    }
    return entries.get(entry.manifest);
  }

  const inject: ApiInject = async (request) => {
    const answer = await options.app.inject({
      method: request.method as 'GET',
      url: request.url,
      headers: request.headers,
      payload: request.payload,
    });
    return { statusCode: answer.statusCode, headers: answer.headers, body: answer.body };
  };

  return {
    async render(url, locale, manifest) {
      // The shell's server code is the one the browser hydrates with: a rebuilt shell needs a restart first.
      if (statSync(bundleFile, { throwIfNoEntry: false })?.mtimeMs !== builtAt) {
        if (!staleNoted) options.log?.('The shell was rebuilt: pages are rendered in the browser until the server restarts.');
        staleNoted = true;
        return { rendered: false, reason: 'the shell was rebuilt since the server started' };
      }
      bundle ??= createRequire(import.meta.url)(bundleFile) as ShellServerBundle;
      // The one deadline of a render: its data, its code and React's render all give up with it.
      const signal = AbortSignal.timeout(options.deadlineMs ?? RENDER_DEADLINE_MS);
      return untilAborted(bundle.renderPage({ url, locale, manifest, serverEntryOf, inject, signal }), signal);
    },
  };
}
