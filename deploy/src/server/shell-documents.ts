/**
 * The shop's documents come from the shell's server bundle (`<shellDir>/server/render.cjs`, shell/src/server): it
 * writes every page's `<html>`, with the page rendered in it when it can. This file loads it, answers its API calls
 * in this process and gives each document its deadline; it does not touch the HTML.
 */
import { existsSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ApiInject, DocumentHandler, DocumentOptions, ShellServerBundle } from 'shell/server-contract';

export const SHELL_SERVER_BUNDLE = path.join('server', 'render.cjs');

/** However a render is held up, the shopper gets the page by then, rendered in the browser. */
export const RENDER_DEADLINE_MS = 6000;

/** The file behind a site path of the publish folder (`/remotes/<app>/<version>/…`); undefined for any other URL. */
export function publishedFile(publishDir: string, sitePath: string): string | undefined {
  if (!sitePath.startsWith('/remotes/') || sitePath.includes('..')) return undefined;
  return path.join(publishDir, sitePath);
}

/** A document for `request`; the server's own deadline and the shell build's freshness are added here. */
export type ShellDocuments = (request: Request, options: Omit<DocumentOptions, 'signal' | 'render'>) => Promise<Response>;

/** undefined when the shell has no server bundle (a build for a static host): its index.html is then served. */
export function createShellDocuments(options: {
  shellDir: string;
  publishDir: string;
  /** The app whose API renders call, in this process; none: no page is rendered on the server. */
  app?: FastifyInstance;
  /** The shop's public address (the API's PUBLIC_URL). */
  publicUrl?: string;
  log?: (line: string) => void;
  deadlineMs?: number;
}): ShellDocuments | undefined {
  const bundleFile = path.join(options.shellDir, SHELL_SERVER_BUNDLE);
  if (!existsSync(bundleFile)) return undefined;
  const builtAt = statSync(bundleFile).mtimeMs;
  let staleNoted = false;
  const { app } = options;

  const api: ApiInject | undefined = app
    ? async (request) => {
        const answer = await app.inject({
          method: request.method as 'GET',
          url: request.url,
          headers: request.headers,
          payload: request.payload,
        });
        return { statusCode: answer.statusCode, headers: answer.headers, body: answer.body };
      }
    : undefined;
  const bundle = createRequire(import.meta.url)(bundleFile) as ShellServerBundle;
  const handle: DocumentHandler = bundle.createDocumentHandler({
    shellDir: options.shellDir,
    publicUrl: options.publicUrl,
    publishedFile: (sitePath) => publishedFile(options.publishDir, sitePath),
    api,
    log: app?.log,
  });

  return (request, documentOptions) => {
    // The shell's server code is the one the browser hydrates with: a rebuilt shell needs a restart to render again.
    const fresh = statSync(bundleFile, { throwIfNoEntry: false })?.mtimeMs === builtAt;
    if (!fresh && !staleNoted)
      options.log?.('The shell was rebuilt: pages are rendered in the browser until the server restarts.');
    staleNoted ||= !fresh;
    // The one deadline of a render: its data, its code and React's render all give up with it.
    const signal = AbortSignal.timeout(options.deadlineMs ?? RENDER_DEADLINE_MS);
    return handle(request, { ...documentOptions, render: fresh, signal });
  };
}
