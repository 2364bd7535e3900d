/**
 * Mounting the shop API (@shop/api) into the same Fastify process. The API is developed in parallel and may
 * not exist yet: a missing package, entry file or createApi export means "serve the front end only", while
 * any OTHER failure (a bug inside the API, a missing dependency of the API) is re-thrown, so a broken API is
 * never silently replaced by a shop without one. This is where the running shop is composed: createApi gets the
 * stand-ins for outside services (@shop/sandboxes), which the API mounts only where allowed (no /dev in production);
 * among them the local drand beacon, which createApi starts for `npm start` unless DRAND_URLS names relays.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ClientConfig } from '@shop/shared/contract';
import type { RemoteHealthReader } from '../release/canary-monitor.js';

/** A signed-in operator, as the API names them (ApiHandle.operatorFor). */
export interface ShopOperator {
  id: number;
  email: string;
  name: string;
  role: string;
  permissions: readonly string[];
}

/** One row of the API's audit log: `<target>.<verb>`, what it was done to, before and after. */
export interface ShopAuditEntry {
  action: string;
  target: string;
  targetId: string;
  before?: unknown;
  after?: unknown;
}

/** The contract of @shop/api's `createApi()` result. */
export interface ShopApi {
  register(app: FastifyInstance): Promise<void>;
  close(): Promise<void>;
  describe(): string[];
  /** What GET /api/client-config tells browsers; the security policy allows the hosts it names. */
  clientConfig?(): ClientConfig;
  /** The shop's public address (PUBLIC_URL): the shell's documents link their canonical and language versions there. */
  publicUrl?: string;
  /** Whether the API can serve (its database answers): /readyz asks it. An API without it counts as ready. */
  ready?(): Promise<boolean>;
  /**
   * What the shell reported per remote version (loads, errors): the canary monitor's and release:status's
   * source. Absent from an API without it; a front-end-only server has none and rolls nothing back by itself.
   */
  remoteHealth?: RemoteHealthReader;
  /**
   * The operator signed in with `authorization` (`Bearer <console session token>`), with their role's permissions;
   * undefined without a live session. The release API (server/ops/release-api.ts) exists only with it.
   */
  operatorFor?(authorization: string | undefined): Promise<ShopOperator | undefined>;
  /** Records in the API's audit log what this server did for an operator (a release step). */
  recordAudit?(operatorId: number, entry: ShopAuditEntry): Promise<void>;
  /**
   * How the API answers what the router refuses before any route runs (a path whose %-encoding does not decode):
   * the server passes its API paths' such errors here (Fastify's `frameworkErrors`).
   */
  frameworkErrors?(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void;
  /** The server's `pluginTimeout`: how long registering the API may take (Fastify's default 10 s is too short). */
  pluginTimeout?: number;
}

type CreateApi = (options: object) => Promise<ShopApi>;

export const API_PACKAGE = '@shop/api';
export const API_ABSENT_MESSAGE = 'API not present yet: serving the front end only';

/** What Node (and jest's resolver) throw when a specifier names no module: the API is not there yet. */
const NOT_FOUND_CODES = new Set([
  'ERR_MODULE_NOT_FOUND',
  'MODULE_NOT_FOUND',
  'ERR_PACKAGE_PATH_NOT_EXPORTED',
  'ERR_UNSUPPORTED_DIR_IMPORT',
]);

/**
 * Whether the API module itself exists, decided before importing it: resolution fails with a not-found code, or
 * resolves to a file not written yet (Node resolves without reading). What the API imports is not looked at here,
 * so a missing dependency of the API fails the import afterwards, loudly.
 */
function apiEntryExists(specifier: string): boolean {
  let url: string;
  try {
    url = import.meta.resolve(specifier);
  } catch (error) {
    if (NOT_FOUND_CODES.has((error as { code?: string } | null)?.code ?? '')) return false;
    throw error;
  }
  return !url.startsWith('file:') || existsSync(fileURLToPath(url));
}

/**
 * Imports the API package and creates the API, or returns undefined (after logging one line) when it is
 * not there yet. `specifier` is a parameter so tests can point it at fakes.
 */
export async function loadApi(
  options: { specifier?: string; apiOptions?: object; log?: (line: string) => void } = {},
): Promise<ShopApi | undefined> {
  const specifier = options.specifier ?? API_PACKAGE;
  const log = options.log ?? ((line: string) => console.log(line));
  const loaded = apiEntryExists(specifier) ? ((await import(specifier)) as { createApi?: unknown }) : {};
  if (typeof loaded.createApi !== 'function') {
    log(API_ABSENT_MESSAGE);
    return undefined;
  }
  // Imported once the API is known to be there: the stand-ins are built on the API's public pieces.
  const { sandboxes } = await import('@shop/sandboxes');
  return (loaded.createApi as CreateApi)({ ...options.apiOptions, standIns: sandboxes });
}

/** JSON 404 in the API's error shape, for the API's paths when no API is mounted. */
export const API_NOT_FOUND_BODY = { error_code: 40400, error_msg: 'Not found' } as const;

/**
 * Paths the API owns; the front end (SPA fallback, static files) never answers them. `/v0` is the Firebase
 * Storage REST path (`/v0/b/<bucket>/o…`), which the API serves when the avatar bucket is emulated;
 * `/sitemap.xml`, `/sitemaps/…` and `/robots.txt` are what search engines read, written from the catalogue.
 */
export function isApiPath(url: string): boolean {
  return /^\/(api|dev|v0|sitemaps)(\/|$|\?)/.test(url) || /^\/(sitemap\.xml|robots\.txt)($|\?)/.test(url);
}
