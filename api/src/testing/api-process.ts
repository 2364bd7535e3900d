// A second API process for race tests: the API on DATABASE_URL (the test's PostgreSQL database), or on the PGlite
// data directory PGLITE_DIR when a test restarts the API on one, listening on a free port, which it prints as one
// JSON line ({"base": "http://127.0.0.1:<port>"}). SIGTERM stops it. Its starter preloads the stand-ins' composer.
import Fastify from 'fastify';
import { buildApi } from '../api';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { composedStandIns } from './composed-stand-ins';

const config = loadConfig(process.env);
if (!config.databaseUrl && !process.env.PGLITE_DIR) throw new Error('api-process needs DATABASE_URL or PGLITE_DIR');
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const api = await buildApi(config, database, { standIns: composedStandIns().standIns });
const app = Fastify({ logger: false, frameworkErrors: api.frameworkErrors, pluginTimeout: api.pluginTimeout });
await api.register(app);
// Races send it hundreds of connections at once (harness.ts says why the accept queue must hold them).
const base = await app.listen({ port: 0, host: '127.0.0.1', backlog: 2048 });
process.stdout.write(`${JSON.stringify({ base })}\n`);
process.on('SIGTERM', async () => {
  await app.close();
  await api.close();
  process.exit(0);
});
