import { eq } from 'drizzle-orm';
import { kujis, products, users } from '../../db/schema';
import { expectError, startTestApi, type TestApi } from '../../testing/harness';
import { createCoupon, newCouponCode } from './codes';

// Coupon codes are claimed by whoever types them: the codes the shop makes cannot be guessed, and guessing is
// limited per client address as well as per member (issue 22 §4).

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi({ RATE_COUPON_CLAIM_PER_MINUTE: '10' });
});
afterAll(() => t.close());

let members = 0;
const newMember = async () => {
  const [u] = await t.ctx.db
    .insert(users)
    .values({ email: `guesser-${++members}@example.com` })
    .returning({ id: users.id });
  return `Bearer ${(await t.ctx.tokens.issue(u!.id)).jwt}`;
};
const claim = (authorization: string, code: string, from?: string) =>
  t.inject({ method: 'POST', url: '/api/v1/coupon', headers: { authorization, locale: 'en' }, payload: { code }, from });

test('codes the shop makes are 12 unambiguous characters from a cryptographic generator, never repeated', () => {
  const codes = Array.from({ length: 10_000 }, newCouponCode);
  for (const code of codes) expect(code).toMatch(/^[34679ACDEFGHJKMNPQRTUVWXY]{12}$/);
  expect(new Set(codes).size).toBe(codes.length);
  // Every symbol is used about as often (10,000 × 12 / 25 = 4,800 each): nothing favours a guess.
  const counts = new Map<string, number>();
  for (const c of codes.join('')) counts.set(c, (counts.get(c) ?? 0) + 1);
  expect(counts.size).toBe(25);
  for (const n of counts.values()) expect(Math.abs(n - 4800)).toBeLessThan(400);
});

test('a coupon the shop creates gets a random code that members can claim', async () => {
  const coupon = await createCoupon(t.ctx.db, {
    nameTw: '測試',
    nameCn: '测试',
    nameEn: 'Test',
    discountAmount: 50,
    startsAt: new Date(Date.now() - 60_000),
    endsAt: new Date(Date.now() + 86_400_000),
  });
  expect(coupon.code).toMatch(/^[34679ACDEFGHJKMNPQRTUVWXY]{12}$/);
  expect((await claim(await newMember(), coupon.code.toLowerCase(), '127.0.3.1')).statusCode).toBe(200);
});

test('ten claims a minute per address, whichever member sends them; another address is not held back', async () => {
  const [first, second] = [await newMember(), await newMember()];
  for (let i = 0; i < 10; i++) expectError(await claim(first, `GUESS${i}`, '127.0.3.2'), 400, 40041);
  // A second account on the same address guesses no faster…
  const refused = await claim(second, 'GUESS10', '127.0.3.2');
  expectError(refused, 429, 42901);
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  // …while the same member elsewhere, and a real code typed elsewhere, are answered.
  expectError(await claim(second, 'GUESS11', '127.0.3.3'), 400, 40041);
  expect((await claim(second, 'WELCOME100', '127.0.3.3')).statusCode).toBe(200);
});

test('wrong codes typed at checkout count per address too: shop and kuji quotes share the limit, then any code waits', async () => {
  const member = await newMember();
  const from = '127.0.3.4';
  const typed = (url: string, payload: Record<string, unknown>) =>
    t.inject({ method: 'POST', url, headers: { authorization: member, locale: 'en' }, payload, from });
  const [product] = await t.ctx.db.select({ id: products.id }).from(products).where(eq(products.status, 'on_sale')).limit(1);
  const shopQuote = (code: string) =>
    typed('/api/v1/order/coupon', {
      lines: [{ product_id: product!.id, amount: 1 }],
      country_code: 'TW',
      delivery_method: 'home',
      coupon_code: code,
    });
  const [kuji] = await t.ctx.db.select({ id: kujis.id }).from(kujis).limit(1);
  const kujiQuote = (code: string) => typed('/api/v1/kuji-order/coupon', { kuji_id: kuji!.id, draws: 1, coupon_code: code });
  for (let i = 0; i < 5; i++) expectError(await shopQuote(`WRONG${i}`), 400, 40040);
  for (let i = 5; i < 10; i++) expectError(await kujiQuote(`WRONG${i}`), 400, 40040);
  // The eleventh try is held back whatever it types, a real code included, and says for how long.
  const held = expectError(await shopQuote('WELCOME100'), 429, 42901);
  expect(held.error_msg).toBeTruthy();
  expectError(await kujiQuote('WRONG11'), 429, 42901);
  // A quote without a typed code (the member's own coupons, or none) is never held back.
  expect((await typed('/api/v1/kuji-order/coupon', { kuji_id: kuji!.id, draws: 1 })).statusCode).toBe(200);
});
