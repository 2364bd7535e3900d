import type { Page } from '@playwright/test';
import type { KujiDraw } from '@shop/shared/contract';
import { expect, test } from '../support/fixtures';
import { paidKujiOrder } from '../support/kuji';
import { newMember, startAs } from '../support/shopping';

// The draw show gives nothing away: an unopened ticket's markup, styles and the requests made before it is opened
// are the same whatever its prize (no tier colour, class, picture, name or attribute), on the demo lotteries and
// on a paid order's draw show. The prize is drawn, and its picture asked for, only once the ticket is opened.

const headers = { locale: 'en', os: 'Web', from: 'na' };

/** What may differ between two unopened tickets: their number and place. */
const sameExceptNumber = (html: string) =>
  html.replace(/No\. \d+/g, 'No. #').replace(/Open ticket \d+ of \d+/g, 'Open ticket # of #');

/** Painted facts of every element of the ticket and its ::before/::after, the tier's custom properties too. */
function paintOf(page: Page) {
  return page.getByTestId('reveal-ticket').evaluate((ticket) => {
    const props = [
      'background-color',
      'background-image',
      'color',
      'border-top-color',
      'border-left-color',
      'fill',
      'stroke',
      'opacity',
      'visibility',
      'display',
      'content',
      'filter',
      'mask-image',
      'clip-path',
      '--tier',
      '--tier-soft',
    ];
    const facts: string[] = [];
    for (const element of [ticket, ...ticket.querySelectorAll('*')]) {
      for (const pseudo of [null, '::before', '::after']) {
        const style = getComputedStyle(element, pseudo);
        facts.push(`${element.tagName}${pseudo ?? ''} ${props.map((p) => style.getPropertyValue(p)).join(' | ')}`);
      }
    }
    return facts.join('\n');
  });
}

interface Closed {
  html: string;
  paint: string;
  chips: string;
}

/** The closed ticket on show, once it is still (the hover lift and the previous ticket's reveal are over). */
async function closedTicket(page: Page): Promise<Closed> {
  await page.mouse.move(0, 0);
  const ticket = page.getByTestId('reveal-ticket');
  await expect(ticket).toHaveAttribute('data-state', 'closed');
  await expect
    .poll(() => ticket.evaluate((el) => el.getAnimations({ subtree: true }).filter((a) => a.playState === 'running').length))
    .toBe(0);
  const chips = await page
    .getByRole('list', { name: 'Your tickets' })
    .locator('li:not([data-tier])')
    .evaluateAll((items) => items.map((item) => item.outerHTML.replace(/Ticket \d+/, 'Ticket #')).join(''));
  return {
    html: sameExceptNumber(await ticket.evaluate((el) => el.outerHTML)),
    paint: await paintOf(page),
    chips: sameExceptNumber(chips),
  };
}

/** Opens every ticket of the show on screen one by one, recording each while closed; returns the tiers won. */
async function openAll(page: Page, seen: Closed[], tap: boolean): Promise<string[]> {
  const tiers: string[] = [];
  const show = page.getByTestId('draw-show');
  for (;;) {
    seen.push(await closedTicket(page));
    // No picture of any prize in the show while its ticket is closed.
    await expect(show.locator('img')).toHaveCount(0);
    const open = page.getByRole('button', { name: /^Open ticket/ });
    if (tap) await open.tap();
    else await open.click();
    await expect(page.getByTestId('reveal-ticket')).toHaveAttribute('data-state', 'open');
    tiers.push((await page.getByTestId('reveal-ticket').getAttribute('data-tier'))!);
    const next = page.getByRole('button', { name: /^(Next ticket|See all prizes)$/ });
    const last = (await next.innerText()) === 'See all prizes';
    if (tap) await next.tap();
    else await next.click();
    if (last) return tiers;
  }
}

/** Draws the whole 12-ticket demo box, 3 at a time: every tier comes up, and each closed ticket is recorded. */
async function wholeDemoBox(page: Page, path: string, tap: boolean) {
  await page.goto(path);
  const seen: Closed[] = [];
  const tiers: string[] = [];
  for (let round = 0; round < 4; round++) {
    const draw = page.getByRole('button', { name: 'Draw 3' });
    if (tap) await draw.tap();
    else await draw.click();
    tiers.push(...(await openAll(page, seen, tap)));
    const back = page.getByRole('button', { name: 'Back to the box' });
    if (tap) await back.tap();
    else await back.click();
  }
  await expect(page.getByTestId('demo-left')).toHaveText('0 of 12 tickets left');
  return { seen, tiers };
}

function expectAllAlike(seen: Closed[]) {
  expect(new Set(seen.map((closed) => closed.html)).size).toBe(1);
  expect(new Set(seen.map((closed) => closed.paint)).size).toBe(1);
  for (const closed of seen) {
    expect(closed.html).not.toMatch(/data-tier|kp-\d|<img|Prize [A-D]/);
    expect(closed.chips).not.toMatch(/data-tier|Prize/);
  }
}

for (const [path, look] of [
  ['/demo-lottery', 'peel'],
  ['/demo-lottery-2', 'flip'],
] as const) {
  test(`${path}: every unopened ${look} ticket is the same markup and paint, whatever its prize`, async ({ page }) => {
    test.setTimeout(90_000);
    const { seen, tiers } = await wholeDemoBox(page, path, false);
    // The box has several tiers: the tickets really hid different prizes.
    expect(new Set(tiers).size).toBeGreaterThan(1);
    expect(seen).toHaveLength(12);
    expectAllAlike(seen);
  });
}

test.describe('on a phone (375 px, touch)', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  test('/demo-lottery: every unopened ticket is the same markup and paint, whatever its prize', async ({ page }) => {
    test.setTimeout(90_000);
    const { seen, tiers } = await wholeDemoBox(page, '/demo-lottery', true);
    expect(new Set(tiers).size).toBeGreaterThan(1);
    expectAllAlike(seen);
  });
});

test('a paid order’s draw show: nothing about a prize is in the page or asked for before its ticket opens', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const member = await newMember(request);
  const orderId = await paidKujiOrder(page, request, member.jwt, 'Star Sea Voyagers', 3);
  const auth = { headers: { ...headers, authorization: `Bearer ${member.jwt}` } };
  const draw = ((await (await request.get(`/api/v1/kuji-order/${orderId}/draw`, auth)).json()) as { data: KujiDraw }).data;
  // Prize pictures by name (the page asks for them as .webp or .jpg alike).
  const pictureOf = (image: string) => /\/images\/([^./]+)/.exec(image)![1]!;
  const prizePictures = draw.tickets.map((ticket) => pictureOf(ticket.image));

  await startAs(page, member.jwt, 'en');
  const asked: string[] = [];
  page.on('request', (req) => asked.push(req.url()));
  await page.goto(`/fanza/lottery?order=${orderId}`);
  await expect(page.getByTestId('show-progress')).toHaveText('0 of 3 opened');
  const first = await closedTicket(page);
  await expect(page.getByTestId('draw-show').locator('img')).toHaveCount(0);
  // Nothing preloaded or prefetched either.
  expect(
    await page.locator('link[rel~="preload"][href*="/images/kp-"], link[rel~="prefetch"][href*="/images/kp-"]').count(),
  ).toBe(0);
  expect(asked.filter((url) => prizePictures.some((picture) => url.includes(`/images/${picture}.`)))).toEqual([]);

  const seen: Closed[] = [first];
  await page.getByRole('button', { name: 'Open ticket 1 of 3' }).click();
  await expect(page.getByTestId('reveal-ticket')).toHaveAttribute('data-state', 'open');
  // Opened, its picture is asked for; the others' (when another tier) still are not.
  await expect.poll(() => asked.some((url) => url.includes(`/images/${prizePictures[0]}.`))).toBe(true);
  const others = prizePictures.slice(1).filter((picture) => picture !== prizePictures[0]);
  expect(asked.filter((url) => others.some((picture) => url.includes(`/images/${picture}.`)))).toEqual([]);
  await page.getByRole('button', { name: 'Next ticket' }).click();
  seen.push(await closedTicket(page));
  await page.getByRole('button', { name: 'Open ticket 2 of 3' }).click();
  await page.getByRole('button', { name: 'Next ticket' }).click();
  seen.push(await closedTicket(page));
  expectAllAlike(seen);
});
