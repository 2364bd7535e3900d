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
  seo: number;
  /** The SEO audits that failed in any run, e.g. `link-text: Links do not have descriptive text (“more”)`. */
  seoFailures: string[];
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
  const flags: Flags = { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'seo'] };
  const config: Config | undefined = formFactor === 'desktop' ? desktopConfig : undefined;
  const result = await lighthouse(url, flags, config);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (result.lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${result.lhr.runtimeError.message}`);
  const { categories, audits } = result.lhr;
  const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    seo: Math.round((categories.seo?.score ?? 0) * 100),
    seoFailures: failedAudits(result.lhr, 'seo'),
    lcpMs: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    tbtMs: numeric('total-blocking-time'),
    ttiMs: numeric('interactive'),
    benchmarkIndex: result.lhr.environment.benchmarkIndex,
  };
}

type Report = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/** A category's scored audits that did not pass, each with up to three of the things it found (what to fix). */
function failedAudits(lhr: Report, category: string): string[] {
  const refs = lhr.categories[category]?.auditRefs ?? [];
  return refs.flatMap(({ id, weight }) => {
    const found = lhr.audits[id];
    if (!found || weight === 0 || found.score === null || found.score >= 1) return [];
    const items = found.details && 'items' in found.details ? (found.details.items as Record<string, unknown>[]) : [];
    const examples = items.slice(0, 3).map(describeItem).filter(Boolean);
    const more = items.length > examples.length ? ` +${items.length - examples.length}` : '';
    const why = found.explanation ? ` — ${found.explanation}` : '';
    return [`${id}: ${found.title}${why}${examples.length ? ` (${examples.join('; ')}${more})` : ''}`];
  });
}

/** An audit's finding in a few words: the link text, the tag, the header or the robots.txt line it names. */
function describeItem(item: Record<string, unknown>): string {
  const node = item.node as { snippet?: string } | undefined;
  const source = item.source as string | { snippet?: string; url?: string; line?: number } | undefined;
  const text =
    (typeof item.text === 'string' && `“${item.text}” → ${String(item.href ?? '')}`) ||
    node?.snippet ||
    (typeof source === 'string' && source) ||
    (typeof source === 'object' && (source.snippet ?? (source.url && `${source.url}:${source.line ?? ''}`))) ||
    (typeof item.line === 'string' && `robots.txt line ${String(item.index)}: ${item.line} (${String(item.message)})`) ||
    (typeof item.message === 'string' && item.message) ||
    '';
  return text.length > 100 ? `${text.slice(0, 99)}…` : text;
}

/** Each figure's own median over the runs (a row may combine figures of different runs). */
export function medianFigures(runs: Figures[]): Figures {
  const pick = (key: Exclude<keyof Figures, 'seoFailures'>) => median(runs.map((run) => run[key]));
  return {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    seo: pick('seo'),
    seoFailures: [...new Set(runs.flatMap((run) => run.seoFailures))],
    lcpMs: pick('lcpMs'),
    cls: pick('cls'),
    tbtMs: pick('tbtMs'),
    ttiMs: pick('ttiMs'),
    benchmarkIndex: pick('benchmarkIndex'),
  };
}
