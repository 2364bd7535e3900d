import { inArray } from 'drizzle-orm';
import type { ProductSummary } from '@shop/shared/contract';
import { products } from '../../db/schema';
import { startTestApi, type TestApi } from '../../testing/harness';

// The keyword search as a shopper meets it: English words match where a word starts, never inside a word; Chinese
// matches anywhere (no spaces between words); whole words rank first; a typo still finds what it meant.

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t.close());

/** Every product the keyword finds, in the API's order (all pages). */
async function search(keyword: string, locale = 'en'): Promise<ProductSummary[]> {
  const found: ProductSummary[] = [];
  for (let page = 1; ; page++) {
    const res = await t.inject({
      url: `/api/v1/product?keyword=${encodeURIComponent(keyword)}&page_size=100&page=${page}`,
      headers: { locale },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { data: ProductSummary[]; total: number };
    found.push(...body.data);
    if (found.length >= body.total || body.data.length === 0) return found;
  }
}

/** The text the search reads of each product: names, descriptions and category in every language. */
async function searchTexts(found: ProductSummary[]): Promise<string[]> {
  const ids = found.map((p) => p.product_id);
  const rows = await t.ctx.db
    .select({ id: products.id, text: products.searchText })
    .from(products)
    .where(inArray(products.id, ids));
  const textOf = new Map(rows.map((r) => [r.id, r.text]));
  return ids.map((id) => textOf.get(id)!);
}

test('an English word matches at the start of a word, never inside one: "star" is not "standard"', async () => {
  const found = await search('star');
  expect(found.length).toBeGreaterThan(0);
  expect(found.filter((p) => !/\bstar/i.test(p.display_name))).toEqual([]);
  // The start of a word is enough: "mech" finds what "mecha" finds.
  expect((await search('mech')).map((p) => p.product_id)).toEqual((await search('mecha')).map((p) => p.product_id));
});

test('products with every keyword as a whole word come first', async () => {
  const found = await search('stand');
  const whole = (await searchTexts(found)).map((text) => /(^|[^\p{L}\p{N}_])stand([^\p{L}\p{N}_]|$)/u.test(text));
  expect(whole).toContain(true);
  expect(whole).toContain(false);
  // true, …, true, false, …, false
  expect(whole).toEqual([...whole].sort((a, b) => Number(b) - Number(a)));
});

test('Chinese keywords still match inside a run of characters', async () => {
  const plush = await search('玩偶', 'zh-TW');
  expect(plush.length).toBeGreaterThan(0);
  expect(plush.every((p) => p.display_name.includes('玩偶'))).toBe(true);
});

test('a typo finds what it meant when the words find nothing', async () => {
  const typo = await search('Mecha Maidns');
  expect(typo.length).toBeGreaterThan(0);
  expect(typo[0]!.display_name).toMatch(/Mecha Maidens/);
  expect(await search('zzqqxx-nothing')).toEqual([]);
});
