import { ProductDetailBody, ProductList, type ProductSummary } from '@shop/shared/contract';
import { expectError, expectShape, startTestApi, type TestApi } from '../../testing/harness';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t.close());

const list = async (qs: string, locale = 'zh-TW') => {
  const res = await t.inject({ url: `/api/v1/product?${qs}`, headers: { locale } });
  expect(res.statusCode).toBe(200);
  expectShape(ProductList, res.json());
  return res.json() as { data: ProductSummary[]; total: number; page: number; page_size: number };
};

describe('GET /product', () => {
  test('pages through at least 300 seeded products', async () => {
    const first = await list('page=1&page_size=50');
    expect(first.total).toBeGreaterThanOrEqual(300);
    expect(first.data).toHaveLength(50);
    const second = await list('page=2&page_size=50');
    expect(second.data[0]!.product_id).not.toBe(first.data[0]!.product_id);
    const beyond = await list('page=1000');
    expect(beyond.data).toEqual([]);
  });

  test('every product flag is represented in the seed', async () => {
    const all = (await list('page_size=100')).data.concat(
      (await list('page=2&page_size=100')).data,
      (await list('page=3&page_size=100')).data,
      (await list('page=4&page_size=100')).data,
    );
    expect(all.some((p) => p.is_sold_out)).toBe(true);
    expect(all.some((p) => p.is_pre_order)).toBe(true);
    expect(all.some((p) => p.is_single_checkout)).toBe(true);
    expect(all.some((p) => p.is_adult)).toBe(true);
    expect(all.some((p) => p.is_lucky_bag)).toBe(true);
    expect(all.some((p) => p.ships_from === 'CN')).toBe(true);
    expect(all.some((p) => p.ships_from === 'TW')).toBe(true);
    expect(all.some((p) => p.availability === 'unavailable')).toBe(true);
    expect(all.some((p) => p.selling_price === null)).toBe(true);
    expect(all.some((p) => p.selling_price !== null && p.selling_price < p.marked_price)).toBe(true);
  });

  test('filters by category, theme, availability and lucky bag', async () => {
    const cat = await list('category_id=3&page_size=100');
    expect(cat.total).toBeGreaterThan(0);
    expect(cat.data.every((p) => p.category_id === 3)).toBe(true);
    expect((await list('category_id=all')).total).toBeGreaterThanOrEqual(300);
    const theme = await list('theme_id=2&page_size=100');
    expect(theme.total).toBeGreaterThan(0);
    for (const a of ['available', 'pre_order', 'sold_out', 'unavailable'] as const) {
      const r = await list(`availability=${a}&page_size=100`);
      expect(r.total).toBeGreaterThan(0);
      expect(r.data.every((p) => p.availability === a)).toBe(true);
    }
    const bags = await list('lucky_bag=true&page_size=100');
    expect(bags.total).toBeGreaterThan(0);
    expect(bags.data.every((p) => p.is_lucky_bag)).toBe(true);
  });

  test('sorts by effective price', async () => {
    const asc = (await list('sort=price_asc&page_size=100')).data.map((p) => p.selling_price ?? p.marked_price);
    expect([...asc].sort((a, b) => a - b)).toEqual(asc);
    const desc = (await list('sort=price_desc&page_size=100')).data.map((p) => p.selling_price ?? p.marked_price);
    expect([...desc].sort((a, b) => b - a)).toEqual(desc);
  });

  test('searches Chinese and English names in every language, ranked', async () => {
    const tw = await list(`keyword=${encodeURIComponent('機甲少女')}&page_size=100`);
    expect(tw.total).toBeGreaterThan(0);
    expect(tw.data[0]!.display_name).toContain('機甲少女');
    // A simplified-Chinese keyword finds the same products while the display language is traditional.
    const cn = await list(`keyword=${encodeURIComponent('机甲少女')}&page_size=100`);
    expect(cn.total).toBe(tw.total);
    const en = await list(`keyword=${encodeURIComponent('mecha maidens')}&page_size=100`, 'en');
    expect(en.total).toBe(tw.total);
    expect(en.data[0]!.display_name).toMatch(/Mecha Maidens/);
    // Two characters, no word boundaries.
    expect((await list(`keyword=${encodeURIComponent('福袋')}`)).total).toBeGreaterThan(0);
    // A typo still finds products through trigram similarity.
    const typo = await list(`keyword=${encodeURIComponent('Mecha Maidns')}`, 'en');
    expect(typo.total).toBeGreaterThan(0);
    expect((await list(`keyword=${encodeURIComponent('zzqqxx-nothing')}`)).total).toBe(0);
    // A % is a character, not a wildcard: "100%" finds the cotton T-shirts ("100% cotton") and nothing else.
    const cotton = await list(`keyword=${encodeURIComponent('100%')}&page_size=100`, 'en');
    expect(cotton.total).toBeGreaterThan(0);
    expect(cotton.data.filter((p) => !p.display_name.includes('T-shirt'))).toEqual([]);
  });

  test.each(['zh-TW', 'zh-CN', 'en'])('every keyword the shop suggests in %s finds products', async (locale) => {
    const suggested = await t.inject({ url: '/api/v1/system/search-keyword', headers: { locale } });
    const keywords: string[] = suggested.json().data;
    expect(keywords.length).toBeGreaterThan(0);
    const totals = await Promise.all(
      keywords.map(async (keyword) => [keyword, (await list(`keyword=${encodeURIComponent(keyword)}`, locale)).total] as const),
    );
    expect(totals.filter(([, total]) => total === 0)).toEqual([]);
  });

  test('finds a product by its category name', async () => {
    // No plush is named 毛绒玩偶 (they are 大抱枕玩偶, 挂饰玩偶): the category's own name finds them all.
    const found = await list(`keyword=${encodeURIComponent('毛绒玩偶')}&page_size=100`);
    const category = await list('category_id=2&page_size=100');
    expect(found.total).toBeGreaterThan(0);
    expect(found.data.map((p) => p.product_id).sort()).toEqual(category.data.map((p) => p.product_id).sort());
  });

  test('answers in the requested language', async () => {
    const [tw, en, cn] = await Promise.all([
      list('page_size=1&sort=price_asc'),
      list('page_size=1&sort=price_asc', 'en'),
      list('page_size=1&sort=price_asc', 'zh-CN'),
    ]);
    expect(tw.data[0]!.product_id).toBe(en.data[0]!.product_id);
    expect(tw.data[0]!.display_name).not.toBe(en.data[0]!.display_name);
    expect(cn.data[0]!.display_name).not.toBe(en.data[0]!.display_name);
  });

  test('rejects bad queries with 40004', async () => {
    for (const qs of [
      'page=0',
      'page_size=101',
      'page_size=-1',
      'sort=random',
      'category_id=abc',
      'availability=maybe',
      'unknown=1',
      `keyword=${'x'.repeat(101)}`,
      'keyword=',
      'theme_id=1.5',
    ]) {
      expectError(await t.inject(`/api/v1/product?${qs}`), 400, 40004);
    }
  });

  test('ignores an invalid token: the catalogue is public', async () => {
    const res = await t.inject({ url: '/api/v1/product?page_size=1', headers: { authorization: 'Bearer not-a-token' } });
    expect(res.statusCode).toBe(200);
  });
});

describe('GET /product/:id', () => {
  test('returns detail with flags, images and recommendations', async () => {
    const res = await t.inject({ url: '/api/v1/product/1', headers: { locale: 'en' } });
    expect(res.statusCode).toBe(200);
    expectShape(ProductDetailBody, res.json());
    const p = res.json().data;
    expect(p.product_id).toBe(1);
    expect(p.images.length).toBeGreaterThanOrEqual(1);
    expect(p.images[0]).toMatch(/\.jpg$/);
    expect(p.themes.length).toBeGreaterThanOrEqual(1);
    expect(p.recommendations.length).toBeGreaterThan(0);
    expect(p.recommendations.every((r: ProductSummary) => r.product_id !== 1 && r.category_id === p.category_id)).toBe(true);
  });

  test('unknown and malformed ids', async () => {
    expectError(await t.inject('/api/v1/product/999999'), 404, 40401);
    expectError(await t.inject('/api/v1/product/0'), 400, 40004);
    expectError(await t.inject('/api/v1/product/-3'), 400, 40004);
    expectError(await t.inject('/api/v1/product/1e3'), 400, 40004);
    expectError(await t.inject('/api/v1/product/1.0'), 400, 40004);
  });

  test('an invalid token does not block a public page', async () => {
    expect((await t.inject({ url: '/api/v1/product/2', headers: { authorization: 'Bearer x.y.z' } })).statusCode).toBe(200);
  });
});
