// Runs the API suite on PGlite and on a throwaway PostgreSQL cluster this script starts and always stops.
// The two phases run side by side, each jest with its own workers, each starting as soon as its template
// database is ready; every output line is prefixed with its phase.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { seedImages } from '../src/seed';
import { prepareTemplate } from '../src/testing/databases';
import { imagesDir } from '../src/testing/harness';
import { startAuthEmulator } from '../src/providers/firebase-emulator';
import { cleanupOnSignals, startCluster, type Cluster } from './pg-cluster';
import { pgliteTemplate } from './template-cache';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const jestBin = path.resolve(apiDir, '../node_modules/jest/bin/jest.js');
const jestArgs = process.argv.slice(2);
// Measured on 2 cores (README, Tests): two workers per phase; many files wait on I/O (emulator, sockets).
const workers = process.env.API_TEST_WORKERS || '2';
/**
 * Files that never touch the test database run once, in the PostgreSQL phase (the lighter one: PGlite runs SQL
 * in the test process); the PGlite phase would only repeat them.
 */
const databaseFree = [
  'src/providers/firebase-emulator.test.ts',
  'src/db/db.test.ts',
  'src/db/pool-errors.test.ts',
  'src/db/pglite.test.ts',
  'src/db/pglite-named.test.ts',
  'src/platform/errors.test.ts',
  'src/platform/notified-loop.test.ts',
  'src/seed/images.test.ts',
  'seed-pictures/pictures.test.ts',
  'src/providers/payment/signature.test.ts',
  'sandboxes/src/payment/cards.test.ts',
  'src/modules/kuji/status.test.ts',
  'src/modules/drop/schedule.test.ts',
  'src/modules/notification/mail/render.test.ts',
  'src/modules/invoice/period.test.ts',
];

/**
 * Files whose subject is not the database (sandboxes, the contract, configuration, sign-in through the Auth
 * emulator) use it only to stand an API up: they run once, in the PostgreSQL phase, like the database-free ones.
 */
const databaseIncidental = [
  'src/platform/production-secrets.test.ts',
  'src/modules/client-config/client-config.test.ts',
  'src/platform/openapi-client.test.ts',
  'src/modules/account/firebase.test.ts',
  'sandboxes/src/mailbox/mailbox.test.ts',
  'sandboxes/src/wechat/wechat.test.ts',
];

/** Files that need PostgreSQL itself (several API processes on one database) run in the PostgreSQL phase only. */
const postgresOnly = [
  'src/modules/order/race-processes.test.ts',
  'src/modules/order/refund-processes.test.ts',
  'src/modules/kuji-order/race-processes.test.ts',
  'src/modules/prize-box/race-processes.test.ts',
  'src/modules/kuji-board/board-processes.test.ts',
  'src/modules/drop/drop-processes.test.ts',
  'src/platform/replicas.test.ts',
  'src/db/migrate-concurrent.test.ts',
  'src/db/named-statements.test.ts',
];

/** With SHOP_TEST_RESULTS set (npm test does), each phase also writes its counts there as jest JSON. */
function reportArgs(phase: string): string[] {
  const dir = process.env.SHOP_TEST_RESULTS;
  return dir ? ['--json', `--outputFile=${path.resolve(dir, `jest-api-${phase}.json`)}`] : [];
}

function prefixLines(stream: NodeJS.ReadableStream, prefix: string, out: NodeJS.WritableStream) {
  readline.createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => out.write(`${prefix}${line}\n`));
}

function runJest(phase: string, env: Record<string, string>, extraArgs: string[] = []): Promise<number> {
  const prefix = `[${phase}]`.padEnd(11);
  console.log(
    `${prefix}=== API tests on ${phase === 'pglite' ? 'PGlite' : `PostgreSQL 15 (${env.TEST_PG_URL})`}, ${workers} worker(s) ===`,
  );
  return new Promise((resolve) => {
    const args = [
      '--experimental-vm-modules',
      '--no-warnings=ExperimentalWarning',
      jestBin,
      `--maxWorkers=${workers}`,
      // The caller's arguments first: a path pattern after an array option (--testPathIgnorePatterns) would be
      // taken as one more of its values.
      ...jestArgs,
      ...extraArgs,
      ...reportArgs(phase),
    ];
    const child = spawn(process.execPath, args, {
      cwd: apiDir,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    prefixLines(child.stdout, prefix, process.stdout);
    prefixLines(child.stderr, prefix, process.stderr);
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

async function main() {
  const started = Date.now();
  const cleanups: (() => void)[] = [];
  cleanupOnSignals(cleanups);
  const images = imagesDir();
  const made = await seedImages(images);
  if (made) console.log(`Generated ${made} seed images in ${images}`);
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-api-test-'));
  cleanups.push(() => fs.rmSync(tmp, { recursive: true, force: true }));
  // The postgres user must be able to reach the cluster directory inside.
  fs.chmodSync(tmp, 0o755);
  let cluster: Cluster | null = null;
  const emulator = await startAuthEmulator();
  try {
    // One Firebase Auth emulator (offline) serves both phases' Google sign-in tests. Nobody waits for it
    // here: the tests that need it wait until it listens (testing/auth-emulator.ts).
    if (!emulator) throw new Error('firebase-tools is missing: run npm install at the repo root');
    cleanups.push(emulator.stop);
    // Under its own name: FIREBASE_AUTH_EMULATOR_HOST in the environment would put every firebase-admin in emulator mode.
    const common = { TEST_AUTH_EMULATOR_HOST: emulator.host, IMAGES_DIR: images };
    const pglite = pgliteTemplate().then(({ file, built }) => {
      if (built) console.log(`Built the PGlite template ${path.relative(process.cwd(), file)} (kept for the next run)`);
      // A filter that matches only database-free files leaves this phase nothing to run, which is fine.
      const once = [
        '--passWithNoTests',
        ...[...databaseFree, ...databaseIncidental, ...postgresOnly].map((f) => `--testPathIgnorePatterns=${f}`),
      ];
      return runJest('pglite', { ...common, TEST_DB: 'pglite', TEST_TEMPLATE_FILE: file }, once);
    });
    const postgres = startCluster(path.join(tmp, 'cluster')).then(async (started) => {
      cluster = started;
      cleanups.push(started.stop);
      await prepareTemplate('postgres', { pgUrl: started.url, templateDb: 'shop_template' });
      const env = { ...common, TEST_DB: 'postgres', TEST_PG_URL: started.url, TEST_TEMPLATE_DB: 'shop_template' };
      return runJest('postgres', env);
    });
    const [pgliteCode, postgresCode] = await Promise.all([pglite, postgres]);
    const verdict = (code: number) => (code === 0 ? 'passed' : 'FAILED');
    console.log(
      `\nAPI suite: PGlite ${verdict(pgliteCode)}, PostgreSQL ${verdict(postgresCode)} (${Math.round((Date.now() - started) / 1000)} s)`,
    );
    process.exitCode = pgliteCode === 0 && postgresCode === 0 ? 0 : 1;
  } finally {
    (cluster as Cluster | null)?.stop();
    emulator?.stop();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
