import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../db/client';
import { openTestDatabase } from './databases';

/**
 * A migrated, seeded database for API processes a test starts, kills and starts again: on PostgreSQL a fresh test
 * database; on PGlite a data directory on disk (made from the seeded test template when there is one), which dies
 * with the process that holds it, as a crash leaves it.
 */
export async function databaseForProcesses(prefix: string): Promise<{ env: Record<string, string>; close(): Promise<void> }> {
  if (process.env.TEST_DB === 'postgres') {
    const database = await openTestDatabase();
    return { env: { DATABASE_URL: database.url! }, close: () => database.close() };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const template = process.env.TEST_TEMPLATE_FILE;
  const database = await openDatabase({
    dataDir: dir,
    ...(template && fs.existsSync(template) ? { loadDataDir: new Blob([fs.readFileSync(template)]) } : {}),
  });
  await database.migrate();
  await database.close();
  return { env: { PGLITE_DIR: dir }, close: async () => fs.rmSync(dir, { recursive: true, force: true }) };
}
