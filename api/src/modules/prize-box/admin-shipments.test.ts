import { AdminPrizeShipmentData, AdminPrizeShipmentList } from '@shop/shared/contract';
import { users } from '../../db/schema';
import { expectError, expectShape, startTestApi, type TestApi } from '../../testing/harness';
import { paidNotice } from '../../testing/kuji-order-fixtures';
import { mailsTo } from '../../testing/outbox';
import { boxOf, shipment, shipmentOf, twHome, winner } from '../../testing/prize-box-fixtures';
import { auditRows, operatorToken } from '../../testing/operators';

// The console's prize shipments: the paid ones waiting, shipped with carrier and tracking as `npm run prizes --
// ship` ships them (the member is mailed), with an audit row.

let t: TestApi;
let merch: string;
let staff: string;
beforeAll(async () => {
  t = await startTestApi();
  [merch, staff] = await Promise.all([operatorToken(t, 'merchandiser'), operatorToken(t, 'staff')]);
});
afterAll(() => t.close());

const admin = (method: string, url: string, auth: string | undefined, payload?: unknown) =>
  t.inject({
    method: method as 'GET',
    url: `/api/admin/v1${url}`,
    headers: auth ? { authorization: auth } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

async function member(tag: string) {
  const email = `${tag}-${Date.now()}@example.com`;
  const [u] = await t.ctx.db.insert(users).values({ email }).returning({ id: users.id });
  return { id: u!.id, email, auth: `Bearer ${(await t.ctx.tokens.issue(u!.id)).jwt}` };
}

const parcel = { carrier: 'Black Cat', tracking_code: 'TW777' };

test('a paid shipment is listed as waiting, then shipped with carrier and tracking; its member is mailed', async () => {
  const m = await member('admin-ship');
  await winner(t, 'admin-ship', 2, [2], { auth: m.auth });
  const box = await boxOf(t, m.auth);
  const s = await shipment(t, twHome(box.map((p) => p.prize_id)), m.auth);
  const url = `/prize-shipments/${s.shipment_id}/ship`;
  expectError(await admin('POST', url, merch, parcel), 409, 40938);
  const waitingBefore = (await admin('GET', '/prize-shipments?page_size=100', merch)).json();
  expect(waitingBefore.data.map((w: { shipment_id: number }) => w.shipment_id)).not.toContain(s.shipment_id);

  await paidNotice(t, s.purchase!);
  const waiting = (await admin('GET', '/prize-shipments?page_size=100', merch)).json();
  expectShape(AdminPrizeShipmentList, waiting);
  expect(waiting.data.find((w: { shipment_id: number }) => w.shipment_id === s.shipment_id)).toMatchObject({
    status: 'paid',
    member_id: m.id,
    email: m.email,
    prizes: 3,
  });

  const res = await admin('POST', url, merch, parcel);
  expect(res.statusCode).toBe(200);
  expectShape(AdminPrizeShipmentData, res.json());
  expect(res.json().data).toMatchObject({ status: 'shipped', carrier: 'Black Cat', tracking_code: 'TW777' });
  expect(await shipmentOf(t, s.shipment_id, m.auth)).toMatchObject({ status: 'shipped', tracking_code: 'TW777' });
  expect((await mailsTo(t.ctx.db, m.email, 2)).length).toBe(2);
  const [row] = (await auditRows(t)).filter((r) => r.action === 'prize_shipment.ship' && r.targetId === String(s.shipment_id));
  expect(row?.after).toEqual({ status: 'shipped', carrier: 'Black Cat', tracking_code: 'TW777' });
  const shipped = (await admin('GET', '/prize-shipments?status=shipped&page_size=100', merch)).json();
  expect(shipped.data.map((w: { shipment_id: number }) => w.shipment_id)).toContain(s.shipment_id);

  expectError(await admin('POST', url, merch, parcel), 409, 40938);
  expect(
    (await auditRows(t)).filter((r) => r.action === 'prize_shipment.ship' && r.targetId === String(s.shipment_id)),
  ).toHaveLength(1);
});

test('bad input, a missing shipment, and the roles that may not', async () => {
  expectError(await admin('POST', '/prize-shipments/2147483647/ship', merch, parcel), 404, 40458);
  expectError(await admin('POST', '/prize-shipments/1/ship', merch, { carrier: 'X', tracking_code: 'has space' }), 400, 40004);
  expectError(await admin('GET', '/prize-shipments?status=lost', merch), 400, 40004);
  for (const [method, url, body] of [
    ['GET', '/prize-shipments'],
    ['POST', '/prize-shipments/1/ship', parcel],
  ] as const) {
    expectError(await admin(method, url, undefined, body), 401, 40141);
    expectError(await admin(method, url, staff, body), 403, 40340);
  }
});
