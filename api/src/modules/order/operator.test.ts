import { and, eq, isNotNull } from 'drizzle-orm';
import { orders } from '../../db/schema';
import { startTestApi, type TestApi } from '../../testing/harness';
import { runOrderCommand } from './operator';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t.close());

const dev = (argv: unknown) => t.inject({ method: 'POST', url: '/dev/orders', payload: { argv } });
const seeded = async (status: string, paid: boolean) =>
  (
    await t.ctx.db
      .select()
      .from(orders)
      .where(and(eq(orders.status, status), paid ? isNotNull(orders.paidAt) : undefined))
  )[0]!.id;

test('list, advance a paid order through picking and shipping to completed, with the member seeing each status', async () => {
  const id = await seeded('pending_activation', true);
  expect((await runOrderCommand(t.ctx.db, ['list', 'shipped'])).every((l) => l.includes(' shipped '))).toBe(true);
  expect(await runOrderCommand(t.ctx.db, ['advance', String(id)])).toEqual([expect.stringContaining(' picking paid ')]);
  await expect(runOrderCommand(t.ctx.db, ['advance', String(id)])).rejects.toThrow(`ship ${id} <tracking>`);
  expect(await runOrderCommand(t.ctx.db, ['ship', String(id), 'TW55555', 'Black', 'Cat'])).toEqual([
    expect.stringContaining('shipped paid'),
  ]);
  expect((await runOrderCommand(t.ctx.db, ['advance', String(id)]))[0]).toContain(' finished ');
  const auth = await t.login();
  const read = (await t.inject({ url: `/api/v1/order/${id}`, headers: { authorization: auth } })).json().data;
  expect(read).toMatchObject({ status: 'finished', shipping: { shipping_code: 'TW55555', carrier: 'Black Cat' } });
});

test('refusals name the reason: unpaid, unknown, finished, bad arguments', async () => {
  const unpaid = await seeded('pending_activation', false);
  await expect(runOrderCommand(t.ctx.db, ['advance', String(unpaid)])).rejects.toThrow('not paid yet');
  await expect(runOrderCommand(t.ctx.db, ['cancel', '2147483647'])).rejects.toThrow('does not exist');
  await expect(runOrderCommand(t.ctx.db, ['ship', '1'])).rejects.toThrow('tracking number');
  await expect(runOrderCommand(t.ctx.db, ['list', 'lost'])).rejects.toThrow('unknown status');
  await expect(runOrderCommand(t.ctx.db, ['finish', 'x'])).rejects.toThrow('not an order id');
  await expect(runOrderCommand(t.ctx.db, ['refund', '1'])).rejects.toThrow('refund needs an amount');
  await expect(runOrderCommand(t.ctx.db, ['refunds'])).rejects.toThrow('usage');
});

test('the running shop serves the same command at /dev/orders (for its PGlite database)', async () => {
  const id = await seeded('picking', true);
  const res = await dev(['cancel', String(id)]);
  expect(res.statusCode).toBe(200);
  expect(res.json().lines[0]).toContain('canceled (canceled_by_shop)');
  expect((await dev(['cancel', String(id)])).json()).toEqual({ error: `order ${id} is canceled: it cannot become canceled` });
  expect((await dev('list')).statusCode).toBe(400);
});
