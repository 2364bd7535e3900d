// Runs the API suite on PGlite, then on a throwaway PostgreSQL cluster this script starts and always stops.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { seedImages } from '../src/seed';
import { prepareTemplate } from '../src/testing/databases';
import { imagesDir } from '../src/testing/harness';
import { startAuthEmulator } from '../src/providers/firebase-emulator';
import { cleanupOnSignals, startCluster } from './pg-cluster';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const jestBin = path.resolve(apiDir, '../node_modules/jest/bin/jest.js');
const jestArgs = process.argv.slice(2);

/** With SHOP_TEST_RESULTS set (npm test does), each phase also writes its counts there as jest JSON. */
function reportArgs(phase: string): string[] {
  const dir = process.env.SHOP_TEST_RESULTS;
  return dir ? ['--json', `--outputFile=${path.resolve(dir, `jest-api-${phase}.json`)}`] : [];
}

function runJest(label: string, phase: string, env: Record<string, string>): Promise<number> {
  console.log(`\n=== API tests on ${label} ===`);
  return new Promise((resolve) => {
    const args = ['--experimental-vm-modules', jestBin, ...jestArgs, ...reportArgs(phase)];
    const child = spawn(process.execPath, args, { cwd: apiDir, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

async function main() {
  const cleanups: (() => void)[] = [];
  cleanupOnSignals(cleanups);
  const images = imagesDir();
  const made = await seedImages(images);
  if (made) console.log(`Generated ${made} seed images in ${images}`);
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-api-test-'));
  cleanups.push(() => fs.rmSync(tmp, { recursive: true, force: true }));
  // The postgres user must be able to reach the cluster directory inside.
  fs.chmodSync(tmp, 0o755);
  const results: Record<string, number> = {};
  let emulator: Awaited<ReturnType<typeof startAuthEmulator>> = null;
  try {
    // One Firebase Auth emulator (offline) serves both phases' Google sign-in tests; it starts while the template is built.
    emulator = await startAuthEmulator();
    if (!emulator) throw new Error('firebase-tools is missing: run npm install at the repo root');
    const started = emulator;
    cleanups.push(() => started.stop());
    process.env.FIREBASE_AUTH_EMULATOR_HOST = started.host;
    const templateFile = path.join(tmp, 'template.tar');
    await prepareTemplate('pglite', { file: templateFile });
    await started.ready;
    results.pglite = await runJest('PGlite', 'pglite', {
      TEST_DB: 'pglite',
      TEST_TEMPLATE_FILE: templateFile,
      IMAGES_DIR: images,
    });

    const cluster = await startCluster(path.join(tmp, 'cluster'));
    cleanups.push(() => cluster.stop());
    try {
      await prepareTemplate('postgres', { pgUrl: cluster.url, templateDb: 'shop_template' });
      results.postgres = await runJest(`PostgreSQL 15 (port ${cluster.port})`, 'postgres', {
        TEST_DB: 'postgres',
        TEST_PG_URL: cluster.url,
        TEST_TEMPLATE_DB: 'shop_template',
        IMAGES_DIR: images,
      });
    } finally {
      cluster.stop();
    }
  } finally {
    emulator?.stop();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  console.log(
    `\nAPI suite: PGlite ${results.pglite === 0 ? 'passed' : 'FAILED'}, PostgreSQL ${results.postgres === 0 ? 'passed' : 'FAILED'}`,
  );
  process.exit(results.pglite === 0 && results.postgres === 0 ? 0 : 1);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
