import fs from 'node:fs';
import { apiErrors } from '@shop/shared/contract';
import { startTestApi, type TestApi } from '../../testing/harness';

// api/README.md "Try the member centre" promises a new user which message each seeded code gives the demo member:
// the table is claimed here, row by row, on a freshly seeded shop, so the promise cannot drift from the seed.

let t: TestApi;
let demo: string;
beforeAll(async () => {
  t = await startTestApi();
  demo = await t.login();
});
afterAll(() => t.close());

const readme = fs.readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
const section = readme.slice(readme.indexOf('## Try the member centre'), readme.indexOf("## A member's own password"));
const rows = [...section.matchAll(/^\|(.+?)\|\s*'(.+?)'(?=\s*[(|]).*\|$/gm)].map(([, codes, outcome]) => ({
  codes: [...codes!.matchAll(/`([A-Z0-9]+)`/g)].map(([, code]) => code!),
  outcome: outcome!,
}));

const claimMessage = async (code: string) => {
  const res = await t.inject({
    method: 'POST',
    url: '/api/v1/coupon',
    headers: { authorization: demo, locale: 'en' },
    payload: { code: code.toLowerCase() },
  });
  // Success has no server message: the page says 'successfully received' (SPEC §8).
  return res.statusCode === 200 ? 'successfully received' : (res.json().error_msg as string);
};

test('the table names every claim outcome of SPEC §8 and every seeded code', () => {
  const outcomes = rows.map((r) => r.outcome.toLowerCase());
  for (const e of [apiErrors.COUPON_INVALID, apiErrors.COUPON_EXPIRED, apiErrors.COUPON_CLAIMED, apiErrors.COUPON_LIMIT]) {
    expect(outcomes).toContain(e.messages.en.toLowerCase());
  }
  expect(outcomes).toContain('successfully received');
  expect(rows.flatMap((r) => r.codes)).toEqual(
    expect.arrayContaining(['WELCOME100', 'DEMOCLAIMED', 'FREESHIPTW', 'EXPIRED50', 'LIMITED1', 'KUJI100']),
  );
});

test('each code gives the demo member the outcome the table says', async () => {
  const got: Record<string, string> = {};
  const expected: Record<string, string> = {};
  for (const row of rows) {
    for (const code of row.codes) {
      expected[code] = row.outcome.toLowerCase();
      got[code] = (await claimMessage(code)).toLowerCase();
    }
  }
  expect(got).toEqual(expected);
});
