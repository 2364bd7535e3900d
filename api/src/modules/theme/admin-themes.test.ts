import { AdminThemeBody, AdminThemeList } from '@shop/shared/contract';
import { expectError, expectShape, startTestApi, type TestApi } from '../../testing/harness';
import { adminCall, expectStaffAndVisitorsRefused, inLanguages, storedPicture } from '../../testing/catalogue-admin';
import { auditRows, operatorToken } from '../../testing/operators';

// The console's themes: created with a picture from the shop's storage, changed (the shop shows it at once),
// removed only when no product is in one.

let t: TestApi;
let merchandiser: string;
let admin: ReturnType<typeof adminCall>;
beforeAll(async () => {
  t = await startTestApi({ CATALOGUE_CACHE_MS: '60000' });
  merchandiser = await operatorToken(t, 'merchandiser');
  admin = adminCall(t);
});
afterAll(() => t.close());

const theme = (extra: object = {}) => ({
  name: inLanguages('Space opera'),
  description: inLanguages('Ships and stars'),
  image: storedPicture(t, 'space.png'),
  ...extra,
});
const shopTheme = (id: number, locale = 'en') => t.inject({ url: `/api/v1/theme/${id}`, headers: { locale } });

test('a theme is created, changed in three languages the shop shows at once, and removed', async () => {
  const res = await admin('POST', '/themes', merchandiser, theme());
  expect(res.statusCode).toBe(201);
  expectShape(AdminThemeBody, res.json());
  const { id } = res.json().data;
  expect((await shopTheme(id)).json().data).toMatchObject({
    display_name: 'Space opera (en)',
    image: storedPicture(t, 'space.png'),
  });
  const name = inLanguages('Space western');
  const changed = await admin('PUT', `/themes/${id}`, merchandiser, theme({ name, adult: true }));
  expect(changed.json().data).toMatchObject({ name, adult: true });
  for (const [locale, lang] of [
    ['zh-TW', 'tw'],
    ['zh-CN', 'cn'],
    ['en', 'en'],
  ] as const)
    expect((await shopTheme(id, locale)).json().data).toMatchObject({ display_name: name[lang], is_adult: true });
  const list = (await admin('GET', '/themes', merchandiser)).json();
  expectShape(AdminThemeList, list);
  expect(list.data.map((x: { id: number }) => x.id)).toContain(id);
  expect((await admin('DELETE', `/themes/${id}`, merchandiser)).statusCode).toBe(200);
  expect((await shopTheme(id)).statusCode).toBe(404);
  const actions = (await auditRows(t)).filter((r) => r.target === 'theme' && r.targetId === String(id)).map((r) => r.action);
  expect(actions).toEqual(['theme.create', 'theme.update', 'theme.remove']);
});

test('a theme with products is not removed; pictures from elsewhere, bad input and unknown ids are refused', async () => {
  const before = (await auditRows(t)).length;
  expectError(await admin('DELETE', '/themes/1', merchandiser), 409, 40932);
  expectError(await admin('POST', '/themes', merchandiser, theme({ image: 'https://example.com/x.png' })), 400, 40090);
  expectError(await admin('POST', '/themes', merchandiser, theme({ adult: 'yes' })), 400, 40004);
  expectError(await admin('PUT', '/themes/2147483647', merchandiser, theme()), 404, 40451);
  expectError(await admin('DELETE', '/themes/2147483647', merchandiser), 404, 40451);
  expect((await auditRows(t)).length).toBe(before);
});

test('staff and visitors are refused', () =>
  expectStaffAndVisitorsRefused(t, [
    ['GET', '/themes'],
    ['POST', '/themes', theme()],
    ['PUT', '/themes/1', theme()],
    ['DELETE', '/themes/1'],
  ]));
