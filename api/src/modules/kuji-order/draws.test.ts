import { boxOrderOf, ticketListOf, verifyBox } from '@shop/shared/kuji';
import { KujiDrawBody, KujiPrizeList, type KujiTicket } from '@shop/shared/contract';
import { expectError, expectShape, startTestApi, type TestApi } from '../../testing/harness';
import { eq } from 'drizzle-orm';
import { kujiOrders, users } from '../../db/schema';
import { eventually, mailsTo } from '../../testing/outbox';
import { runOrderCommand } from '../order/operator';
import { submitForm } from '../../testing/payment-subject';
import { countsOf, get, members, openBox, paidNotice, placed } from '../../testing/kuji-order-fixtures';

// Paying is drawing: a confirmed payment gives the order the next tickets of the box order committed when the
// campaign opened; the draw show reads them back, the same every time; the final ticket wins the Last One.

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t.close());

const en = { headers: { locale: 'en' } };
const pathOf = (url: string) => new URL(url).pathname;
const card = { number: '4242424242424242', expiry: '12/40', cvc: '123', action: 'pay' };

async function drawOf(auth: string, orderId: number): Promise<KujiTicket[]> {
  const res = await get(t, `/api/v1/kuji-order/${orderId}/draw`, { auth, ...en });
  expect(res.statusCode).toBe(200);
  expectShape(KujiDrawBody, res.json());
  expect(res.json().data).toMatchObject({ order_id: orderId, kuji_title: 'Test box' });
  return res.json().data.tickets;
}

test('paid on the sandbox, orders take the next tickets of the committed box order, in the order they are paid', async () => {
  const seed = 'ab'.repeat(32);
  const box = await openBox(t, [2, 3, 5], { seed });
  const expected = await boxOrderOf(
    ticketListOf([
      { tier: 'A', count: 2 },
      { tier: 'B', count: 3 },
      { tier: 'C', count: 5 },
    ]),
    seed,
  );
  const [first, second] = await members(t, 2, 'draw');
  const byCard = await placed(t, { kuji_id: box, draws: 3 }, { auth: first, ...en });
  const byWallet = await placed(t, { kuji_id: box, draws: 2, method: 'wechat_pay' }, { auth: second, ...en });
  // The wallet order is paid first, so it draws first.
  expect((await submitForm(t, pathOf(byWallet.purchase.qr_code!), { action: 'confirm' })).body).toContain('Payment completed');
  await submitForm(t, pathOf(byCard.purchase.payment_url), card);

  const wallet = await drawOf(second!, byWallet.order_id);
  const cardDraw = await drawOf(first!, byCard.order_id);
  const asDrawn = (tickets: KujiTicket[]) => tickets.map((x) => [x.position, x.tier]);
  expect(asDrawn(wallet)).toEqual([1, 2].map((p) => [p, expected[p - 1]]));
  expect(asDrawn(cardDraw)).toEqual([3, 4, 5].map((p) => [p, expected[p - 1]]));
  expect(cardDraw[0]).toMatchObject({
    name: `Prize ${expected[2]}`,
    image: `/api/v1/images/kp-1-${expected[2]!.toLowerCase()}.jpg`,
  });
  expect([...wallet, ...cardDraw].some((x) => x.last_one)).toBe(false);
  // Reading the draw again (a reload of the draw show) gives the same tickets and draws nothing more.
  expect(await drawOf(first!, byCard.order_id)).toEqual(cardDraw);
  expect(await countsOf(t, box)).toMatchObject({ reserved: 5, drawn: 5, lastOneOrderId: null });

  const prizes = await get(t, `/api/v1/kuji-order/${byCard.order_id}/prizes`, { auth: first, ...en });
  expectShape(KujiPrizeList, prizes.json());
  expect(prizes.json().data).toEqual(cardDraw.map((x) => ({ ...x, shipping: 'in_prize_box', shipping_code: null })));
  const record = (await get(t, `/api/v1/kuji-order/${byCard.order_id}`, { auth: first, ...en })).json().data;
  expect(record).toMatchObject({ status: 'paid', payment_deadline: null, purchase: { status: 'paid' } });
  expect(record.paid_at).not.toBeNull();
  expect(record.prizes).toEqual(prizes.json().data);

  // The board counts what was drawn.
  const board = (await get(t, `/api/v1/kuji/${box}`)).json().data;
  const drawnOf = (tier: string) => expected.slice(0, 5).filter((x) => x === tier).length;
  expect(board.tiers.map((x: { remaining: number }) => x.remaining)).toEqual([
    2 - drawnOf('A'),
    3 - drawnOf('B'),
    5 - drawnOf('C'),
  ]);
  expect(board.tickets_left).toBe(5);

  // Another "paid" notice for the paid purchase is taken and changes nothing; the same notice again is refused.
  expect((await paidNotice(t, byCard.purchase)).statusCode).toBe(200);
  expectError(await paidNotice(t, byCard.purchase), 409, 40920);
  expect(await drawOf(first!, byCard.order_id)).toEqual(cardDraw);
  expect(await countsOf(t, box)).toMatchObject({ drawn: 5 });
});

test('the order that takes the final ticket wins the Last One, once; the sold-out box then verifies', async () => {
  const box = await openBox(t, [1, 2]);
  const [early, late] = await members(t, 2, 'last');
  const big = await placed(t, { kuji_id: box, draws: 2 }, { auth: late, ...en });
  const small = await placed(t, { kuji_id: box, draws: 1 }, { auth: early, ...en });
  expect((await paidNotice(t, small.purchase)).statusCode).toBe(200);
  expect((await paidNotice(t, big.purchase)).statusCode).toBe(200);

  const smallDraw = await drawOf(early!, small.order_id);
  const bigDraw = await drawOf(late!, big.order_id);
  expect(smallDraw.map((x) => [x.position, x.last_one])).toEqual([[1, false]]);
  expect(bigDraw.map((x) => [x.position, x.last_one])).toEqual([
    [2, false],
    [3, true],
  ]);
  expect(await countsOf(t, box)).toMatchObject({ reserved: 3, drawn: 3, lastOneOrderId: big.order_id });
  const bigPrizes = (await get(t, `/api/v1/kuji-order/${big.order_id}/prizes`, { auth: late, ...en })).json().data;
  expect(bigPrizes).toHaveLength(3);
  expect(bigPrizes[2]).toEqual({
    position: 3,
    tier: 'LAST',
    name: 'Last One prize',
    image: '/api/v1/images/kp-1-last.jpg',
    last_one: true,
    shipping: 'in_prize_box',
    shipping_code: null,
  });
  const smallPrizes = (await get(t, `/api/v1/kuji-order/${small.order_id}/prizes`, { auth: early })).json().data;
  expect(smallPrizes.some((p: { tier: string }) => p.tier === 'LAST')).toBe(false);

  // Sold out: the campaign reveals its seed, and the draws the members were shown verify against it.
  const detail = (await get(t, `/api/v1/kuji/${box}`)).json().data;
  expect(detail).toMatchObject({ status: 'sold_out', last_one: { won: true } });
  const draws = [...smallDraw, ...bigDraw];
  expect(await verifyBox(detail.fairness, draws)).toMatchObject({ fair: true });
  const tampered = draws.map((x) => (x.position === 1 ? { ...x, tier: x.tier === 'A' ? 'B' : 'A' } : x));
  expect(await verifyBox(detail.fairness, tampered)).toMatchObject({ fair: false, failed: 'draws', position: 1 });
});

test("the operator ships a paid order's prizes: they read shipped with the tracking number", async () => {
  const box = await openBox(t, [3]);
  const [member] = await members(t, 1, 'ship');
  const paid = await placed(t, { kuji_id: box, draws: 2 }, { auth: member });
  await paidNotice(t, paid.purchase);
  const unpaid = await placed(t, { kuji_id: box, draws: 1 }, { auth: member });
  expect(await runOrderCommand(t.ctx.db, ['ship-prizes', String(paid.order_id), 'TW777'])).toEqual([
    `kuji order #${paid.order_id}: prizes shipped, tracking TW777`,
  ]);
  const prizes = (await get(t, `/api/v1/kuji-order/${paid.order_id}/prizes`, { auth: member })).json().data;
  expect(prizes.map((p: { shipping: string; shipping_code: string }) => [p.shipping, p.shipping_code])).toEqual([
    ['shipped', 'TW777'],
    ['shipped', 'TW777'],
  ]);
  // Its member is told, once, with the tracking number.
  const [buyer] = await t.ctx.db
    .select({ email: users.email })
    .from(users)
    .innerJoin(kujiOrders, eq(kujiOrders.userId, users.id))
    .where(eq(kujiOrders.id, paid.order_id));
  const told = await eventually(async () => {
    const found = (await mailsTo(t.ctx.db, buyer!.email)).filter((m) => m.subject.startsWith('一番賞獎品已出貨'));
    return found.length > 0 ? found : undefined;
  }, 'the prizes-shipped mail');
  expect(told[0]!.text).toContain('貨件編號：TW777');
  await expect(runOrderCommand(t.ctx.db, ['ship-prizes', String(paid.order_id), 'TW778'])).rejects.toThrow('already shipped');
  await expect(runOrderCommand(t.ctx.db, ['ship-prizes', String(unpaid.order_id), 'TW1'])).rejects.toThrow('not paid');
  await expect(runOrderCommand(t.ctx.db, ['ship-prizes', '2147483647', 'TW1'])).rejects.toThrow('does not exist');
  await expect(runOrderCommand(t.ctx.db, ['ship-prizes', String(unpaid.order_id)])).rejects.toThrow('tracking number');
  // A running shop takes the same command at /dev/orders (its PGlite database cannot be opened twice).
  const dev = await t.inject({
    method: 'POST',
    url: '/dev/orders',
    payload: { argv: ['ship-prizes', String(unpaid.order_id), 'X'] },
  });
  expect(dev.json()).toEqual({ error: `kuji order ${unpaid.order_id} is not paid: it has no prizes to ship` });
});
