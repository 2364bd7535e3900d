// The API as the in-process benches (checkout, kuji, abuse) run it: its database migrated and seeded, listening on a
// free loopback port that is also its PUBLIC_URL (where it finds its WeChat sandbox, as in development).
import Fastify from 'fastify';
import { buildApi } from '../src/api';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { freePort } from '../src/platform/free-port';
import { seedIfEmpty } from '../src/seed';
import { composedStandIns } from '../src/testing/composed-stand-ins';

/** Every bench API process signs and checks with this one (tokens, admissions), as a shop's replicas share theirs. */
export const benchJwtSecret = 'bench-secret-that-is-long-enough-for-hs256';

/** `behindProxy`: the client address is X-Forwarded-For's, as behind the shop's ingress (a crowd of addresses). */
export async function startBenchApi(env: Record<string, string>, opts: { behindProxy?: boolean } = {}) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    ...env,
    LOG_LEVEL: 'silent',
    JWT_SECRET: benchJwtSecret,
    PUBLIC_URL: base,
  });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  await seedIfEmpty(database.db);
  const api = await buildApi(config, database, { standIns: composedStandIns().standIns });
  const app = Fastify({
    logger: false,
    trustProxy: opts.behindProxy ? '127.0.0.1' : false,
    pluginTimeout: api.pluginTimeout,
  });
  await api.register(app);
  await app.listen({ port, host: '127.0.0.1', backlog: 2048 });
  return {
    api,
    config,
    db: api.ctx.db,
    base,
    async close() {
      await app.close();
      await api.close();
    },
  };
}
