import type { APIRequestContext, Page } from '@playwright/test';
import type { KujiList, KujiSummary } from '@shop/shared/contract';
import { expect, startSignedIn, test } from '../support/fixtures';

// Browsing the Ichiban Kuji section on the seeded campaigns (api/src/seed/kuji.ts): the list, a campaign's live
// board and its buy buttons, the age gate of an adult campaign, the fairness verifier on the sold-out box, three
// languages and a phone's width. Other specs buy draws meanwhile, so counts are read from the page, not assumed.

async function campaigns(request: APIRequestContext): Promise<KujiSummary[]> {
  const response = await request.get('/api/v1/kuji?page_size=100', { headers: { locale: 'en', os: 'Web', from: 'na' } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as KujiList).data;
}

const find = async (request: APIRequestContext, test: (kuji: KujiSummary) => boolean) => {
  const found = (await campaigns(request)).find(test);
  if (!found) throw new Error('no seeded campaign fits this spec');
  return found;
};

/** The board as the page shows it: each tier's remaining, initial and shown chance. */
async function boardOf(page: Page) {
  const tiers = page.getByTestId('board-tier');
  await expect(tiers.first()).toBeVisible();
  return Promise.all(
    (await tiers.all()).map(async (tier) => {
      const [remaining, initial] = (await tier.getByTestId('tier-remaining').innerText()).split('/').map((n) => Number(n.trim()));
      return { remaining: remaining!, initial: initial!, odds: await tier.getByTestId('tier-odds').innerText() };
    }),
  );
}

const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test('from the list to a campaign: the board gives each tier’s chance, and a buy button opens the kuji checkout', async ({
  page,
  request,
}) => {
  await startSignedIn(page);
  const live = await find(request, (kuji) => kuji.status === 'on_sale' && !kuji.adult && kuji.tickets_left >= 3);
  await page.goto('/fanza');
  const card = page.locator(`[data-testid="kuji-card"][data-kuji-id="${live.kuji_id}"]`);
  await expect(card.getByTestId('kuji-status')).toHaveText('On sale');
  await expect(card.getByRole('meter')).toHaveAttribute('max', String(live.tickets_total));
  await card.getByRole('link', { name: live.title }).click();

  await expect(page).toHaveURL(`/fanza/${live.kuji_id}`);
  await expect(page.getByRole('heading', { level: 1, name: live.title })).toBeVisible();
  await expect(page).toHaveTitle(`${live.title} | Collectibles Shop`);
  const board = await boardOf(page);
  expect(board.length).toBeGreaterThan(1);
  const left = board.reduce((sum, tier) => sum + tier.remaining, 0);
  // A tier's chance is its share of the tickets still in the box, with one decimal.
  for (const tier of board) expect(tier.odds).toBe(`${((tier.remaining / left) * 100).toFixed(1)}%`);
  await expect(page.getByTestId('board-summary')).toContainText(`${left} of ${live.tickets_total} tickets still in the box`);

  await page
    .getByTestId('buy-panel')
    .getByRole('button', { name: /^3 draws/ })
    .click();
  await expect(page).toHaveURL(`/fanza/checkout?kuji=${live.kuji_id}&draws=3`);
});

test('an upcoming campaign shows when its sale starts and cannot be bought yet', async ({ page, request }) => {
  const coming = await find(request, (kuji) => kuji.status === 'upcoming');
  await page.goto(`/fanza/${coming.kuji_id}`);
  await expect(page.getByTestId('kuji-status')).toContainText('Sale starts');
  const buttons = page.getByTestId('buy-panel').getByRole('button');
  await expect(buttons).toHaveCount(5);
  for (const button of await buttons.all()) await expect(button).toBeDisabled();
  await expect(page.getByTestId('buy-note')).toHaveText(/^Sale starts \d{4}-\d{2}-\d{2} \d{2}:\d{2}\.$/);
});

test('an adult campaign is marked in the list and raises the age gate on its page', async ({ page, request }) => {
  const adult = await find(request, (kuji) => kuji.adult);
  await page.goto('/fanza');
  const card = page.locator(`[data-testid="kuji-card"][data-kuji-id="${adult.kuji_id}"]`);
  await expect(card.locator('[data-badge="adult"]')).toHaveText('18+For adults only');
  await expect(card.locator('[data-veiled]')).toHaveCount(1);

  await card.getByRole('link').click();
  const gate = page.getByTestId('age-gate');
  await expect(gate).toBeVisible();
  await gate.getByRole('button', { name: 'I am 18 or older' }).click();
  await expect(gate).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: adult.title })).toBeVisible();
});

test('the verifier confirms the sold-out Dragon Valley box from its campaign page', async ({ page, request }) => {
  const dragon = await find(request, (kuji) => kuji.title.startsWith('Dragon Valley'));
  expect(dragon.status).toBe('sold_out');
  await page.goto(`/fanza/${dragon.kuji_id}`);
  await expect(page.getByTestId('seed')).toHaveText(/^[0-9a-f]{64}$/);
  await page.getByRole('link', { name: 'Verify this box' }).click();

  await expect(page).toHaveURL(`/fanza/faq?kuji=${dragon.kuji_id}#verifier`);
  const verdict = page.getByTestId('verifier-verdict');
  await expect(verdict).toHaveAttribute('data-verdict', 'fair');
  await expect(verdict).toHaveText(`${dragon.title}: this box is fair. Every check passed.`);
  for (const check of ['ticket_list_hash', 'seed_hash', 'box_order'])
    await expect(page.locator(`[data-check="${check}"]`)).toHaveAttribute('data-outcome', 'passed');
  await expect(page.getByTestId('verifier-result')).toContainText(`${dragon.tickets_total} tickets checked`);
});

test('a seed-committed campaign in progress cannot be verified before its seed is revealed', async ({ page, request }) => {
  // Star Sea Voyagers is of the seeded history, opened before the beacon (v1); beacon-drawn ones verify at any time.
  const live = await find(request, (kuji) => kuji.status === 'on_sale' && kuji.title.startsWith('Star Sea Voyagers'));
  await page.goto(`/fanza/faq?kuji=${live.kuji_id}`);
  await expect(page.getByTestId('verifier-verdict')).toHaveText(
    'Not revealed yet: the seed is published when the box sells out or the campaign ends.',
  );
});

test.describe('in traditional Chinese, the default for a Taiwanese browser', () => {
  test.use({ locale: 'zh-TW' });

  test('the list, a campaign and the FAQ speak tw', async ({ page, request }) => {
    const ended = await find(request, (kuji) => kuji.status === 'ended');
    await page.goto('/fanza');
    await expect(page.getByRole('heading', { level: 1, name: '一番賞' })).toBeVisible();
    await expect(page.locator(`[data-kuji-id="${ended.kuji_id}"]`).getByTestId('kuji-status')).toHaveText('活動已結束');
    await page.goto(`/fanza/${ended.kuji_id}`);
    await expect(page.getByRole('heading', { level: 2, name: '賞品一覽' })).toBeVisible();
    await expect(page.getByTestId('buy-note')).toHaveText('活動已結束。');
    await page.goto('/fanza/faq');
    await expect(page.getByRole('heading', { level: 2, name: '怎麼知道抽籤是公平的？' })).toBeVisible();
  });
});

test('in simplified Chinese once chosen', async ({ page, request }) => {
  const dragon = await find(request, (kuji) => kuji.title.startsWith('Dragon Valley'));
  await page.addInitScript(() => localStorage.setItem('lang', 'cn'));
  await page.goto(`/fanza/${dragon.kuji_id}`);
  await expect(page.getByRole('heading', { level: 1, name: '龙之谷 一番赏' })).toBeVisible();
  await expect(page.getByTestId('kuji-status')).toHaveText('已完售');
  await expect(page.getByRole('link', { name: '验证这一箱' })).toBeVisible();
  await page.goto(`/fanza/faq?kuji=${dragon.kuji_id}`);
  await expect(page.getByTestId('verifier-verdict')).toHaveText('龙之谷 一番赏：这一箱是公平的，所有检查都通过。');
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the list, a campaign and the verifier fit the screen without sideways scrolling', async ({ page, request }) => {
    const dragon = await find(request, (kuji) => kuji.title.startsWith('Dragon Valley'));
    await page.goto('/fanza');
    await expect(page.getByTestId('kuji-card').first()).toBeVisible();
    expect(await noSideScroll(page)).toBe(true);
    // Two cards a row.
    const [first, second] = await page.getByTestId('kuji-card').all();
    expect((await first!.boundingBox())!.y).toBe((await second!.boundingBox())!.y);

    await page.goto(`/fanza/${dragon.kuji_id}`);
    await expect(page.getByTestId('seed')).toBeVisible();
    expect(await noSideScroll(page)).toBe(true);

    await page.goto(`/fanza/faq?kuji=${dragon.kuji_id}`);
    await expect(page.getByTestId('verifier-verdict')).toHaveAttribute('data-verdict', 'fair');
    expect(await noSideScroll(page)).toBe(true);
  });
});
