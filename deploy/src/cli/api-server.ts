/**
 * `npm run start -w api`: the API alone on PORT (default 8081), for a remote developed on its own. It is composed as
 * the one-process server composes it (api-mount's loadApi: the stand-ins handed in, each mounted where allowed).
 */
import Fastify from 'fastify';
import { randomUUID } from 'node:crypto';
import { answerFrameworkError, apiLoggerOptions } from '@shop/api';
import { loadApi } from '../server/api-mount.js';

const port = Number(process.env.PORT || 8081);
const api = await loadApi({ apiOptions: { env: { ...process.env, PORT: String(port) } } });
if (!api) throw new Error('@shop/api is not there: nothing to serve');
const app = Fastify({
  logger: { level: process.env.LOG_LEVEL || 'info', ...apiLoggerOptions },
  genReqId: (req) => {
    const given = req.headers['x-request-id'];
    return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
  },
  frameworkErrors: answerFrameworkError,
  pluginTimeout: api.pluginTimeout,
});
await api.register(app);
await app.listen({ port, host: process.env.HOST || '127.0.0.1' });
for (const line of api.describe()) app.log.info(line);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (closing) return;
    closing = true;
    await app.close();
    await api.close();
    process.exit(0);
  });
}
