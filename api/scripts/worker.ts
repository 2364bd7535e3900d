// `npm run worker`: the notification outbox's worker in a process of its own, for a shop whose API processes run
// with OUTBOX_WORKER=off (a Deployment of its own in Kubernetes: deploy/k8s). It needs PostgreSQL (DATABASE_URL):
// the embedded database belongs to the one shop process, which then delivers its notices itself.
import { buildApi } from '../src/api';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { startNotices } from '../src/modules';
import { assertProductionSecrets } from '../src/platform/production-secrets';

const log = {
  error: (details: object, message: string) =>
    process.stderr.write(`${JSON.stringify({ level: 'error', time: Date.now(), msg: message, ...details })}\n`),
};

const config = loadConfig();
if (!config.databaseUrl) {
  process.stderr.write('npm run worker needs DATABASE_URL: on the embedded database the shop delivers its notices\n');
  process.exit(2);
}
if (config.production) assertProductionSecrets(config, process.env);
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await database.migrate();
const api = await buildApi(config, database);
database.reportErrorsTo(log);
// Stopped by the API's close, before its database.
api.ctx.jobs.add(await startNotices(api.ctx, log));
process.stdout.write(`${JSON.stringify({ worker: 'outbox', mail: api.ctx.mailer.kind })}\n`);
const shutdown = async () => {
  await api.close();
  process.exit(0);
};
process.once('SIGTERM', shutdown);
process.once('SIGINT', shutdown);
