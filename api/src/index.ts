import { buildApi, type ApiHandle } from './api';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { QueryTimer } from './platform/server-timing';
import { assertProductionShop, ProductionConfigError } from './platform/production-secrets';
import { startAuthEmulator, type Emulator } from './providers/firebase-emulator';
import { seedIfEmpty, seedImages, seedKujiIfEmpty } from './seed';
import type { StandIns } from './stand-ins';

export type { ApiHandle } from './api';
export type { StandIns } from './stand-ins';
export { answerFrameworkError } from './platform/http';
export { ProductionConfigError } from './platform/production-secrets';

/** pino options for a Fastify instance serving the API: request ids, and no secrets in logs. */
export const apiLoggerOptions = {
  redact: {
    paths: [
      'req.headers.authorization',
      'req.headers.cookie',
      'res.headers["set-cookie"]',
      '*.password',
      '*.checksum',
      '*.code',
      '*.jwt',
    ],
    censor: '[redacted]',
  },
};

/**
 * Opens the database (PGlite in .data/ unless DATABASE_URL), migrates it, seeds it when empty. `standIns`: the
 * stand-ins for outside services the composing server hands in (deploy's api-mount passes `@shop/sandboxes`);
 * none: the shop without them.
 */
export async function createApi(options: { env?: NodeJS.ProcessEnv; standIns?: StandIns } = {}): Promise<ApiHandle> {
  let env = options.env ?? process.env;
  // Locally, Google sign-in runs against the Firebase Auth emulator unless a real project is configured.
  // It starts in the background: the API does not wait for it (emulator ID tokens verify offline). Its
  // address reaches the rest of the API through config only.
  let emulator: Emulator | null = null;
  if (
    env.NODE_ENV !== 'production' &&
    !env.FIREBASE_PROJECT_ID &&
    !env.FIREBASE_AUTH_EMULATOR_HOST &&
    env.FIREBASE_EMULATOR !== 'off'
  ) {
    emulator = await startAuthEmulator().catch(() => null);
    if (emulator) env = { ...env, FIREBASE_AUTH_EMULATOR_HOST: emulator.host };
  }
  const stopEmulator = () => emulator?.stop();
  const config = readConfig(env);
  // Before anything is opened: a production shop with a guessable secret or no invoice numbers must not serve one request.
  if (config.production) assertProductionShop(config, env);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    timer: config.serverTiming ? new QueryTimer() : undefined,
  });
  let api: Awaited<ReturnType<typeof buildApi>>;
  try {
    await database.migrate();
    // api.ts and app.ts mount each stand-in handed in only where it is allowed (nothing under /dev in production).
    api = await buildApi(config, database, { onClose: stopEmulator, standIns: options.standIns });
  } catch (err) {
    await database.close();
    stopEmulator();
    throw err;
  }
  if (!config.seed) return api;
  try {
    // After the beacon is open: the seed opens its unsold campaigns on the chain that will draw them.
    const seed = { beacon: api.ctx.beacon.chain() };
    await seedImages(config.imagesDir);
    if (!(await seedIfEmpty(database.db, seed))) await seedKujiIfEmpty(database.db, seed);
    return api;
  } catch (err) {
    await api.close();
    throw err;
  }
}

/** loadConfig; in production, a variable it refuses (a malformed INVOICE_TRACKS) is the start's one-line refusal. */
function readConfig(env: NodeJS.ProcessEnv) {
  try {
    return loadConfig(env);
  } catch (err) {
    if (env.NODE_ENV === 'production' && err instanceof Error) throw new ProductionConfigError(err.message);
    throw err;
  }
}
