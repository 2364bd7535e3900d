// `npm run db:migrate -w api`: applies the pending migrations to DATABASE_URL (or the PGlite folder) and exits.
// The API migrates on every start too; a deployment runs this first, as its migration Job, so a schema change
// is applied once, before any new replica serves, and a failed migration stops the rollout instead of the pods.
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';

const config = loadConfig(process.env);
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await database.migrate();
  console.log(`migrations applied: ${database.label}`);
} finally {
  await database.close();
}
