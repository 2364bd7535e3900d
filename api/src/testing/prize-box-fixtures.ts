// Test helpers for the prize box (imported by *.test.ts only): members who won prizes, shipment requests.
import type { BoxPrize, PrizeShipment, Purchase } from '@shop/shared/contract';
import type { TestApi } from './harness';
import { request } from './http';
import { members, openBox, paidNotice, placed, type Call } from './kuji-order-fixtures';

/** A Taiwan home-delivery request for these prizes (NT$100 unless the draws reach NT$1,500). */
export const twHome = (prizeIds: string[], extra: Record<string, unknown> = {}) => ({
  prize_ids: prizeIds,
  country_code: 'TW',
  delivery_method: 'home',
  recipient: { name: '王小明', phone_code: '886', phone_number: '0912345678', email: 'buyer@example.com' },
  address: { city: '台北市', district: '大安區', postal_code: '106', detail: '羅斯福路四段1號' },
  payment_method: 'credit_card',
  ...extra,
});

const call = (t: TestApi, method: string, url: string, payload: unknown, c: Call) =>
  request(c.base ?? t.base, {
    method,
    url,
    payload,
    headers: c.auth ? { authorization: c.auth } : {},
    ...(c.agent ? { agent: c.agent } : {}),
  });

export const askToShip = (t: TestApi, body: unknown, c: Call) => call(t, 'POST', '/api/v1/prize-shipment', body, c);
export const quote = (t: TestApi, body: unknown, c: Call) => call(t, 'POST', '/api/v1/prize-shipment/quote', body, c);
export const boxOf = async (t: TestApi, auth: string): Promise<BoxPrize[]> =>
  (await call(t, 'GET', '/api/v1/prize-box', undefined, { auth })).json().data;
export const shipmentOf = async (t: TestApi, id: number, auth: string): Promise<PrizeShipment> =>
  (await call(t, 'GET', `/api/v1/prize-shipment/${id}`, undefined, { auth })).json().data;

/** Asks and expects a shipment. */
export async function shipment(t: TestApi, body: unknown, auth: string): Promise<PrizeShipment> {
  const res = await askToShip(t, body, { auth });
  if (res.statusCode !== 200) throw new Error(`prize shipment refused: ${res.body}`);
  return res.json().data;
}

/** A member who bought and paid `draws` draws of a new box with these tier counts (`price` per draw): their prizes. */
export async function winner(
  t: TestApi,
  tag: string,
  draws: number,
  counts: number[],
  opts: { price?: number; auth?: string } = {},
): Promise<{ auth: string; kujiId: number; orderId: number }> {
  const auth = opts.auth ?? (await members(t, 1, tag))[0]!;
  const kujiId = await openBox(t, counts, { price: opts.price ?? 300 });
  const order = await placed(t, { kuji_id: kujiId, draws }, { auth });
  const paid = await paidNotice(t, order.purchase as Purchase);
  if (paid.statusCode !== 200) throw new Error(`kuji payment refused: ${paid.body}`);
  return { auth, kujiId, orderId: order.order_id };
}
