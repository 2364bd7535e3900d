import { buildApi } from './api';
import { loadConfig } from './config';
import { openTestDatabase } from './testing/databases';

// The hosting server's readiness probe (/readyz) asks the API whether its database answers.
test('ready() is true while the database answers and false once it is closed', async () => {
  const database = await openTestDatabase();
  const api = await buildApi(loadConfig({ JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256' }), database);
  expect(await api.ready()).toBe(true);
  await api.close();
  expect(await api.ready()).toBe(false);
});
