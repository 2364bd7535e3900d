import { buyable, postOrder, twOrder } from '../testing/order-fixtures';
import { expectError, startTestApi, type TestApi } from '../testing/harness';

// Text no database can store (a lone UTF-16 surrogate, which JSON can carry as "\ud800") and URLs whose
// %-encoding decodes to no text at all are the client's mistake: 400 in the catalogue's shape, never a 5xx
// or the framework's own body.

let t: TestApi;
let auth: string;
beforeAll(async () => {
  t = await startTestApi();
  auth = await t.login();
});
afterAll(() => t.close());

const lone = '\ud800';

describe('a lone surrogate in what the client sends is 400 / 40004', () => {
  test("in an order's recipient name and in its address", async () => {
    const [p] = await buyable(t);
    const base = twOrder([{ p: p!, amount: 1 }]);
    const address = base.address!;
    const named = twOrder([{ p: p!, amount: 1 }], { recipient: { ...base.recipient, name: `王${lone}` } });
    expectError(await postOrder(t, named, { authorization: auth }), 400, 40004);
    const addressed = twOrder([{ p: p!, amount: 1 }], { address: { ...address, detail: `${lone}路1號` } });
    expectError(await postOrder(t, addressed, { authorization: auth }), 400, 40004);
    // The same order with well-formed text is taken: only the bad text was refused.
    expect((await postOrder(t, base, { authorization: auth })).statusCode).toBe(200);
  });

  test('in a sign-up', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/v1/account/register',
      payload: { email: 'new@example.com', checksum: 'x'.repeat(43), password: 'Secret123', account_name: `a${lone}` },
    });
    expectError(res, 400, 40004);
  });

  test('in a search keyword, raw or %-encoded as its UTF-8 form', async () => {
    expectError(await t.inject(`/api/v1/product?keyword=${encodeURIComponent('a')}%ED%A0%80`), 400, 40004);
    // A query parser that leaves undecodable text as it came must not turn it into a search either.
    expectError(await t.inject('/api/v1/product?keyword=%E0%A4%A'), 400, 40004);
  });
});

describe('a path whose %-encoding decodes to no text is 400 / 40004 in the catalogue shape', () => {
  const operations: [string, string][] = [
    ['GET', '/api/v1/product/%E0%A4%A'],
    ['GET', '/api/v1/article/%ED%A0%80'],
    ['GET', '/api/v1/theme/%C0/product'],
    ['GET', '/api/v1/order/%FF'],
    ['POST', '/api/v1/order/%E0%A4%A'],
    ['GET', '/api/v1/kuji-order/%E0%A4%A/prizes'],
    ['GET', '/api/v1/purchase/%E0%A4%A'],
    ['POST', '/api/v1/product/%E0%A4%A/arrival-notice'],
    ['GET', '/api/v1/images/%E0%A4%A'],
  ];
  test.each(operations)('%s %s', async (method, url) => {
    const res = await t.inject({ method, url, headers: { locale: 'en' }, ...(method === 'POST' ? { payload: {} } : {}) });
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(expectError(res, 400, 40004).error_msg).toBe('Invalid parameters, please re-enter.');
    expect(Object.keys(res.json()).sort()).toEqual(['error_code', 'error_msg']);
  });
});
