import { and, eq } from 'drizzle-orm';
import { PrizeShipmentBody } from '@shop/shared/contract';
import { invoices, invoiceTracks, prizeShipments } from '../../db/schema';
import { expectError, expectShape, startTestApi, type TestApi } from '../../testing/harness';
import { invoiceFilings, invoicesUploaded } from '../../testing/invoices';
import { get, paidNotice } from '../../testing/kuji-order-fixtures';
import { askToShip, boxOf, shipment, shipmentOf, twHome, winner } from '../../testing/prize-box-fixtures';
import { runInvoiceCommand } from '../invoice/operator';
import { taiwanDay } from '../invoice/period';

// The postage of a prize shipment is a service sold in Taiwan: paying it issues its uniform e-invoice, with the
// choice the member made when asking, in the paying transaction; a free parcel has none (a late payment, refunded,
// has none either: shipping.test.ts).

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi({ INVOICE_RETRY_SECONDS: '1' });
});
afterAll(() => t.close());

const invoiceOf = async (shipmentId: number) =>
  (
    await t.ctx.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.subject, 'prize_shipment'), eq(invoices.subjectId, shipmentId)))
  )[0];
const ownerOf = async (shipmentId: number) =>
  (await t.ctx.db.select().from(prizeShipments).where(eq(prizeShipments.id, shipmentId)))[0]!.userId;

/** A member's shipment of all their prizes (NT$100 by Taiwan home delivery), asked with `invoice` and paid. */
async function paidShipment(tag: string, invoice?: unknown) {
  const won = await winner(t, tag, 1, [3]);
  const ids = (await boxOf(t, won.auth)).map((p) => p.prize_id);
  const s = await shipment(t, twHome(ids, invoice ? { invoice } : {}), won.auth);
  expect((await paidNotice(t, s.purchase!)).statusCode).toBe(200);
  return { auth: won.auth, shipment: s };
}

test('paid postage has its invoice, numbered from the range and filed to the centre; the records show it', async () => {
  const { auth, shipment: s } = await paidShipment('postage-paid');
  // Asked, it shows the choice it takes and nothing issued yet.
  expect(s.invoice).toEqual({ kind: 'member', code: null, title: null, issued: null });
  const res = await get(t, `/api/v1/prize-shipment/${s.shipment_id}`, { auth });
  expectShape(PrizeShipmentBody, res.json());
  const read = res.json().data;
  expect(read.invoice).toEqual({
    kind: 'member',
    code: null,
    title: null,
    issued: {
      number: expect.stringMatching(/^[A-Z]{2}\d{8}$/),
      date: taiwanDay(new Date()).date,
      state: 'issued',
      total: 100,
      allowanced: 0,
    },
  });
  const list = (await get(t, '/api/v1/prize-shipment', { auth })).json().data;
  expect(list[0]).toMatchObject({ shipment_id: s.shipment_id, invoice: read.invoice });

  const number = read.invoice.issued.number as string;
  const row = (await invoiceOf(s.shipment_id))!;
  expect(row).toMatchObject({ number, total: 100, sales: null, tax: null, state: 'issued' });
  expect(row.buyer).toEqual({ kind: 'member', code: `M${await ownerOf(s.shipment_id)}` });
  // From the period's range: below the number it gives next.
  const [range] = await t.ctx.db.select().from(invoiceTracks).where(eq(invoiceTracks.period, row.period!));
  expect(number.slice(0, 2)).toBe(range!.track);
  expect(Number(number.slice(2))).toBeLessThan(range!.nextNumber);

  await invoicesUploaded(t.ctx.db);
  const filings = await invoiceFilings(t.ctx.db, number);
  expect(filings.map((f) => f.kind)).toEqual(['issue']);
  expect(filings[0]!.body).toMatchObject({
    number,
    reference: `prize_shipment:${s.shipment_id}`,
    total: 100,
    description: '運費',
    buyer: row.buyer,
  });
  // The operator's listing names what was sold.
  const listed = await runInvoiceCommand(t.ctx.db, ['list', row.issuedOn!.slice(0, 7)]);
  expect(listed.find((line) => line.startsWith(number))).toContain(`prize shipment #${s.shipment_id} NT$100 issued`);
});

test('a company invoice of the postage states its sales and the 5% tax apart', async () => {
  const { auth, shipment: s } = await paidShipment('postage-company', {
    kind: 'company',
    business_number: '22099131',
    title: ' 台灣積體電路製造 ',
  });
  expect((await shipmentOf(t, s.shipment_id, auth)).invoice).toMatchObject({
    kind: 'company',
    code: '22099131',
    title: '台灣積體電路製造',
    issued: { state: 'issued', total: 100 },
  });
  expect(await invoiceOf(s.shipment_id)).toMatchObject({
    buyer: { kind: 'company', code: '22099131', title: '台灣積體電路製造' },
    total: 100,
    sales: 95,
    tax: 5,
  });
});

test('a malformed invoice code is refused (40080–40083) before anything is held or written', async () => {
  const won = await winner(t, 'postage-refused', 1, [3]);
  const ids = (await boxOf(t, won.auth)).map((p) => p.prize_id);
  const refused: [unknown, number][] = [
    [{ kind: 'mobile', carrier: 'ABC1234' }, 40080],
    [{ kind: 'certificate', carrier: 'A123456789012345' }, 40081],
    [{ kind: 'donation', love_code: '12' }, 40082],
    [{ kind: 'company', business_number: '04595258' }, 40083],
  ];
  for (const [invoice, code] of refused) expectError(await askToShip(t, twHome(ids, { invoice }), { auth: won.auth }), 400, code);
  expect((await boxOf(t, won.auth)).map((p) => p.prize_id)).toEqual(ids);
  expect((await get(t, '/api/v1/prize-shipment', { auth: won.auth })).json().data).toEqual([]);
  // A well-formed mobile barcode, typed in any case, is kept as the invoice takes it.
  const s = await shipment(t, twHome(ids, { invoice: { kind: 'mobile', carrier: '/abc+123' } }), won.auth);
  expect(s.invoice).toEqual({ kind: 'mobile', code: '/ABC+123', title: null, issued: null });
});

test('a free parcel sells nothing: no invoice, whatever was chosen', async () => {
  const won = await winner(t, 'postage-free', 4, [5], { price: 300 });
  const ids = (await boxOf(t, won.auth)).map((p) => p.prize_id);
  // NT$1,200 of draws reach the Taiwan cvs threshold of NT$1,000.
  const s = await shipment(
    t,
    twHome(ids, {
      delivery_method: 'cvs',
      address: undefined,
      cvs_store: { brand: 'family', store_id: '006598' },
      invoice: { kind: 'donation', love_code: '919' },
    }),
    won.auth,
  );
  expect(s).toMatchObject({ status: 'paid', shipping_fee: 0, invoice: null });
  expect((await shipmentOf(t, s.shipment_id, won.auth)).invoice).toBeNull();
  expect(await invoiceOf(s.shipment_id)).toBeUndefined();
});
