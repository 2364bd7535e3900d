/**
 * `npm run bench:bundle`: what a shopper downloads before the home page is interactive, and how long
 * the production build of all five apps takes. Prints figures; asserts nothing (budgets live in the README).
 */
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { ALL_APPS, buildApps, defaultShellDir, publishAllRemotes, repoRoot, startShopServer } from '../../deploy/src/index';
import { chromiumArgs, chromiumPath } from '../support/chromium';

interface SharedAsset {
  name: string;
  assets: { js: { sync: string[]; async: string[] } };
}

/** Which shared package each emitted file carries, read from every app's mf-manifest.json. */
async function sharedPackagesByFile(dirs: string[]): Promise<Map<string, string>> {
  const byFile = new Map<string, string>();
  for (const dir of dirs) {
    const manifest = JSON.parse(await readFile(path.join(dir, 'mf-manifest.json'), 'utf8')) as { shared: SharedAsset[] };
    for (const shared of manifest.shared) {
      for (const file of [...shared.assets.js.sync, ...shared.assets.js.async]) byFile.set(path.basename(file), shared.name);
    }
  }
  return byFile;
}

async function publishedRemoteDirs(publishDir: string): Promise<string[]> {
  const root = path.join(publishDir, 'remotes');
  const dirs: string[] = [];
  for (const app of await readdir(root)) {
    for (const version of await readdir(path.join(root, app), { withFileTypes: true })) {
      if (version.isDirectory()) dirs.push(path.join(root, app, version.name));
    }
  }
  return dirs;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main(): Promise<void> {
  const build = await buildApps(repoRoot, ALL_APPS);
  const failed = build.results.filter((result) => !result.ok);
  if (failed.length) throw new Error(`build failed: ${failed.map((result) => result.app).join(', ')}`);

  const publishDir = await mkdtemp(path.join(os.tmpdir(), 'shop-bench-'));
  await publishAllRemotes(repoRoot, publishDir, () => {});
  const shellDir = defaultShellDir(repoRoot);
  const server = await startShopServer({ port: 0, host: '127.0.0.1', publishDir, shellDir, api: null, log: () => {} });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const page = await browser.newPage();
    const scripts: { file: string; bytes: number; gzip: number }[] = [];
    let interactive = false;
    page.on('response', async (response) => {
      const url = new URL(response.url());
      if (interactive || !url.pathname.endsWith('.js')) return;
      const body = await response.body();
      scripts.push({ file: url.pathname, bytes: body.length, gzip: gzipSync(body).length });
    });
    await page.goto(`${server.url}/`);
    // Interactive = the home page's own content rendered inside the catalogue remote.
    await page.locator('[data-remote="mf_catalog"] h1').waitFor();
    interactive = true;
    await page.waitForLoadState('networkidle');

    const owners = await sharedPackagesByFile([shellDir, ...(await publishedRemoteDirs(publishDir))]);
    const label = (file: string) => owners.get(path.basename(file)) ?? '';
    console.log('\nJS downloaded before the home page is interactive (cold load of /)');
    console.log(`${'file'.padEnd(62)} ${'raw'.padStart(10)} ${'gzip'.padStart(10)}  shared package`);
    for (const script of scripts.sort((a, b) => b.gzip - a.gzip)) {
      console.log(
        `${script.file.padEnd(62)} ${kb(script.bytes).padStart(10)} ${kb(script.gzip).padStart(10)}  ${label(script.file)}`,
      );
    }
    const total = scripts.reduce((sum, script) => sum + script.gzip, 0);
    console.log(`${'total'.padEnd(62)} ${kb(scripts.reduce((s, x) => s + x.bytes, 0)).padStart(10)} ${kb(total).padStart(10)}`);
    const downloads = (name: string) => scripts.filter((script) => label(script.file) === name).length;
    console.log(`\nreact downloaded ${downloads('react')} time(s), react-dom ${downloads('react-dom')} time(s)`);
    console.log(`production build of all five apps (${ALL_APPS.join(', ')}): ${(build.durationMs / 1000).toFixed(1)} s`);
    console.log('budget: ≤ 150 KB gzip JS before interactive, react once, all five builds ≤ 10 s on 2 cores');
  } finally {
    await browser.close();
    await server.close();
    await rm(publishDir, { recursive: true, force: true });
  }
}

await main();
