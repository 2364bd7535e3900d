/**
 * `npm run bench:nav`: the first client-side navigation into a remote the page has not loaded yet, in headless
 * Chromium against the production build of the seeded shop on loopback, no throttling — product page → cart
 * (mf-checkout) and home → a kuji campaign and the kuji list (mf-fanza). Each run is a fresh browser context
 * (empty cache, nothing visited); median, p90, min and max of NAV_RUNS (10) runs per case, against 300 ms.
 *
 * Two moments to navigate: `cold` as soon as the page is interactive (its content shown, the link hydrated),
 * `shopper` one second later, as a shopper who looks first. The shell also fetches every remote once the
 * browser is idle after start-up (shell/src/remotes/preload.ts); the last column counts the runs in which the
 * target remote had been requested before the trigger. Playwright's click moves the pointer onto the link
 * first, so the shell's hover preload starts a few milliseconds before the click, as it does for a mouse.
 *
 * NAV_JOURNEYS=cart,kuji,kuji-list and NAV_RUNS narrow a run while iterating.
 */
import { chromium, type Browser } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../support/chromium';
import { startBenchShop } from './bench-shop';
import {
  allowCompiledFunctions,
  armTimer,
  navigateByRouter,
  readLoads,
  readMarks,
  untilHydrated,
  type Loads,
} from './nav-timing';
import { signInDemoMember } from '../support/demo-member';
import { sampleKujiPath, sampleProductPath } from './seeded-pages';
import { summarise } from './stats';

const goalMs = 300;
const runs = Number(process.env.NAV_RUNS ?? 10);
const shopperPauseMs = 1000;
/** The header's cart link: on every page, hydrated with the header. */
const cartLink = 'header a[href="/cart"]';

interface Journey {
  id: string;
  title: string;
  /** The remote the navigation has to load (its published folder under /remotes/). */
  remote: string;
  from: string;
  /** The landing page's main content: the page has landed when it is shown. */
  landed: string;
  /** A link to click, or a path to route to where no link on the page leads there. */
  trigger: { link: string } | { route: string };
  /** The target page shown at all (skeleton or content), and its content shown (the data arrived). */
  targets: { page: string; content: string };
  signedIn: boolean;
}

type Moment = 'cold' | 'shopper';

interface Run {
  marks: { page: number; content: number };
  loads: Loads;
  remoteBefore: boolean;
}

async function journeys(baseUrl: string): Promise<Journey[]> {
  const homeLanded = '[data-testid="home-page"] [data-testid="product-card"]';
  return [
    {
      id: 'cart',
      title: 'product → cart',
      remote: 'mf-checkout',
      from: await sampleProductPath(baseUrl),
      landed: '[data-testid="product-page"] h1',
      trigger: { link: cartLink },
      // The cart's heading is on its skeleton too; its lines (or the empty cart's notice) need the cart's data.
      targets: { page: '[data-remote="mf_checkout"] h1', content: '[data-testid="cart-page"] h1, [data-testid="cart-empty"] h1' },
      signedIn: true,
    },
    {
      id: 'kuji',
      title: 'home → campaign',
      remote: 'mf-fanza',
      from: '/',
      landed: homeLanded,
      trigger: { route: await sampleKujiPath(baseUrl) },
      // The campaign's title comes with its data; before that the page shows its skeleton.
      targets: { page: '[data-testid="kuji-skeleton"], [data-testid="kuji-page"]', content: '[data-testid="kuji-page"] h1' },
      signedIn: false,
    },
    {
      id: 'kuji-list',
      title: 'home → kuji list',
      remote: 'mf-fanza',
      from: '/',
      landed: homeLanded,
      trigger: { link: 'header nav a[href="/fanza"]' },
      targets: { page: '[data-testid="kuji-list"] h1', content: '[data-testid="kuji-card"] h3' },
      signedIn: false,
    },
  ];
}

async function measure(browser: Browser, baseUrl: string, journey: Journey, moment: Moment, token: string): Promise<Run> {
  const context = await browser.newContext();
  try {
    await allowCompiledFunctions(context);
    // A returning shopper: the consent banner answered, and for the cart signed in as the shell keeps a session.
    await context.addInitScript(
      (jwt) => {
        localStorage.setItem('analyticsConsent', 'denied');
        if (jwt) {
          localStorage.setItem('jwt', jwt);
          localStorage.setItem('userAuthorized', 'true');
        }
      },
      journey.signedIn ? token : '',
    );
    const page = await context.newPage();
    let triggered = false;
    let remoteBefore = false;
    let newDocument = false;
    page.on('request', (request) => {
      if (!triggered && new URL(request.url()).pathname.startsWith(`/remotes/${journey.remote}/`)) remoteBefore = true;
      if (triggered && request.isNavigationRequest() && request.frame() === page.mainFrame()) newDocument = true;
    });

    await page.goto(`${baseUrl}${journey.from}`);
    await page.locator(journey.landed).first().waitFor();
    await untilHydrated(page, 'link' in journey.trigger ? journey.trigger.link : cartLink);
    if (moment === 'shopper') await page.waitForTimeout(shopperPauseMs);

    await armTimer(page, journey.targets);
    triggered = true;
    if ('link' in journey.trigger) await page.locator(journey.trigger.link).filter({ visible: true }).first().click();
    else await navigateByRouter(page, journey.trigger.route);
    const marks = await readMarks(page);
    if (newDocument) throw new Error(`${journey.title}: the trigger loaded a new document instead of routing in the page`);
    const loads = await readLoads(page, `/remotes/${journey.remote}/`);
    return { marks: { page: marks.page!, content: marks.content! }, loads, remoteBefore };
  } finally {
    await context.close();
  }
}

const ms = (value: number) => `${Math.round(value)} ms`;

function printTable(results: { journey: Journey; moment: Moment; runs: Run[] }[]): void {
  console.log(
    `\nFirst navigation into a remote not loaded yet: ${runs} fresh page loads per case (Chromium, loopback, no throttling)`,
  );
  const columns = ['median', 'p90', 'min', 'max'].map((name) => name.padStart(7)).join(' ');
  console.log(
    `${'case'.padEnd(26)} ${'shown'.padEnd(8)} ${columns}  goal ${'code'.padStart(7)} ${'data'.padStart(7)}  remote before`,
  );
  for (const { journey, moment, runs: measured } of results) {
    for (const milestone of ['page', 'content'] as const) {
      const summary = summarise(measured.map((run) => run.marks[milestone]));
      const figures = [summary.median, summary.p90, summary.min, summary.max].map((value) => ms(value).padStart(7)).join(' ');
      // Once per case: when the remote's code and the API's data had arrived (medians), and how often the
      // remote had been requested before the trigger (then its code was not part of the navigation).
      const first = milestone === 'page';
      const loads = first
        ? `${ms(summarise(measured.map((run) => run.loads.code)).median).padStart(7)} ${ms(summarise(measured.map((run) => run.loads.data)).median).padStart(7)}  ${measured.filter((run) => run.remoteBefore).length} of ${measured.length}`
        : '';
      console.log(
        `${(first ? `${journey.title}, ${moment}` : '').padEnd(26)} ${milestone.padEnd(8)} ${figures}  ${(summary.median <= goalMs ? '✓' : '✗').padStart(4)} ${loads}`,
      );
    }
  }
  console.log(`goal: median ≤ ${goalMs} ms from the click to the target shown, its code included`);
  console.log('shown: the first frame painted after the target matched a visible element:');
  for (const journey of new Set(results.map((result) => result.journey))) {
    console.log(`  ${journey.title}: page = ${journey.targets.page}; content = ${journey.targets.content}`);
  }
  console.log("code, data: medians of when the remote's last file and the API's last answer arrived, from the trigger");
}

async function main(): Promise<void> {
  if (!Number.isInteger(runs) || runs < 1) throw new Error('NAV_RUNS must be a whole number ≥ 1');
  const shop = await startBenchShop({ build: 'stale' });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const wanted = process.env.NAV_JOURNEYS?.split(',').map((id) => id.trim());
    const chosen = (await journeys(shop.url)).filter((journey) => !wanted || wanted.includes(journey.id));
    if (chosen.length === 0) throw new Error('NAV_JOURNEYS names no journey (cart, kuji, kuji-list)');
    const token = await signInDemoMember(shop.url);
    const cases = chosen.flatMap((journey) =>
      (['cold', 'shopper'] as const).map((moment) => ({ journey, moment, runs: [] as Run[] })),
    );
    // One unrecorded pass first: the server's first answers (the database's caches, compiled routes) are not a shopper's.
    for (const { journey, moment } of cases) await measure(browser, shop.url, journey, moment, token);
    // Cases take turns, so a burst of load from elsewhere on the machine does not land on one case alone.
    for (let run = 0; run < runs; run++) {
      for (const item of cases) item.runs.push(await measure(browser, shop.url, item.journey, item.moment, token));
      process.stderr.write('.');
    }
    process.stderr.write('\n');
    printTable(cases);
  } finally {
    await browser.close();
    await shop.close();
  }
}

await main();
