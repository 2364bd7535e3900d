import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { loadConfig } from './config';
import { openTestDatabase } from './testing/databases';
import { buildTestApi, imagesDir, storageDir } from './testing/harness';

// The shop server closes the API in its own onClose hook, which Fastify runs before the hooks of the plugins it
// registered earlier (deploy/src/server/create-server.ts): every module's background job must be stopped by the API's
// close itself, since the database closes with it.

test("the API's close stops every background job before it closes the database, as the shop server closes it", async () => {
  const beaconDir = await mkdtemp(path.join(os.tmpdir(), 'shop-api-close-'));
  const database = await openTestDatabase();
  const config = loadConfig({
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256',
    IMAGES_DIR: imagesDir(),
    STORAGE_DIR: storageDir(),
    LOCAL_BEACON_DIR: beaconDir,
    LOCAL_BEACON_PERIOD_SECONDS: '1',
  });
  const api = await buildTestApi(config, database);
  const errors: string[] = [];
  const app = Fastify({
    logger: { level: 'error', stream: { write: (line: string) => void errors.push(line) } },
    pluginTimeout: api.pluginTimeout,
  });
  try {
    await api.register(app);
    app.addHook('onClose', () => api.close());
    await app.ready();
    // A job that needs its database to stop, as the invoice sender's and the outbox worker's UNLISTEN do.
    let stoppedWithItsDatabase = false;
    api.ctx.jobs.add(async () => {
      await api.ctx.db.execute(sql`select 1`);
      stoppedWithItsDatabase = true;
    });
    await app.close();
    expect(stoppedWithItsDatabase).toBe(true);
    expect(errors).toEqual([]);
    expect(await api.ready()).toBe(false);
  } finally {
    await rm(beaconDir, { recursive: true, force: true });
  }
});
