/**
 * The one-process shop server: API (when present), published remotes, remotes.json and the shell with SPA
 * fallback. Registration order matters: the API goes first so its routes and its own not-found handler
 * own /api, /dev, /v0, the sitemaps and /robots.txt; the front-end catch-all is constrained to every OTHER path so it can never shadow them.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { constants as zlib } from 'node:zlib';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { API_NOT_FOUND_BODY, isApiPath, loadApi, type ShopApi } from './api-mount.js';
import { cacheControlFor } from './cache-policy.js';
import { registerHealthRoutes } from './health.js';
import { addSecurityHeaders } from './security-headers.js';
import { registerShellRoutes, FRONT_END_CONSTRAINT } from './shell-routes.js';
import { trustProxyFrom } from './trust-proxy.js';
import { overridePolicyFromEnv, type OverridePolicy } from '../release/overrides.js';
import { registerPinRoute } from './pin-route.js';
import { startCanaryMonitor } from '../release/canary-monitor.js';
import type { CanaryPolicy } from '../release/canary-verdict.js';
import { registerReleaseApi } from './ops/release-api.js';
import { registerConsoleRoutes } from './ops-console.js';
import { defaultConsoleDir } from '../paths.js';
import { createShellDocuments } from './shell-documents.js';
import { createShopperManifests, resolvedManifestOf } from './shopper-manifest.js';

export interface ShopServerOptions {
  /** Folder with remotes.json and remotes/<app>/<version>/ */
  publishDir: string;
  /** The shell's dist (index.html + hashed chunks) */
  shellDir: string;
  /** The operator console's dist, served under /ops/ (ops-console.ts); default SHOP_CONSOLE_DIR or ops/dist. */
  consoleDir?: string;
  /** undefined: load @shop/api if it exists; null: no API; an object: this API (tests, e2e). */
  api?: ShopApi | null;
  /** Fastify logger option; off by default (the CLI prints its own lines). */
  logger?: FastifyServerOptions['logger'];
  /** Where one-line notices go (e.g. "API not present yet"). */
  log?: (line: string) => void;
  /** Whose X-Forwarded-* headers to believe (HTTPS for HSTS, client addresses); default: TRUST_PROXY (trust-proxy.ts). */
  trustProxy?: FastifyServerOptions['trustProxy'];
  /** Who may pin versions (release/overrides.ts); default from SHOP_OPS_SECRET and NODE_ENV. */
  overrides?: OverridePolicy;
  /**
   * The automatic rollback of failing canaries (release/canary-monitor.ts), running wherever the API's remote
   * health is; default interval and policy from the environment; false: off.
   */
  canaryMonitor?: { intervalMs?: number; policy?: CanaryPolicy } | false;
  /** Render pages' first screens on the server (shell-documents.ts); default on wherever the API runs. */
  serverRender?: boolean;
}

const mountedApis = new WeakMap<FastifyInstance, ShopApi>();

/** The API mounted into `app`, if any (for its describe() lines). */
export function mountedApi(app: FastifyInstance): ShopApi | undefined {
  return mountedApis.get(app);
}

export async function createShopServer(options: ShopServerOptions): Promise<FastifyInstance> {
  const publishDir = path.resolve(options.publishDir);
  const shellDir = path.resolve(options.shellDir);
  const remotesDir = path.join(publishDir, 'remotes');
  // @fastify/static wants its roots to exist; an empty publish folder is a valid (if empty) shop.
  await mkdir(remotesDir, { recursive: true });

  // The API first: its client configuration names the hosts the security policy lets pages use.
  const api = options.api === undefined ? await loadApi({ log: options.log }) : (options.api ?? undefined);
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? trustProxyFrom(process.env.TRUST_PROXY),
    ...(api?.pluginTimeout && { pluginTimeout: api.pluginTimeout }),
    // A path that does not decode never reaches a route: the API's paths still answer in the API's error shape.
    frameworkErrors: (error: FastifyError, request: FastifyRequest, reply: FastifyReply) =>
      api?.frameworkErrors && isApiPath(request.url) ? api.frameworkErrors(error, request, reply) : reply.send(error),
  });
  app.addConstraintStrategy(FRONT_END_CONSTRAINT);
  // Every answer's security headers; a document's policy allows its request's nonce (csp-nonce.ts), no hash of it.
  addSecurityHeaders(app, {
    api,
    remoteOriginsOf: (request) => resolvedManifestOf(request)?.foreignOrigins ?? [],
  });
  await app.register(fastifyCompress, {
    global: true,
    encodings: ['br', 'gzip'],
    // Quality 11 (the default) costs ~50x more CPU than 5 for a few % smaller files: too slow on the fly.
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } },
  });

  if (api) {
    await api.register(app);
    mountedApis.set(app, api);
    app.addHook('onClose', async () => api.close());
  }
  if (api?.remoteHealth && options.canaryMonitor !== false) {
    const monitor = startCanaryMonitor({ publishDir, health: api.remoteHealth, ...options.canaryMonitor, log: options.log });
    // Before the API closes: a check in progress still has its database.
    app.addHook('preClose', () => monitor.stop());
  }

  registerHealthRoutes(app, { api, shellDir }); // /healthz, /readyz; the shutdown state (graceful-shutdown.ts)

  // Published remotes: /remotes/<app>/<version>/<file>. history.json and temp folders are not public.
  await app.register(fastifyStatic, {
    root: remotesDir,
    prefix: '/remotes/',
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    cacheControl: false,
    setHeaders: (reply, file) => reply.header('cache-control', cacheControlFor(file)),
    // A version's server container (<app>/<version>/server/) is for this server to run, not for browsers.
    allowedPath: (pathName) => {
      const segments = pathName.split('/').filter(Boolean);
      return segments.length >= 3 && segments[2] !== 'server';
    },
  });

  const overrides = options.overrides ?? overridePolicyFromEnv();
  registerPinRoute(app, overrides, publishDir);
  await registerReleaseApi(app, { publishDir, api }); // /ops/api/releases: owners' console sessions only
  registerConsoleRoutes(app, { consoleDir: options.consoleDir ?? defaultConsoleDir() }); // /ops/: the operator console
  // Pages' first screens rendered on the server need the API in this process (their data, no HTTP hop).
  const rendering = api !== undefined && options.serverRender !== false;
  const documents = createShellDocuments({
    shellDir,
    publishDir,
    app: rendering ? app : undefined,
    publicUrl: api?.publicUrl,
    log: options.log,
  });
  await registerShellRoutes(app, { shellDir }, createShopperManifests(publishDir, overrides), documents);
  if (documents && rendering) {
    // The first render loads the shell's server code and a remote's container (about a second): done at start, not
    // for the first shoppers, whose pages would otherwise wait behind it and be left to their browsers.
    app.addHook('onReady', async () => {
      setImmediate(() => void app.inject({ url: '/', headers: { accept: 'text/html' } }).catch(() => undefined));
    });
  }

  app.setNotFoundHandler((request, reply) => {
    if (isApiPath(request.url)) return reply.code(404).type('application/json').send(API_NOT_FOUND_BODY);
    return reply.code(404).header('cache-control', 'no-cache').type('text/plain; charset=utf-8').send('Not found');
  });
  return app;
}
