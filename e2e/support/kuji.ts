import type { APIRequestContext, Page } from '@playwright/test';
import type { KujiList, KujiOrder } from '@shop/shared/contract';
import { expect } from './fixtures';

const headers = { locale: 'en', os: 'Web', from: 'na' };

/** The seeded campaign whose English title starts so. */
export async function kujiTitled(request: APIRequestContext, start: string) {
  const list = (await (await request.get('/api/v1/kuji?page_size=100', { headers })).json()) as KujiList;
  const found = list.data.find((kuji) => kuji.title.startsWith(start));
  if (!found) throw new Error(`no seeded campaign titled ${start}…`);
  return found;
}

/**
 * A member's kuji order of `draws` in the campaign titled `start`, paid by WeChat Pay on the sandbox's phone page
 * (in a page of its own), once the API reads it paid. Its id.
 */
export async function paidKujiOrder(page: Page, request: APIRequestContext, jwt: string, start: string, draws: number) {
  const kuji = await kujiTitled(request, start);
  const auth = { ...headers, authorization: `Bearer ${jwt}` };
  const placed = await request.post('/api/v1/kuji-order', {
    headers: auth,
    data: { kuji_id: kuji.kuji_id, draws, method: 'wechat_pay' },
  });
  expect(placed.ok(), await placed.text()).toBe(true);
  const order = ((await placed.json()) as { data: KujiOrder }).data;
  const phone = await page.context().newPage();
  await phone.goto(`/dev/payment/phone?scan=${encodeURIComponent(order.purchase!.qr_code!)}`);
  await phone.getByRole('button', { name: 'Confirm payment' }).click();
  await expect(phone.getByRole('heading', { name: 'Payment completed' })).toBeVisible();
  await phone.close();
  await expect
    .poll(
      async () =>
        ((await (await request.get(`/api/v1/kuji-order/${order.order_id}`, { headers: auth })).json()) as { data: KujiOrder })
          .data.status,
    )
    .toBe('paid');
  return order.order_id;
}
