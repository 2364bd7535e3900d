/** One Lighthouse audit in Debian's Chromium, and the median of several (for bench:lighthouse). */
import { spawn, type ChildProcess } from 'node:child_process';
import lighthouse, { type Config, type Flags } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { freePort } from '../../api/src/platform/free-port';
import { chromiumArgs, chromiumPath } from '../support/chromium';
import { median } from './stats';

export type FormFactor = 'mobile' | 'desktop';

export interface Figures {
  performance: number;
  accessibility: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** Time to interactive (not in the score since Lighthouse 10): what a gain in LCP or TBT must not cost. */
  ttiMs: number;
  /** Lighthouse's CPU benchmark of this machine at the run (higher is faster): says how far apart two days' runs are. */
  benchmarkIndex: number;
}

/** Chromium with its DevTools port open, for Lighthouse to drive; `process.kill()` ends it. */
export async function startChromium(profileDir: string): Promise<{ port: number; process: ChildProcess }> {
  const port = await freePort();
  const child = spawn(
    chromiumPath,
    [...chromiumArgs, `--remote-debugging-port=${port}`, `--user-data-dir=${profileDir}`, 'about:blank'],
    { stdio: 'ignore' },
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

/** Lighthouse's default mobile emulation (Moto G Power, slow 4G, 4× CPU slowdown) or its desktop preset. */
export async function audit(url: string, port: number, formFactor: FormFactor): Promise<Figures> {
  const flags: Flags = { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] };
  const config: Config | undefined = formFactor === 'desktop' ? desktopConfig : undefined;
  const result = await lighthouse(url, flags, config);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (result.lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${result.lhr.runtimeError.message}`);
  const { categories, audits } = result.lhr;
  const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    lcpMs: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    tbtMs: numeric('total-blocking-time'),
    ttiMs: numeric('interactive'),
    benchmarkIndex: result.lhr.environment.benchmarkIndex,
  };
}

/** Each figure's own median over the runs (a row may combine figures of different runs). */
export function medianFigures(runs: Figures[]): Figures {
  const pick = (key: keyof Figures) => median(runs.map((run) => run[key]));
  return {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    lcpMs: pick('lcpMs'),
    cls: pick('cls'),
    tbtMs: pick('tbtMs'),
    ttiMs: pick('ttiMs'),
    benchmarkIndex: pick('benchmarkIndex'),
  };
}
