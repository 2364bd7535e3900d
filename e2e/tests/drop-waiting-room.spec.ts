import type { APIRequestContext, Page } from '@playwright/test';
import type { DropKind, DropPlaceBody, KujiList } from '@shop/shared/contract';
import { expect, test } from '../support/fixtures';
import { listProducts, newMember, onSaleInTaiwan, payOnCardPage, productFacts, startAs } from '../support/shopping';

// A kuji drop opening while two members wait (issue 26): both join before the start and see their place, the start
// puts them in a random order and admits one, who buys; the other is admitted a few seconds later (one place every
// 15 s) and buys too. Star Sea Voyagers has tickets to spare; its drop lives only for this test (ended in `finally`),
// and the kuji specs that buy it run after this file.

const headers = { locale: 'en', os: 'Web', from: 'na' };

async function dropCommand(request: APIRequestContext, argv: string[]): Promise<string[]> {
  const response = await request.post('/dev/drops', { data: { argv } });
  const body = (await response.json()) as { lines?: string[]; error?: string };
  if (!response.ok()) throw new Error(`/dev/drops ${argv.join(' ')}: ${body.error ?? response.status()}`);
  return body.lines!;
}

const room = (page: Page) => page.getByTestId('waiting-room');

/** The member's place as the API says it (GET drop/{kind}/{id}/place). */
async function placeOf(request: APIRequestContext, jwt: string, targetId: number, kind: DropKind = 'kuji') {
  const response = await request.get(`/api/v1/drop/${kind}/${targetId}/place`, {
    headers: { ...headers, authorization: `Bearer ${jwt}` },
  });
  return ((await response.json()) as DropPlaceBody).data;
}

/** From the admitted waiting page: to the campaign, one draw, paid by card; back on the draw show. */
async function buyOneDraw(page: Page, kujiId: number) {
  await room(page).getByRole('link', { name: 'Buy now' }).click();
  await expect(page).toHaveURL(`/fanza/${kujiId}`);
  await expect(page.getByTestId('drop-admitted')).toContainText('Your turn: buy within');
  await page
    .getByTestId('buy-panel')
    .getByRole('button', { name: /^1 draw/ })
    .click();
  await expect(page).toHaveURL(`/fanza/checkout?kuji=${kujiId}&draws=1`);
  await page.getByRole('radio', { name: /^Credit card/ }).check();
  await page.getByRole('button', { name: /^Buy and pay/ }).click();
  await payOnCardPage(page);
  await expect(page).toHaveURL(/\/fanza\/lottery\?order_id=\d+/, { timeout: 15_000 });
}

test('two members wait for a kuji drop: both see their place, the admitted one buys, then the other', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const list = (await (await request.get('/api/v1/kuji?page_size=100', { headers })).json()) as KujiList;
  const star = list.data.find((kuji) => kuji.title.startsWith('Star Sea Voyagers'))!;
  const [first, second] = await Promise.all([newMember(request), newMember(request)]);
  const other = await browser.newContext({ locale: 'en-US' });
  const page2 = await other.newPage();
  await page2.addInitScript(() => localStorage.setItem('analyticsConsent', 'denied'));
  await startAs(page, first.jwt);
  await startAs(page2, second.jwt);

  // The room opens now; the sale starts in 40 s (time for both to arrive on a busy machine) and admits 4 a minute.
  await dropCommand(request, [
    'set',
    'kuji',
    String(star.kuji_id),
    '--opens',
    '+0s',
    '--starts',
    '+40s',
    '--rate',
    '4',
    '--window',
    '120',
  ]);
  try {
    // One comes through the campaign page, whose buy buttons have given way to the queue; the other by a link.
    await page.goto(`/fanza/${star.kuji_id}`);
    await page.getByTestId('buy-panel').getByRole('link', { name: 'Join the queue' }).click();
    await page2.goto(`/fanza/${star.kuji_id}/waiting`);
    for (const p of [page, page2]) {
      await expect(p).toHaveURL(`/fanza/${star.kuji_id}/waiting`);
      await expect(room(p)).toHaveAttribute('data-state', 'early');
      await expect(p.getByTestId('room-state')).toContainText('arriving earlier gives no advantage');
      await expect(p.getByTestId('countdown')).toBeVisible();
    }

    // The start draws the order: one is admitted at once, the other is next in line.
    const states = () => Promise.all([room(page).getAttribute('data-state'), room(page2).getAttribute('data-state')]);
    await expect.poll(async () => (await states()).sort(), { timeout: 60_000 }).toEqual(['admitted', 'waiting']);
    const [state1] = await states();
    const [admitted, next] = state1 === 'admitted' ? [page, page2] : [page2, page];
    const [admittedMember, nextMember] = state1 === 'admitted' ? [first, second] : [second, first];
    await expect(next.getByTestId('position')).toHaveText('1');
    await expect(next.getByTestId('wait')).toBeVisible();
    await expect(admitted.getByTestId('countdown')).toBeVisible();

    await buyOneDraw(admitted, star.kuji_id);
    expect((await placeOf(request, admittedMember.jwt, star.kuji_id)).state).toBe('used');

    // The other follows by push: admitted a few seconds after the first, and buys too.
    await expect(room(next)).toHaveAttribute('data-state', 'admitted', { timeout: 20_000 });
    await buyOneDraw(next, star.kuji_id);
    expect((await placeOf(request, nextMember.jwt, star.kuji_id)).state).toBe('used');
  } finally {
    await dropCommand(request, ['end', 'kuji', String(star.kuji_id)]);
    await other.close();
  }
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 667 }, hasTouch: true });

  test('a product drop: the phone’s bar says when the queue opens, joins it, and the admitted member buys', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(90_000);
    // Far down the list of products sold in Taiwan (the checkout specs take the first ones), with stock to spare:
    // its drop lives only for this test (ended in `finally`).
    const candidates = (await listProducts(request)).filter((p) => !p.is_adult && onSaleInTaiwan(p)).slice(30);
    let product = candidates[0]!;
    for (const candidate of candidates) {
      const facts = await productFacts(request, candidate.product_id);
      if (facts.stock >= 5) {
        product = candidate;
        break;
      }
    }
    const member = await newMember(request);
    await startAs(page, member.jwt);
    const id = String(product.product_id);
    await dropCommand(request, ['set', 'product', id, '--opens', '+1h', '--starts', '+2h']);
    try {
      await page.goto(`/product/${id}`);
      const bar = page.getByRole('region', { name: 'Queue to buy' });
      await expect(bar.getByRole('button', { name: /^Queue opens at / })).toBeDisabled();
      await expect(bar).toBeInViewport({ ratio: 1 });
      await page.screenshot({ path: testInfo.outputPath('drop-not-open-375.png') });

      // The room opens now: the bar's button becomes the way into the queue; no Add to cart the API would refuse.
      await dropCommand(request, ['set', 'product', id, '--opens', '+0s', '--starts', '+10s', '--rate', '600']);
      await page.reload();
      const join = bar.getByRole('link', { name: 'Join the queue' });
      await expect(join).toBeInViewport({ ratio: 1 });
      await expect(page.getByRole('button', { name: 'Add to cart' })).toHaveCount(0);
      await page.screenshot({ path: testInfo.outputPath('drop-queue-375.png') });
      await join.click();
      await expect(page).toHaveURL(`/product/${id}/waiting`);

      // Admitted at the start: Buy now goes straight to the checkout with the product, which sends the admission.
      await expect(room(page)).toHaveAttribute('data-state', 'admitted', { timeout: 30_000 });
      await room(page).getByRole('link', { name: 'Buy now' }).click();
      await expect(page).toHaveURL('/checkout');
      await expect(page.getByTestId('checkout-form')).toContainText(product.display_name);
      await page.getByLabel('Destination country or region').selectOption('TW');
      await page.getByRole('radio', { name: /^Convenience store pickup/ }).check();
      await page.getByLabel('Store chain', { exact: true }).selectOption('711');
      await page.getByTestId('cvs-stores').getByRole('radio').first().check();
      await page.getByLabel('Recipient name').fill('王小明');
      await page.getByLabel('Country code').selectOption('886');
      await page.getByLabel('Mobile number').fill('912345678');
      await page.getByRole('radio', { name: /^Credit card/ }).check();
      await page.getByRole('button', { name: /^Place order and pay/ }).click();
      await payOnCardPage(page);
      await expect(page).toHaveURL(/\/result\?order_id=\d+&purchase_id=/);
      expect((await placeOf(request, member.jwt, product.product_id, 'product')).state).toBe('used');
    } finally {
      await dropCommand(request, ['end', 'product', id]);
    }
  });
});
