import { startApiProcess, type ApiProcess } from '../testing/api-process-spawn';
import { request } from '../testing/http';
import { imagesDir } from '../testing/harness';
import { databaseForProcesses } from '../testing/process-database';

// A limit must outlast the process counting it: an attacker who can crash or restart the API (or waits for a
// deploy) must not get a fresh allowance. On PGlite the database dies with the API process, so this is where a
// limit kept in memory, or in a table a crash empties, would show.

let target: Record<string, string>;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  const database = await databaseForProcesses('shop-limit-restart-');
  target = database.env;
  cleanup = () => database.close();
}, 60_000);
afterAll(() => cleanup());

const start = () =>
  startApiProcess({
    ...target,
    SEED: 'false',
    IMAGES_DIR: imagesDir(),
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256',
    RATE_RESET_PER_MINUTE: '2',
  });

const askReset = (api: ApiProcess) =>
  request(api.base, {
    method: 'POST',
    url: '/api/v1/account/forget-password',
    payload: { email: 'restart@example.com' },
  });

test('a limit reached before the API crashed still holds after it starts again on the same database', async () => {
  let api = await start();
  try {
    for (let i = 0; i < 2; i++) expect((await askReset(api)).statusCode).not.toBe(429);
    expect((await askReset(api)).statusCode).toBe(429);
    await api.crash();
    api = await start();
    const after = await askReset(api);
    expect(after.statusCode).toBe(429);
    expect(after.json().error_code).toBe(42901);
  } finally {
    await api.stop();
  }
}, 120_000);
