import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { composedStandIns } from './composed-stand-ins';

const here = path.dirname(fileURLToPath(import.meta.url));

export interface ApiProcess {
  base: string;
  stop(): Promise<void>;
  /** Kills it with no chance to close anything, like a crash or a pulled plug. */
  crash(): Promise<void>;
}

/**
 * A whole shop server is deploy's to assemble (deploy depends on the API, not the reverse): the API's tests run
 * deploy's replica script as another process, by its path, and never import it.
 */
const shopReplicaScript = path.resolve(here, '../../../deploy/src/testing/shop-replica-process.ts');

/**
 * Starts a script in another OS process (TypeScript through tsx's loader) and waits for the one JSON line
 * ({"base": …}) it prints once it listens.
 */
function startListeningProcess(script: string, env: Record<string, string>, preload: string[] = []): Promise<ApiProcess> {
  const imports = ['tsx', ...preload].flatMap((module) => ['--import', module]);
  const child = spawn(process.execPath, [...imports, script], {
    env: { ...process.env, NODE_OPTIONS: '', FIREBASE_EMULATOR: 'off', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${path.basename(script)} exited with ${code} before listening`)));
    readline.createInterface({ input: child.stdout! }).once('line', (line) => {
      const { base } = JSON.parse(line) as { base: string };
      resolve({
        base,
        stop: async () => {
          child.kill('SIGTERM');
          await exited;
        },
        crash: async () => {
          child.kill('SIGKILL');
          await exited;
        },
      });
    });
  });
}

/**
 * Starts the API alone in another OS process on the given PostgreSQL database (env.DATABASE_URL) or PGLITE_DIR,
 * with the stand-ins this test was composed with (their composer is preloaded there too).
 */
export function startApiProcess(env: Record<string, string>): Promise<ApiProcess> {
  return startListeningProcess(path.join(here, 'api-process.ts'), env, [composedStandIns().composer]);
}

/** What a second process needs of the test API it joins. */
interface FirstApi {
  env: Record<string, string>;
  databaseUrl?: string;
  ctx: { config: { payment: { webhookSecret?: string | null } } };
}

/**
 * A second API process on the test API's PostgreSQL database, set up as the first: the same gateway secret (either
 * may verify the sandbox's notices), and an idle order sweep so that only the test moves its orders.
 */
export function secondApiProcess(first: FirstApi): Promise<ApiProcess> {
  if (!first.databaseUrl) throw new Error('two API processes need PostgreSQL: run `npm run test -w api`');
  const secret = first.ctx.config.payment.webhookSecret;
  return startApiProcess({
    ...first.env,
    DATABASE_URL: first.databaseUrl,
    ORDER_SWEEP_SECONDS: '3600',
    ...(secret ? { PAYMENT_WEBHOOK_SECRET: secret } : {}),
  });
}

/** What a shop server serves besides the API: the shell's dist and the publish folder (remotes.json, remotes/). */
export interface ShopDirs {
  shellDir: string;
  publishDir: string;
}

/** A throwaway shop on disk: a one-line shell and an empty publish folder (what API tests need of a front end). */
export async function emptyShopDirs(): Promise<ShopDirs> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'shop-replicas-'));
  const dirs = { shellDir: path.join(root, 'shell'), publishDir: path.join(root, 'published') };
  await mkdir(dirs.shellDir, { recursive: true });
  await mkdir(dirs.publishDir, { recursive: true });
  await writeFile(
    path.join(dirs.shellDir, 'index.html'),
    '<!doctype html><html><head><title>Shop</title></head><body></body></html>',
  );
  return dirs;
}

/**
 * Starts a whole shop server in another OS process: deploy's createShopServer with this API mounted, as
 * `npm start` runs it, on env.DATABASE_URL. Replicas of one shop share the database and the publish folder.
 */
export function startShopProcess(env: Record<string, string>, dirs: ShopDirs): Promise<ApiProcess> {
  return startListeningProcess(shopReplicaScript, { ...env, SHOP_SHELL_DIR: dirs.shellDir, SHOP_PUBLISH_DIR: dirs.publishDir });
}

/** `npm run worker` (its script) in another OS process with `env`: its pid, once it runs, its exit code, its stderr. */
export function startWorkerProcess(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.resolve(here, '../../scripts/worker.ts')], {
    env: { ...process.env, NODE_OPTIONS: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  // Its first line says it runs.
  const running = new Promise<void>((resolve) => child.stdout.once('data', () => resolve()));
  return { pid: child.pid!, running, exited, stderr: () => stderr, stop: () => (child.kill('SIGTERM'), exited) };
}
