import { sql } from 'drizzle-orm';
import { Purchase, type PaymentMethod } from '@shop/shared/contract';
import {
  expectShape,
  startPurchase,
  startTestApi,
  submitForm,
  type TestApi,
  testPaymentSubject,
  type TestSubject,
} from '@shop/api/testing';

// The whole sandbox flow over HTTP, as a tester goes through it: the shop starts a purchase, the shopper pays
// on the sandbox's page, the sandbox posts its signed notice to the shop's webhook, the purchase moves.

let t: TestApi;
let subject: TestSubject;
let member: { id: number; auth: string };

beforeAll(async () => {
  subject = testPaymentSubject();
  t = await startTestApi({}, { paymentSubjects: subject.subjects });
  const res = await t.inject({
    method: 'POST',
    url: '/api/v1/account/login',
    payload: { email: 'demo@shop.local', password: 'Demo1234' },
  });
  member = { id: res.json().data.user_id, auth: `Bearer ${res.json().data.jwt}` };
});
afterAll(() => t.close());

const status = async (p: Purchase) => {
  const res = await t.inject({ url: `/api/v1/purchase/${p.purchase_id}`, headers: { authorization: member.auth } });
  expect(res.statusCode).toBe(200);
  expectShape(Purchase, res.json().data);
  return res.json().data as Purchase;
};
const pathOf = (url: string) => new URL(url).pathname;
const card = { expiry: '12/40', cvc: '123', action: 'pay' };

async function start(method: PaymentMethod) {
  const p = await startPurchase(t, method, { userId: member.id });
  expectShape(Purchase, p);
  expect(p.status).toBe('pending');
  expect(new URL(p.payment_url).origin).toBe(t.base);
  return p;
}

/** Pays on the card page; returns where the browser is sent. */
async function payByCard(p: Purchase, number: string) {
  const page = await t.inject(pathOf(p.payment_url));
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain(`action="${pathOf(p.payment_url)}"`);
  const res = await submitForm(t, pathOf(p.payment_url), { ...card, number });
  expect(res.statusCode).toBe(303);
  return new URL(res.headers.location as string, t.base);
}

function expectBackAtShop(location: URL, p: Purchase) {
  expect(location.origin).toBe(t.base);
  expect(location.pathname).toBe('/result');
  expect(location.searchParams.get('order_id')).toBe(String(p.order_id));
  expect(location.searchParams.get('purchase_id')).toBe(p.purchase_id);
}

describe('card', () => {
  test('a succeeding test card pays: back to the shop, the purchase paid, the subject paid once', async () => {
    const p = await start('credit_card');
    expect(p.qr_code).toBeNull();
    expect(pathOf(p.payment_url)).toMatch(/^\/dev\/payment\/card\//);
    expectBackAtShop(await payByCard(p, '4242 4242 4242 4242'), p);
    const paid = await status(p);
    expect(paid.status).toBe('paid');
    expect(paid.paid_at).not.toBeNull();
    expect(subject.paid.filter((id) => id === p.order_id)).toHaveLength(1);
    expect(await subject.wrote(t.ctx.db, p.order_id)).toBe(true);
    // The page cannot be paid again.
    const again = await submitForm(t, pathOf(p.payment_url), { ...card, number: '4242424242424242' });
    expect(again.body).toContain('Payment completed');
    expect(subject.paid.filter((id) => id === p.order_id)).toHaveLength(1);
  });

  test('a declined card fails the purchase and sends the shopper back', async () => {
    const p = await start('credit_card');
    expectBackAtShop(await payByCard(p, '4000000000000002'), p);
    expect((await status(p)).status).toBe('failed');
    expect(subject.paid).not.toContain(p.order_id);
  });

  test('3-D Secure: the code page, then paid with the right code and failed with a wrong one', async () => {
    const p = await start('credit_card');
    const challenge = await payByCard(p, '4000 0000 0000 3220');
    expect(challenge.pathname).toBe(`${pathOf(p.payment_url)}/3ds`);
    expect((await status(p)).status).toBe('pending');
    // The card form now leads to the code page.
    expect((await t.inject(pathOf(p.payment_url))).headers.location).toBe(challenge.pathname);
    const page = await t.inject(challenge.pathname);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('123456');
    const res = await submitForm(t, challenge.pathname, { code: '123456', action: 'verify' });
    expect(res.statusCode).toBe(303);
    expectBackAtShop(new URL(res.headers.location as string, t.base), p);
    expect((await status(p)).status).toBe('paid');

    const wrong = await start('credit_card');
    const step = await payByCard(wrong, '4000000000003220');
    expect((await submitForm(t, step.pathname, { code: '000000', action: 'verify' })).statusCode).toBe(303);
    expect((await status(wrong)).status).toBe('failed');
    expect(subject.paid).not.toContain(wrong.order_id);
  });

  test('UnionPay: its own test cards; a Visa is refused on its form and a UnionPay card on the card form', async () => {
    const p = await start('unionpay');
    const page = await t.inject(pathOf(p.payment_url));
    expect(page.body).toContain('6200 0000 0000 0005');
    expect(page.body).not.toContain('4242 4242 4242 4242');
    const visa = await submitForm(t, pathOf(p.payment_url), { ...card, number: '4242424242424242' });
    expect(visa.statusCode).toBe(422);
    expect(visa.body).toContain('This is not a UnionPay card.');
    expectBackAtShop(await payByCard(p, '6200000000000005'), p);
    expect((await status(p)).status).toBe('paid');

    const declined = await start('unionpay');
    await payByCard(declined, '6200000000000047');
    expect((await status(declined)).status).toBe('failed');
    const secure = await start('unionpay');
    expect((await payByCard(secure, '6200000000003223')).pathname).toMatch(/\/3ds$/);

    const onCardForm = await start('credit_card');
    const refused = await submitForm(t, pathOf(onCardForm.payment_url), { ...card, number: '6200000000000005' });
    expect(refused.statusCode).toBe(422);
    expect(refused.body).toContain('choose UnionPay instead');
  });

  test('form mistakes stay on the page and leave the purchase pending; cancel cancels it', async () => {
    const p = await start('credit_card');
    const url = pathOf(p.payment_url);
    for (const [fields, message] of [
      [{ ...card, number: '4242424242424241' }, 'The card number is invalid.'],
      [{ ...card, number: '4242424242424242', expiry: '01/20' }, 'The card has expired'],
      [{ ...card, number: '4242424242424242', expiry: '13/40' }, 'The card has expired'],
      [{ ...card, number: '4242424242424242', cvc: '12' }, 'The security code is wrong.'],
    ] as const) {
      const res = await submitForm(t, url, fields);
      expect(res.statusCode).toBe(422);
      expect(res.body).toContain(message);
    }
    expect((await status(p)).status).toBe('pending');
    const cancel = await submitForm(t, url, { action: 'cancel' });
    expect(cancel.statusCode).toBe(303);
    expectBackAtShop(new URL(cancel.headers.location as string, t.base), p);
    expect((await status(p)).status).toBe('canceled');
  });
});

describe('WeChat Pay and Alipay', () => {
  test('the QR code opens the wallet screen; confirming pays, once', async () => {
    const p = await start('wechat_pay');
    expect(p.qr_code).toBe(p.payment_url);
    expect(pathOf(p.payment_url)).toMatch(/^\/dev\/payment\/qr\//);
    const screen = await t.inject(pathOf(p.qr_code!));
    expect(screen.statusCode).toBe(200);
    expect(screen.body).toContain('WeChat Pay');
    expect(screen.body).toContain('NT$1,280');
    const confirm = await submitForm(t, pathOf(p.qr_code!), { action: 'confirm' });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.body).toContain('Payment completed');
    expect((await status(p)).status).toBe('paid');
    const twice = await submitForm(t, pathOf(p.qr_code!), { action: 'confirm' });
    expect(twice.body).toContain('Payment completed');
    expect(subject.paid.filter((id) => id === p.order_id)).toHaveLength(1);
  });

  test('canceling on the wallet screen cancels the purchase', async () => {
    const p = await start('alipay');
    expect((await t.inject(pathOf(p.qr_code!))).body).toContain('Alipay');
    const cancel = await submitForm(t, pathOf(p.qr_code!), { action: 'cancel' });
    expect(cancel.body).toContain('Payment canceled');
    expect((await status(p)).status).toBe('canceled');
    expect(subject.paid).not.toContain(p.order_id);
  });

  test('the phone page scans a QR code by its text and lists the payments waiting for a scan', async () => {
    const p = await start('alipay');
    const phone = await t.inject('/dev/payment/phone');
    expect(phone.statusCode).toBe(200);
    expect(phone.body).toContain(`href="${pathOf(p.qr_code!)}"`);
    const scan = await t.inject(`/dev/payment/phone?scan=${encodeURIComponent(p.qr_code!)}`);
    expect(scan.statusCode).toBe(303);
    expect(scan.headers.location).toBe(pathOf(p.qr_code!));
    const junk = await t.inject({
      url: `/dev/payment/phone?scan=${encodeURIComponent('https://example.com/pay')}`,
      headers: { 'accept-language': 'en-US,en;q=0.9' },
    });
    expect(junk.statusCode).toBe(422);
    expect(junk.body).toContain('This QR code is not a sandbox payment.');
  });
});

test('when the shop does not take the notice the page says so, and sending it again completes the payment', async () => {
  const p = await start('wechat_pay');
  subject.failingOnce.add(p.order_id);
  const confirm = await submitForm(t, pathOf(p.qr_code!), { action: 'confirm' });
  expect(confirm.statusCode).toBe(502);
  expect(confirm.body).toContain('The shop did not acknowledge the payment notice');
  expect(confirm.body).toContain('HTTP 500');
  expect((await status(p)).status).toBe('pending');
  const ref = pathOf(p.qr_code!).split('/').pop()!;
  expect(confirm.body).toContain(`action="/dev/payment/notify/${ref}"`);
  const resend = await t.inject({ method: 'POST', url: `/dev/payment/notify/${ref}` });
  expect(resend.statusCode).toBe(200);
  expect(resend.body).toContain('Payment completed');
  expect((await status(p)).status).toBe('paid');
  expect(subject.paid.filter((id) => id === p.order_id)).toHaveLength(1);
});

describe('pages', () => {
  test("speak the shop's language: the lang cookie, else the shop's choice for the payment, else the browser's", async () => {
    const p = await start('unionpay');
    const url = pathOf(p.payment_url);
    const tw = await t.inject({ url, headers: { cookie: 'lang=tw' } });
    expect(tw.body).toContain('<html lang="zh-TW"');
    expect(tw.body).toContain('銀聯卡');
    const cn = await t.inject({ url, headers: { cookie: 'other=1; lang=cn', 'accept-language': 'en' } });
    expect(cn.body).toContain('银联卡');
    expect((await t.inject({ url, headers: { 'accept-language': 'zh-CN' } })).body).toContain('UnionPay card');
    expect((await t.inject({ url: '/dev/payment/phone', headers: { 'accept-language': 'zh-CN' } })).body).toContain('扫描');
    expect((await t.inject('/dev/payment/phone')).body).toContain('<html lang="zh-TW"');
  });

  test('an unknown payment, or one opened on the wrong page, is not found', async () => {
    expect((await t.inject('/dev/payment/card/sbx_unknown')).statusCode).toBe(404);
    const wallet = await start('wechat_pay');
    const ref = pathOf(wallet.payment_url).split('/').pop()!;
    expect((await t.inject(`/dev/payment/card/${ref}`)).statusCode).toBe(404);
    expect((await submitForm(t, `/dev/payment/card/${ref}`, { ...card, number: '4242424242424242' })).statusCode).toBe(404);
  });

  test('a payment past its time shows expired on its page, and the purchase is expired', async () => {
    const p = await start('wechat_pay');
    const ref = pathOf(p.payment_url).split('/').pop()!;
    await t.ctx.db.execute(sql`update sandbox_payments set expires_at = now() - interval '1 second' where ref = ${ref}`);
    const page = await t.inject(pathOf(p.qr_code!));
    expect(page.body).toContain('This payment has expired');
    expect((await status(p)).status).toBe('expired');
    expect((await submitForm(t, pathOf(p.qr_code!), { action: 'confirm' })).body).toContain('This payment has expired');
  });
});
