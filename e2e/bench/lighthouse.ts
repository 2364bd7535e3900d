/**
 * `npm run bench:lighthouse`: Lighthouse (Debian Chromium) on the production build of the seeded shop —
 * /, /product-list/all and one product page, mobile and desktop, median of three runs each — printed as
 * a table. Asserts nothing; the goals and the recorded figures live in the README.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import lighthouse, { type Config, type Flags } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { freePort } from '../../api/src/platform/free-port';
import { ALL_APPS, buildApps, defaultShellDir, publishAllRemotes, repoRoot, startShopServer } from '../../deploy/src/index';
import { chromiumArgs, chromiumPath } from '../support/chromium';

const runsPerPage = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

interface Figures {
  performance: number;
  accessibility: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
}

async function startChromium(profileDir: string): Promise<{ port: number; process: ChildProcess }> {
  const port = await freePort();
  const child = spawn(
    chromiumPath,
    [...chromiumArgs, `--remote-debugging-port=${port}`, `--user-data-dir=${profileDir}`, 'about:blank'],
    {
      stdio: 'ignore',
    },
  );
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/json/version`);
      if (response.ok) return { port, process: child };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error(`Chromium at ${chromiumPath} did not open its DevTools port`);
}

async function audit(url: string, port: number, formFactor: 'mobile' | 'desktop'): Promise<Figures> {
  const flags: Flags = { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] };
  const config: Config | undefined = formFactor === 'desktop' ? desktopConfig : undefined;
  const result = await lighthouse(url, flags, config);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits } = result.lhr;
  const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    lcpMs: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    tbtMs: numeric('total-blocking-time'),
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

function medianFigures(runs: Figures[]): Figures {
  const pick = (key: keyof Figures) => median(runs.map((run) => run[key]));
  return {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    lcpMs: pick('lcpMs'),
    cls: pick('cls'),
    tbtMs: pick('tbtMs'),
  };
}

/** A product that shows no age gate, so Lighthouse measures the page rather than the modal. */
async function sampleProductPath(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/v1/product?category_id=all&page_size=50`);
  const body = (await response.json()) as { data: { product_id: number; is_adult: boolean; is_sold_out: boolean }[] };
  const product = body.data.find((item) => !item.is_adult && !item.is_sold_out);
  if (!product) throw new Error('the seed has no product to measure');
  return `/product/${product.product_id}`;
}

async function main(): Promise<void> {
  const build = await buildApps(repoRoot, ALL_APPS);
  const failed = build.results.filter((result) => !result.ok);
  if (failed.length) throw new Error(`build failed: ${failed.map((result) => result.app).join(', ')}`);

  const workDir = await mkdtemp(path.join(os.tmpdir(), 'shop-lighthouse-'));
  // A throwaway embedded database and image folder, seeded like a fresh `npm start`.
  process.env.PGLITE_DIR = path.join(workDir, 'pglite');
  process.env.IMAGES_DIR = path.join(workDir, 'images');
  process.env.FIREBASE_EMULATOR = 'off';
  const publishDir = path.join(workDir, 'published');
  await publishAllRemotes(repoRoot, publishDir, () => {});
  const port = await freePort();
  process.env.PUBLIC_URL = `http://127.0.0.1:${port}`;
  const server = await startShopServer({
    port,
    host: '127.0.0.1',
    publishDir,
    shellDir: defaultShellDir(repoRoot),
    log: () => {},
  });
  const chromium = await startChromium(path.join(workDir, 'chromium'));
  try {
    const pages = ['/', '/product-list/all', await sampleProductPath(server.url)];
    const rows: { page: string; formFactor: string; figures: Figures }[] = [];
    for (const page of pages) {
      for (const formFactor of ['mobile', 'desktop'] as const) {
        const runs: Figures[] = [];
        for (let run = 0; run < runsPerPage; run++) runs.push(await audit(`${server.url}${page}`, chromium.port, formFactor));
        rows.push({ page, formFactor, figures: medianFigures(runs) });
        process.stderr.write('.');
      }
    }
    process.stderr.write('\n');
    console.log(
      `\nLighthouse ${runsPerPage > 1 ? `median of ${runsPerPage} runs` : '1 run'} per row (production build, seeded API, Debian Chromium)`,
    );
    console.log(
      `${'page'.padEnd(22)} ${'form'.padEnd(8)} ${'perf'.padStart(5)} ${'a11y'.padStart(5)} ${'LCP'.padStart(8)} ${'CLS'.padStart(6)} ${'TBT'.padStart(7)}`,
    );
    for (const { page, formFactor, figures } of rows) {
      console.log(
        `${page.padEnd(22)} ${formFactor.padEnd(8)} ${String(figures.performance).padStart(5)} ${String(figures.accessibility).padStart(5)} ` +
          `${`${(figures.lcpMs / 1000).toFixed(2)} s`.padStart(8)} ${figures.cls.toFixed(3).padStart(6)} ${`${Math.round(figures.tbtMs)} ms`.padStart(7)}`,
      );
    }
    console.log('goal: mobile performance ≥ 95 and accessibility ≥ 95 on each page');
  } finally {
    chromium.process.kill();
    await server.close();
    await rm(workDir, { recursive: true, force: true });
  }
}

await main();
