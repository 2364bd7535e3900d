import type { IncomingMessage, ServerResponse } from 'node:http';

// The paths a League of Entropy relay serves in drand's v1 HTTP API (github.com/drand/http-relay routes.go):
// with a chain hash, or without one for the relay's default chain.
const CHAIN = '(?:/([0-9A-Fa-f]{64}))?';
export const relayRoutes = {
  info: new RegExp(`^${CHAIN}/info$`),
  health: new RegExp(`^${CHAIN}/health$`),
  round: new RegExp(`^${CHAIN}/public/(\\d+)$`),
  latest: new RegExp(`^${CHAIN}/public/latest$`),
  chains: /^\/chains$/,
};

/** What a relay's 404 lists: the routes it serves (http-relay DisplayRoutes). */
export const routeList = [
  'GET /chains',
  'GET /health',
  'GET /info',
  'GET /public/latest',
  'GET /public/{round:\\d+}',
  'GET /{chainhash:[0-9A-Fa-f]{64}}/health',
  'GET /{chainhash:[0-9A-Fa-f]{64}}/info',
  'GET /{chainhash:[0-9A-Fa-f]{64}}/public/latest',
  'GET /{chainhash:[0-9A-Fa-f]{64}}/public/{round:\\d+}',
].join('\n');

/** Cache-Control values the relay sets (routes_handler.go): rounds are immutable once out; nothing else is cached. */
export const cacheControl = {
  immutable: 'public, max-age=604800, immutable',
  none: 'must-revalidate, no-cache, max-age=0',
  until: (seconds: number) => `public, must-revalidate, max-age=${Math.max(0, seconds)}`,
};

/** A JSON answer with the relay's common headers (middleware.go addCommonHeaders). */
export function sendJson(res: ServerResponse, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*', ...headers });
  res.end(JSON.stringify(body));
}

/** An error as Go's http.Error writes it: plain text and a newline. */
export function sendError(res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, {
    'content-type': 'text/plain; charset=utf-8',
    'x-content-type-options': 'nosniff',
    'access-control-allow-origin': '*',
    ...headers,
  });
  res.end(`${text}\n`);
}

/** The request's path without its query (drand clients may add `?<time>` to defeat caches). */
export const pathOf = (req: IncomingMessage) => (req.url ?? '/').split('?')[0]!;
