import type { APIRequestContext } from '@playwright/test';
import type { PrizeBoxBody, PrizeShipmentBody } from '@shop/shared/contract';
import { expect, test } from '../support/fixtures';
import { paidKujiOrder } from '../support/kuji';
import { newMember, payOnCardPage, startAs } from '../support/shopping';

// After the draws: a member who won in two campaigns asks for both prizes in one parcel from the prize box, sees
// the postage before asking, pays it on the sandbox's card page and comes back to the shipment, paid, with both and
// the postage's e-invoice.

const headers = { locale: 'en', os: 'Web', from: 'na' };

const boxOf = async (request: APIRequestContext, jwt: string) =>
  (
    (await (
      await request.get('/api/v1/prize-box', { headers: { ...headers, authorization: `Bearer ${jwt}` } })
    ).json()) as PrizeBoxBody
  ).data;

test('a member ships two prizes from two campaigns in one parcel and pays its postage', async ({ page, request }) => {
  // Two QR payments, the beacon's round, the card page and the shipment's paid notice.
  test.setTimeout(90_000);
  const member = await newMember(request);
  await paidKujiOrder(page, request, member.jwt, 'Star Sea Voyagers', 1);
  await paidKujiOrder(page, request, member.jwt, 'Pirate Odyssey', 1);
  // Pirate Odyssey draws on the local beacon's next round: its prize is in the box once drawn.
  await expect.poll(async () => (await boxOf(request, member.jwt)).length, { timeout: 20_000 }).toBe(2);
  const won = await boxOf(request, member.jwt);

  await startAs(page, member.jwt, 'en');
  await page.goto('/member/prize-box');
  await expect(page.getByTestId('prize-box-campaign').locator('legend')).toHaveText([
    'Star Sea Voyagers Ichiban Kuji',
    'Pirate Odyssey Ichiban Kuji',
  ]);
  for (const prize of won)
    await page.locator(`[data-testid="box-prize"][data-prize-id="${prize.prize_id}"]`).getByRole('checkbox').check();
  await expect(page.getByTestId('prize-box-count')).toHaveText('2 prizes · 2 selected');
  await page.getByTestId('ship-selected').click();

  const form = page.getByTestId('prize-ship-form');
  await expect(form.getByRole('heading', { name: 'Ship 2 prizes in one parcel' })).toBeFocused();
  await expect(page.getByTestId('prize-postage')).toHaveText('Choose a delivery method to see the postage.');
  await form.getByRole('radio', { name: /^Home delivery/ }).check();
  await form.getByLabel('Postal code').fill('106');
  await form.getByLabel('Detailed address').fill('Roosevelt Rd. Sec. 4, No. 1');
  await form.getByLabel('Recipient name').fill('王小明');
  await form.getByLabel('Mobile number').fill('912345678');
  await form.getByRole('radio', { name: /^Credit card/ }).check();
  // The quote the page shows is the fee the shipment then carries.
  await expect(page.getByTestId('prize-postage')).toHaveText(/^Postage NT\$\d/);
  const postage = Number((await page.getByTestId('prize-postage').textContent())!.replace(/[^\d]/g, ''));
  expect(postage).toBeGreaterThan(0);
  await page.getByTestId('prize-ship-submit').click();

  await payOnCardPage(page);
  await expect(page).toHaveURL(/\/member\/prize-box\?shipment_id=\d+&purchase_id=/, { timeout: 15_000 });
  const shipmentId = Number(new URL(page.url()).searchParams.get('shipment_id'));
  const opened = page.getByTestId('opened-shipment');
  // The gateway's paid notice may land a moment after the card page returns.
  await expect
    .poll(
      async () => {
        await page.reload();
        return opened.getByTestId('order-status').textContent();
      },
      { timeout: 20_000 },
    )
    .toBe('Paid, being packed');
  await expect(opened.getByTestId('shipment-prize')).toHaveCount(2);
  await expect(opened).toContainText(`Postage NT$${postage.toLocaleString('en')}`);
  // Paid, the postage has its e-invoice in the member carrier, the form's default.
  await expect(opened.getByTestId('order-invoice')).toHaveText('Member carrier');
  await expect(opened.getByTestId('order-invoice-issued')).toHaveText(/^[A-Z]{2}\d{8} · \d{4}-\d{2}-\d{2}$/);
  await expect(page.getByTestId('prize-box').getByTestId('empty-state')).toContainText('Your prize box is empty.');

  const shipment = (
    (await (
      await request.get(`/api/v1/prize-shipment/${shipmentId}`, {
        headers: { ...headers, authorization: `Bearer ${member.jwt}` },
      })
    ).json()) as PrizeShipmentBody
  ).data;
  expect(shipment).toMatchObject({
    status: 'paid',
    shipping_fee: postage,
    delivery: { country_code: 'TW', delivery_method: 'home', recipient: { name: '王小明' } },
    invoice: { kind: 'member', issued: { state: 'issued', total: postage } },
  });
  expect(shipment.prizes.map((prize) => prize.prize_id).sort()).toEqual(won.map((prize) => prize.prize_id).sort());
  expect(new Set(shipment.prizes.map((prize) => prize.kuji_title)).size).toBe(2);
});
