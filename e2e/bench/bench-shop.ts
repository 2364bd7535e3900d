/**
 * The shop the browser benchmarks measure: the production build of every app, each remote published into a
 * throwaway folder and served by the one-process shop server with the API on a throwaway embedded database,
 * seeded like a fresh `npm start`, on a loopback port. Nothing of the developer's own shop is touched.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../api/src/platform/free-port';
import {
  ALL_APPS,
  buildApps,
  defaultShellDir,
  prepareShop,
  publishAllRemotes,
  repoRoot,
  startShopServer,
} from '../../deploy/src/index';

export interface BenchShop {
  /** e.g. http://127.0.0.1:41234 */
  url: string;
  publishDir: string;
  shellDir: string;
  /** rspack's time for the five apps with `build: 'all'`; undefined with 'stale'. */
  buildMs: number | undefined;
  close(): Promise<void>;
}

export interface BenchShopOptions {
  /** 'all' rebuilds the five apps whatever is built (bench:bundle times it); 'stale' builds what changed. */
  build: 'all' | 'stale';
}

export async function startBenchShop({ build }: BenchShopOptions): Promise<BenchShop> {
  let buildMs: number | undefined;
  if (build === 'all') {
    const report = await buildApps(repoRoot, ALL_APPS);
    const failed = report.results.filter((result) => !result.ok);
    for (const result of failed) process.stderr.write(`--- ${result.app}\n${result.messages?.trim() ?? ''}\n`);
    if (failed.length) throw new Error(`build failed: ${failed.map((result) => result.app).join(', ')}`);
    buildMs = report.durationMs;
  }
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'shop-bench-'));
  try {
    const publishDir = path.join(workDir, 'published');
    // Progress (and a failed build's compiler output) on stderr; the figures alone go to stdout.
    const progress = (line: string) => process.stderr.write(`${line}\n`);
    if (build === 'stale') await prepareShop(repoRoot, publishDir, { log: progress });
    else await publishAllRemotes(repoRoot, publishDir, progress);

    // The API mounted by the server reads these when it starts.
    process.env.PGLITE_DIR = path.join(workDir, 'pglite');
    process.env.IMAGES_DIR = path.join(workDir, 'images');
    process.env.STORAGE_DIR = path.join(workDir, 'storage');
    // No Google sign-in: the Auth emulator would only compete for the two cores while measuring.
    process.env.FIREBASE_EMULATOR = 'off';
    // The API writes its own address into links, so the port is chosen before the server starts.
    const port = await freePort();
    process.env.PUBLIC_URL = `http://127.0.0.1:${port}`;
    const shellDir = defaultShellDir(repoRoot);
    const server = await startShopServer({ port, host: '127.0.0.1', publishDir, shellDir, log: () => {} });
    return {
      url: server.url,
      publishDir,
      shellDir,
      buildMs,
      close: async () => {
        await server.close();
        await rm(workDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await rm(workDir, { recursive: true, force: true });
    throw error;
  }
}
