/**
 * What the shell's server bundle offers the server running the shop (deploy), and what it asks of it: types only,
 * so that server reads them without compiling the shell.
 */
import type { RemotesManifest } from '@shop/shared/manifest';

/** One API request answered inside the server process (Fastify's inject): no HTTP hop to itself. */
export type ApiInject = (request: {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}) => Promise<{ statusCode: number; headers: Record<string, unknown>; body: string }>;

/** What the server gives the shell once, at start. */
export interface DocumentSetup {
  /** The shell's build (its dist folder: document.json and the files it names). */
  shellDir: string;
  /** The file behind a site path of the published remotes (`/remotes/<app>/<version>/…`); undefined for any other. */
  publishedFile(sitePath: string): string | undefined;
  /** The shop's public address (PUBLIC_URL): canonical and language-version links point there. */
  publicUrl?: string;
  /** The API, answered in this process; without it no page is rendered on the server. */
  api?: ApiInject;
  /** Where a render's failure is told (pino's shape, as Fastify's logger). */
  log?: { warn(details: object, message: string): void; info(details: object, message: string): void };
}

/** What differs per document. */
export interface DocumentOptions {
  /** This response's Content-Security-Policy nonce, which the policy the server sends allows. */
  nonce: string;
  /** The remotes manifest resolved for this shopper; undefined while nothing is published. */
  manifest?: RemotesManifest;
  /** false leaves every page to the browser (the shell was rebuilt since this server bundle was loaded). */
  render?: boolean;
  /** When the shopper is better served the page rendered in the browser than waiting longer for the server. */
  signal: AbortSignal;
}

/** A document for a request of a page (GET or HEAD): 200, 304 for a matching If-None-Match, or 404. */
export type DocumentHandler = (request: Request, options: DocumentOptions) => Promise<Response>;

/** The module `dist/server/render.cjs` is. */
export interface ShellServerBundle {
  createDocumentHandler(setup: DocumentSetup): DocumentHandler;
}
