/**
 * A shop process for the graceful-shutdown test (server/graceful-shutdown.test.ts), run as
 * `node --import tsx graceful-shop.ts`: the real server with the real API (PGlite in memory), stopped by the same
 * signal handling as `npm start` and `npm run serve` (cli/stop-on-signals.ts). Two things are added for the test:
 * `GET /test/slow?ms=N`, which sends its headers and a first line at once and its last line N ms later (a
 * request that is in flight for a known time), and a count of the requests the server received (probes aside),
 * printed when the API closes, so the test can compare what the server took in with what its clients got back.
 *
 * stdout: one JSON line per event: {"event":"listening","url":…} and {"event":"api closed","requests":N}.
 */
import { Readable } from 'node:stream';
import { loadApi } from '../server/api-mount.js';
import { LIVENESS_PATH, READINESS_PATH } from '../server/health.js';
import { shutdownOptionsFromEnv } from '../server/graceful-shutdown.js';
import { startShopServer } from '../server/start-server.js';
import { stopOnSignals } from '../cli/stop-on-signals.js';

const emit = (event: object): void => void process.stdout.write(`${JSON.stringify(event)}\n`);

const api = await loadApi({ apiOptions: { env: process.env } });
if (!api) throw new Error('the graceful-shutdown test needs @shop/api');

let received = 0;
const server = await startShopServer({
  publishDir: process.env.SHOP_PUBLISH_DIR!,
  shellDir: process.env.SHOP_SHELL_DIR!,
  port: 0,
  host: '127.0.0.1',
  api: {
    ...api,
    ready: () => api.ready?.() ?? Promise.resolve(true),
    async register(app) {
      await api.register(app);
      app.server.on('request', (request: { url?: string }) => {
        if (request.url !== READINESS_PATH && request.url !== LIVENESS_PATH) received += 1;
      });
      app.get('/test/slow', (request, reply) => {
        const ms = Number((request.query as { ms?: string }).ms ?? 1000);
        const body = new Readable({ read() {} });
        body.push('started\n');
        setTimeout(() => {
          body.push('finished\n');
          body.push(null);
        }, ms);
        return reply.type('text/plain; charset=utf-8').header('cache-control', 'no-store').send(body);
      });
    },
    async close() {
      await api.close();
      emit({ event: 'api closed', requests: received });
    },
  },
});
emit({ event: 'listening', url: server.url });
stopOnSignals(server, shutdownOptionsFromEnv());
