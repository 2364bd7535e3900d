/**
 * `npm run bench:bundle`: the JavaScript a shopper downloads before the home page is interactive, file by file
 * with its gzip size — the shell's, every remote entry and chunk, shared modules, scripts inline in the
 * document — against the 150 KB budget, how often react is downloaded, and how long the production build
 * of all five apps takes. Prints figures; asserts nothing (the recorded figures live in the README).
 *
 * Interactive: the home page's products are shown and React owns both them and the header (hydrated, or
 * rendered on the client). A script counts when the page requested it before that moment.
 */
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../support/chromium';
import { startBenchShop } from './bench-shop';
import { allowCompiledFunctions, untilHydrated } from './nav-timing';

const budgetKb = 150;

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

interface Download {
  file: string;
  bytes: number;
  gzip: number;
  beforeInteractive: boolean;
}

const sizes = (body: Buffer | string) => ({ bytes: Buffer.byteLength(body), gzip: gzipSync(body).length });

/**
 * Every script response of a cold load of `/` (by URL, once), the document's inline scripts (JSON data blocks
 * are data, not script) and the federation manifests (JSON, listed apart), each marked before or after interactive.
 */
async function recordColdLoad(page: Page, url: string): Promise<{ scripts: Download[]; manifests: Download[] }> {
  const scripts = new Map<string, Download>();
  const manifests = new Map<string, Download>();
  const requestedBefore = new Set<string>();
  let interactive = false;
  let html = '';
  const reading: Promise<void>[] = [];
  page.on('request', (request) => {
    if (!interactive) requestedBefore.add(request.url());
  });
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    const { pathname } = new URL(response.url());
    const isDocument = response.request().isNavigationRequest();
    const isScript = type.includes('javascript') || /\.m?js$/.test(pathname);
    const isManifest = pathname.endsWith('/mf-manifest.json');
    if (!isDocument && !isScript && !isManifest) return;
    reading.push(
      response.body().then(
        (body) => {
          if (isDocument) return void (html = body.toString('utf8'));
          const download = { file: pathname, ...sizes(body), beforeInteractive: requestedBefore.has(response.url()) };
          (isScript ? scripts : manifests).set(response.url(), download);
        },
        (error: unknown) => {
          // A redirect has no body; anything else unreadable would leave a file out of the figures.
          if (isScript || isManifest) throw error;
        },
      ),
    );
  });
  await page.goto(url);
  await page.locator('[data-testid="home-page"] [data-testid="product-card"]').first().waitFor();
  await untilHydrated(page, '[data-testid="home-page"] [data-testid="product-card"] a');
  await untilHydrated(page, 'header a[href="/cart"]');
  interactive = true;
  // What the page goes on to fetch by itself is listed too, apart (the shell's idle preload waits longer).
  await page.waitForLoadState('networkidle');
  await Promise.all(reading);
  const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(
      ([, attributes, body]) =>
        !/\bsrc=/i.test(attributes!) && !/type=["']?application\/(ld\+)?json/i.test(attributes!) && body!.trim(),
    )
    .map(([, , body]) => body!)
    .join('\n');
  const all = [...scripts.values()];
  if (inline) all.push({ file: '(inline <script> in the document)', ...sizes(inline), beforeInteractive: true });
  return { scripts: all, manifests: [...manifests.values()] };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const sum = (downloads: Download[], key: 'bytes' | 'gzip') => downloads.reduce((total, item) => total + item[key], 0);

function printDownloads(title: string, downloads: Download[], label: (file: string) => string): void {
  const width = Math.max(40, ...downloads.map((item) => item.file.length));
  console.log(`\n${title}`);
  console.log(`${'file'.padEnd(width)} ${'raw'.padStart(10)} ${'gzip'.padStart(10)}  shared package`);
  for (const item of [...downloads].sort((a, b) => b.gzip - a.gzip)) {
    console.log(`${item.file.padEnd(width)} ${kb(item.bytes).padStart(10)} ${kb(item.gzip).padStart(10)}  ${label(item.file)}`);
  }
  const total = `total (${downloads.length} files)`;
  console.log(`${total.padEnd(width)} ${kb(sum(downloads, 'bytes')).padStart(10)} ${kb(sum(downloads, 'gzip')).padStart(10)}`);
}

async function main(): Promise<void> {
  const shop = await startBenchShop({ build: 'all' });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const context = await browser.newContext();
    await allowCompiledFunctions(context);
    const { scripts, manifests } = await recordColdLoad(await context.newPage(), `${shop.url}/`);

    const owners = await sharedPackagesByFile([shop.shellDir, ...(await publishedRemoteDirs(shop.publishDir))]);
    const label = (file: string) => owners.get(path.basename(file)) ?? '';
    const before = scripts.filter((item) => item.beforeInteractive);
    const after = scripts.filter((item) => !item.beforeInteractive);
    printDownloads('JS downloaded before the home page is interactive (cold load of /)', before, label);
    const total = sum(before, 'gzip');
    console.log(`budget: ≤ ${budgetKb} KB gzip — ${total <= budgetKb * 1024 ? 'met' : `${kb(total - budgetKb * 1024)} over`}`);
    if (after.length)
      printDownloads('JS the page fetched after it was interactive, until the network was idle (not counted)', after, label);
    console.log(
      `\nfederation manifests (mf-manifest.json, JSON, not counted): ${manifests.length} file(s), ${kb(sum(manifests, 'gzip'))} gzip`,
    );
    const downloads = (name: string) => before.filter((item) => label(item.file) === name).length;
    console.log(`react downloaded ${downloads('react')} time(s), react-dom ${downloads('react-dom')} time(s) before interactive`);
    console.log(`production build of all five apps: ${((shop.buildMs ?? 0) / 1000).toFixed(1)} s (budget ≤ 10 s on 2 cores)`);
  } finally {
    await browser.close();
    await shop.close();
  }
}

await main();
