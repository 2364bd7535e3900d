import { AdminCategoryBody, AdminCategoryList } from '@shop/shared/contract';
import { expectError, expectShape, startTestApi, type TestApi } from '../../testing/harness';
import { adminCall, expectStaffAndVisitorsRefused, inLanguages, storedPicture } from '../../testing/catalogue-admin';
import { auditRows, operatorToken } from '../../testing/operators';

// The console's categories: created, renamed (the shop shows it at once), removed only when no product is in one.

let t: TestApi;
let merchandiser: string;
let admin: ReturnType<typeof adminCall>;
beforeAll(async () => {
  t = await startTestApi({ CATALOGUE_CACHE_MS: '60000' });
  merchandiser = await operatorToken(t, 'merchandiser');
  admin = adminCall(t);
});
afterAll(() => t.close());

const shopNames = async (locale: string) =>
  (await t.inject({ url: '/api/v1/category', headers: { locale } }))
    .json()
    .data.map((c: { display_name: string }) => c.display_name);

test('a category is created, renamed in three languages the shop shows at once, and removed', async () => {
  await shopNames('en');
  const res = await admin('POST', '/categories', merchandiser, { name: inLanguages('Gadgets'), sort: 99 });
  expect(res.statusCode).toBe(201);
  expectShape(AdminCategoryBody, res.json());
  const { id } = res.json().data;
  expect(await shopNames('en')).toContain('Gadgets (en)');
  const name = inLanguages('Gizmos');
  expect((await admin('PUT', `/categories/${id}`, merchandiser, { name, sort: 99 })).json().data).toEqual({ id, name, sort: 99 });
  expect(await shopNames('zh-TW')).toContain(name.tw);
  expect(await shopNames('zh-CN')).toContain(name.cn);
  const list = (await admin('GET', '/categories', merchandiser)).json();
  expectShape(AdminCategoryList, list);
  expect(list.data.at(-1)).toEqual({ id, name, sort: 99 });
  expect((await admin('DELETE', `/categories/${id}`, merchandiser)).statusCode).toBe(200);
  expect(await shopNames('en')).not.toContain(name.en);
  const rows = (await auditRows(t)).filter((r) => r.target === 'category' && r.targetId === String(id));
  expect(rows.map((r) => r.action)).toEqual(['category.create', 'category.update', 'category.remove']);
  expect(rows[1]!.before).toMatchObject({ name: inLanguages('Gadgets') });
});

test('a category with products is not removed; bad input and unknown ids are refused', async () => {
  const before = (await auditRows(t)).length;
  expectError(await admin('DELETE', '/categories/1', merchandiser), 409, 40932);
  expectError(await admin('POST', '/categories', merchandiser, { name: { tw: 'x', cn: 'x' } }), 400, 40004);
  expectError(await admin('PUT', '/categories/2147483647', merchandiser, { name: inLanguages('x') }), 404, 40451);
  expectError(await admin('DELETE', '/categories/2147483647', merchandiser), 404, 40451);
  expect((await auditRows(t)).length).toBe(before);
});

test('removing a category while products are saved into it: either the products or the removal is refused, never both kept', async () => {
  for (let round = 0; round < 5; round++) {
    const { id } = (await admin('POST', '/categories', merchandiser, { name: inLanguages(`Race ${round}`) })).json().data;
    const product = (n: number) => ({
      sku: `RACE-${process.pid}-${round}-${n}`,
      category_id: id,
      name: inLanguages('Race'),
      description: inLanguages(''),
      marked_price: 100,
      selling_price: null,
      purchase_limit: 1,
      pre_order: false,
      release_at: '2026-01-01T00:00:00.000Z',
      adult: false,
      lucky_bag: false,
      featured: false,
      single_checkout: false,
      ships_from: 'TW',
      sales_area: ['TW'],
      theme_ids: [],
      pictures: [storedPicture(t, 'race.png')],
      set_items: [],
      stock: 1,
    });
    const [removed, ...created] = await Promise.all([
      admin('DELETE', `/categories/${id}`, merchandiser),
      ...[1, 2, 3].map((n) => admin('POST', '/products', merchandiser, product(n))),
    ]);
    const made = created.filter((r) => r.statusCode === 201).length;
    // Refused creations are 40091 (the category is gone); a refused removal is 40932 (a product is in it).
    expect(created.filter((r) => r.statusCode !== 201).map((r) => r.json().error_code)).toEqual(Array(3 - made).fill(40091));
    if (removed.statusCode === 200) expect(made).toBe(0);
    else expect([removed.json().error_code, made > 0]).toEqual([40932, true]);
  }
});

test('staff and visitors are refused', () =>
  expectStaffAndVisitorsRefused(t, [
    ['GET', '/categories'],
    ['POST', '/categories', { name: inLanguages('x') }],
    ['PUT', '/categories/1', { name: inLanguages('x') }],
    ['DELETE', '/categories/1'],
  ]));
