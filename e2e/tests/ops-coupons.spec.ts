import { expect, shopUrl, test } from '../support/fixtures';
import { addOperator, signInToConsole } from '../support/operators';
import { listProducts, newMember, onSaleInTaiwan, payOnCardPage, pick, putInCart, startAs } from '../support/shopping';
import { pngFile } from '../support/pictures';

// The console's coupons: a merchandiser makes one (the API draws its code), a member claims it and uses it at the
// shop's checkout, and the coupon's page in the console shows that member's claim and the order using it. And its
// news: an article published in the console, previewed as the shop sanitises it, shows in the shop's news.

const api = (path: string) => `${shopUrl()}/api/v1/${path}`;

test('a merchandiser makes a coupon, a member uses it at checkout, the console shows the use', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const merchandiser = await addOperator(request, 'merchandiser');
  const console = await browser.newPage();
  await signInToConsole(console, merchandiser);
  await console.getByRole('navigation', { name: 'Console pages' }).getByRole('link', { name: 'Coupons' }).click();
  await expect(console.getByRole('heading', { level: 1 })).toHaveText('Coupons');

  const name = `E2E 30 off ${Date.now()}`;
  const form = console.getByRole('region', { name: 'New coupon' });
  for (const language of ['繁體中文', '简体中文', 'English']) await form.getByLabel(`Name · ${language}`).fill(name);
  await form.getByLabel('Amount off').fill('30');
  await form.getByLabel('Uses per member').fill('2');
  await form.getByRole('button', { name: 'Create the coupon' }).click();
  const made = form.getByRole('status');
  await expect(made).toContainText('Coupon created:');
  const code = (await made.getByRole('link').textContent())!;
  expect(code).toMatch(/^[34679ACDEFGHJKMNPQRTUVWXY]{12}$/);
  await expect(console.getByRole('row').filter({ hasText: code })).toContainText('0 / ∞');

  // The member claims the code and takes it at checkout, then pays.
  const member = await newMember(request);
  const claimed = await request.post(api('coupon'), { headers: { authorization: `Bearer ${member.jwt}` }, data: { code } });
  expect(claimed.ok()).toBe(true);
  await putInCart(request, member.jwt, pick(await listProducts(request), onSaleInTaiwan).product_id);
  await startAs(page, member.jwt);
  await page.addInitScript(() => sessionStorage.setItem('deliveryCountry', '"TW"'));
  await page.goto('/cart');
  await page.getByRole('checkbox', { name: 'Select all: Ships from Taiwan' }).check();
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page.getByTestId('checkout-form')).toBeVisible();
  await page.getByRole('radio', { name: /^Convenience store pickup/ }).check();
  await page.getByLabel('Store chain').selectOption('711');
  await page.getByTestId('cvs-stores').getByRole('radio').first().check();
  await page.getByLabel('Recipient name').fill('王小明');
  await page.getByLabel('Mobile number').fill('912345678');
  const coupon = page.getByTestId('checkout-coupon').getByRole('radio', { name: new RegExp(name) });
  await coupon.click();
  await expect(page.getByTestId('coupon-outcome')).toHaveText('Coupon applied successfully');
  await expect(coupon).toBeChecked();
  await expect(page.getByTestId('checkout-discount')).toHaveText('−NT$30');
  await page.getByRole('radio', { name: /^Credit card/ }).check();
  await page.getByRole('button', { name: /^Place order and pay/ }).click();
  await payOnCardPage(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible();
  const orderId = new URL(page.url()).searchParams.get('order_id');

  // The coupon's page: one of its uses taken, by this member's order (one of the member's two).
  await console.reload();
  await expect(console.getByRole('row').filter({ hasText: code })).toContainText('1 / ∞');
  await console.getByRole('link', { name: code }).click();
  await expect(console.getByRole('heading', { level: 1 })).toHaveText(code);
  const claim = console.getByRole('region', { name: 'Claims and uses' }).getByRole('row').filter({ hasText: member.email });
  await expect(claim).toContainText('1 / 2');
  await expect(claim.getByRole('link', { name: `Order #${orderId}` })).toBeVisible();
});

test("a merchandiser publishes a news article with a safe preview, the shop's news shows it until it is removed", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const merchandiser = await addOperator(request, 'merchandiser');
  const stamp = `${Date.now()}`.slice(-9);
  const consolePage = page;
  await signInToConsole(consolePage, merchandiser);
  await consolePage.getByRole('navigation', { name: 'Console pages' }).getByRole('link', { name: 'Catalogue' }).click();
  await consolePage.getByRole('navigation', { name: 'Catalogue' }).getByRole('link', { name: 'News' }).click();
  await expect(consolePage.getByRole('heading', { level: 1 })).toHaveText('News');

  await consolePage.getByLabel('Title · 繁體中文').fill(`新聞 ${stamp}`);
  await consolePage.getByLabel('Title · 简体中文').fill(`新闻 ${stamp}`);
  await consolePage.getByLabel('Title · English').fill(`News ${stamp}`);
  await consolePage
    .getByLabel('Body (HTML) · English')
    .fill(`<p>Restock ${stamp}</p><img src="x" onerror="document.title='pwned'"><script>document.title='pwned'</script>`);
  // The preview is sanitised as the shop does it: the text shows, nothing runs.
  const preview = consolePage.getByRole('region', { name: 'Preview, as the shop shows it · English' });
  await expect(preview).toContainText(`Restock ${stamp}`);
  await expect(preview.locator('script, [onerror]')).toHaveCount(0);
  await consolePage.getByLabel('Cover picture').setInputFiles(pngFile('cover.png'));
  await expect(consolePage.getByRole('img', { name: 'Cover picture' })).toBeVisible({ timeout: 20_000 });
  await consolePage.getByRole('button', { name: 'Publish the article' }).click();
  await expect(consolePage.getByRole('status')).toHaveText("The article is saved; the shop's news shows it now.");
  await expect(consolePage).not.toHaveTitle('pwned');

  await page.goto('/news-list');
  await page.getByRole('link', { name: `News ${stamp}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `News ${stamp}` })).toBeVisible();
  await expect(page.getByTestId('article-body')).toContainText(`Restock ${stamp}`);

  // Removed in the console, it is gone from the shop's news.
  await page.goto('/ops/catalogue/articles');
  await page.getByRole('link', { name: `News ${stamp}` }).click();
  await page.getByRole('button', { name: 'Remove' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByRole('link', { name: `News ${stamp}` })).toHaveCount(0);
  await page.goto('/news-list');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: `News ${stamp}` })).toHaveCount(0);
});
