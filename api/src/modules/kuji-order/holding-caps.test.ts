import { eq } from 'drizzle-orm';
import { kujis } from '../../db/schema';
import { startTestApi, type TestApi } from '../../testing/harness';
import {
  buy,
  countsOf,
  get,
  members,
  openBox,
  outcome,
  overdue,
  paidNotice,
  placed,
  wideAgent,
} from '../../testing/kuji-order-fixtures';

// Nobody holds a box's tickets without paying: one member (or device) keeps a few unpaid orders and tickets of
// one campaign, a campaign may cap what one member buys in all (paid and unpaid), the page shows that cap and what
// the member has, and an unpaid kuji order must be paid within minutes.

let t: TestApi;
const wide = wideAgent();
beforeAll(async () => {
  t = await startTestApi({ HOLD_KUJI_ORDERS: '3', HOLD_KUJI_TICKETS: '10' });
});
afterAll(async () => {
  wide.destroy();
  await t.close();
});

const count = (codes: number[], code: number) => codes.filter((c) => c === code).length;

test('200 orders of 5 draws at once by one member: 10 tickets held, the rest refused with 40942', async () => {
  const box = await openBox(t, [10, 40]);
  const [auth] = await members(t, 1, 'kuji-hoarder');
  const results = await Promise.all(
    Array.from({ length: 200 }, () => buy(t, { kuji_id: box, draws: 5 }, { auth, agent: wide, headers: { locale: 'en' } })),
  );
  const codes = results.map(outcome);
  expect(count(codes, 200)).toBe(2);
  expect(count(codes, 40942)).toBe(198);
  expect(results.find((r) => r.statusCode !== 200)!.json().error_msg).toBe(
    'You already hold as many unpaid draws of this Ichiban Kuji as allowed. Please pay first.',
  );
  expect(await countsOf(t, box)).toMatchObject({ reserved: 10 });
});

test('one member, single draws in many campaigns: 3 open unpaid kuji orders', async () => {
  const boxes = await Promise.all(Array.from({ length: 6 }, () => openBox(t, [5, 5])));
  const [auth] = await members(t, 1, 'kuji-spread');
  const codes = (await Promise.all(boxes.map((box) => buy(t, { kuji_id: box, draws: 1 }, { auth, agent: wide })))).map(outcome);
  expect(count(codes, 200)).toBe(3);
  expect(count(codes, 40940)).toBe(3);
});

test('an unpaid kuji order must be paid within 10 minutes', async () => {
  const box = await openBox(t, [5, 5]);
  const [auth] = await members(t, 1, 'kuji-window');
  const order = await placed(t, { kuji_id: box, draws: 1 }, { auth });
  const minutes = (Date.parse(order.payment_deadline!) - Date.now()) / 60_000;
  expect(minutes).toBeGreaterThan(9);
  expect(minutes).toBeLessThanOrEqual(10);
});

test('a campaign’s cap per member counts paid and unpaid draws; the campaign page shows it and the member’s draws', async () => {
  const box = await openBox(t, [20, 30]);
  await t.ctx.db.update(kujis).set({ memberLimit: 6 }).where(eq(kujis.id, box));
  const [auth] = await members(t, 1, 'kuji-capped');
  const first = await placed(t, { kuji_id: box, draws: 4 }, { auth });
  expect((await paidNotice(t, first.purchase)).statusCode).toBe(200);
  // Paid, the 4 draws no longer count as held but still count towards the campaign's cap.
  expect(outcome(await buy(t, { kuji_id: box, draws: 3 }, { auth }))).toBe(40943);
  const second = await placed(t, { kuji_id: box, draws: 2 }, { auth });
  expect(outcome(await buy(t, { kuji_id: box, draws: 1 }, { auth }))).toBe(40943);

  const page = (await get(t, `/api/v1/kuji/${box}`, { auth })).json().data;
  expect(page).toMatchObject({ member_limit: 6, member_draws: 6 });
  // Signed out, the page shows the cap only.
  expect((await get(t, `/api/v1/kuji/${box}`)).json().data).toMatchObject({ member_limit: 6, member_draws: null });

  // An unpaid order that expires gives its draws back to the member's allowance.
  await overdue(t, second.order_id);
  expect(outcome(await buy(t, { kuji_id: box, draws: 2 }, { auth }))).toBe(200);
});

test('a campaign without a cap per member says so', async () => {
  const box = await openBox(t, [5, 5]);
  expect((await get(t, `/api/v1/kuji/${box}`)).json().data).toMatchObject({ member_limit: null, member_draws: null });
});
