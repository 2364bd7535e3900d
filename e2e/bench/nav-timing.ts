/**
 * Timing a client-side navigation inside the page, so Playwright's round trips are not in the figures: the
 * clock starts at the click event's own timestamp (or just before a router navigation is started) and stops
 * at the first frame painted after each target selector matched a visible element.
 */
import type { BrowserContext, Page } from '@playwright/test';

/** What the page reports: milliseconds from the trigger to the frame showing each target. */
export type Marks = Record<string, number>;

interface TimedWindow {
  benchTrigger?: number;
  benchMarks?: Promise<Marks>;
}

/**
 * tsx compiles with esbuild's keepNames, which wraps every named function in `__name(fn, "name")`; the
 * functions below are sent to the page as source text, so the page needs that helper too (as the identity).
 */
export const allowCompiledFunctions = (context: BrowserContext) =>
  context.addInitScript({
    // Room for every request of a page with its pictures, so the navigation's own are never dropped.
    content: 'globalThis.__name = (fn) => fn; performance.setResourceTimingBufferSize(5000);',
  });

/**
 * Waits until React has hydrated (or rendered) a visible element matching `selector`: before that, a click on
 * a server-rendered link would load a whole new document instead of routing.
 */
export const untilHydrated = (page: Page, selector: string, timeoutMs = 15_000) =>
  page.waitForFunction(
    (wanted) =>
      [...document.querySelectorAll(wanted)]
        .filter((element) => element.checkVisibility())
        // React keeps a node's props under `__reactProps$<random>` once it owns the node (React 16 to 19).
        .some((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'))),
    selector,
    { timeout: timeoutMs, polling: 'raf' },
  );

/** Starts watching for `targets` (name → CSS selector) and records the next click as the trigger. */
export async function armTimer(page: Page, targets: Record<string, string>, timeoutMs = 15_000): Promise<void> {
  await page.evaluate(
    ({ targets, timeoutMs }) => {
      const timed = window as unknown as TimedWindow;
      timed.benchTrigger = undefined;
      window.addEventListener('click', (event) => (timed.benchTrigger ??= event.timeStamp), { capture: true, once: true });
      timed.benchMarks = new Promise<Marks>((resolve, reject) => {
        const marks: Marks = {};
        const pending = new Set(Object.keys(targets));
        const shown = (selector: string) => [...document.querySelectorAll(selector)].some((element) => element.checkVisibility());
        const afterNextPaint = (done: () => void) =>
          requestAnimationFrame(() => {
            // A task queued in the frame's callback runs once that frame has been painted.
            const channel = new MessageChannel();
            channel.port1.onmessage = done;
            channel.port2.postMessage(null);
          });
        const check = () => {
          for (const name of [...pending]) {
            if (!shown(targets[name]!)) continue;
            pending.delete(name);
            afterNextPaint(() => {
              if (timed.benchTrigger === undefined) return reject(new Error(`${name} was shown before the trigger`));
              marks[name] = performance.now() - timed.benchTrigger;
              if (Object.keys(marks).length === Object.keys(targets).length) {
                observer.disconnect();
                resolve(marks);
              }
            });
          }
        };
        const observer = new MutationObserver(check);
        observer.observe(document, { childList: true, subtree: true, attributes: true, characterData: true });
        setTimeout(() => reject(new Error(`not shown within ${timeoutMs} ms: ${[...pending].join(', ')}`)), timeoutMs);
      });
    },
    { targets, timeoutMs },
  );
}

/**
 * A client-side navigation to `path` where no link leads there: what the router does on the history's
 * popstate (its back/forward path), the same route matching and remote loading a link's click starts.
 */
export const navigateByRouter = (page: Page, path: string) =>
  page.evaluate((target) => {
    const timed = window as unknown as TimedWindow;
    timed.benchTrigger = performance.now();
    history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);

/** The marks of the armed timer, once every target has been shown. */
export const readMarks = (page: Page) => page.evaluate(() => (window as unknown as TimedWindow).benchMarks!);

/** When the navigation's last response of each kind ended, in ms from the trigger (0: none was needed). */
export interface Loads {
  /** The target remote's files (its manifest, entry, chunks and stylesheets). */
  code: number;
  /** The API's answers. */
  data: number;
}

/**
 * Reads the page's resource timings after the marks: requests that started with the trigger or after it
 * (less a little, for the hover preload Playwright's pointer starts just before its click).
 */
export const readLoads = (page: Page, remoteFolder: string) =>
  page.evaluate(
    ({ remoteFolder }) => {
      const trigger = (window as unknown as TimedWindow).benchTrigger!;
      const entries = performance
        .getEntriesByType('resource')
        .filter((entry): entry is PerformanceResourceTiming => entry.startTime >= trigger - 100);
      const lastEnd = (test: (pathname: string) => boolean) =>
        Math.max(0, ...entries.filter((entry) => test(new URL(entry.name).pathname)).map((entry) => entry.responseEnd - trigger));
      return {
        code: lastEnd((pathname) => pathname.startsWith(remoteFolder)),
        data: lastEnd((pathname) => pathname.startsWith('/api/')),
      } satisfies Loads;
    },
    { remoteFolder },
  );
