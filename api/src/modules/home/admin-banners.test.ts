import { AdminBannerBody, AdminBannerList } from '@shop/shared/contract';
import { expectError, expectShape, startTestApi, type TestApi } from '../../testing/harness';
import { adminCall, expectStaffAndVisitorsRefused, inLanguages, storedPicture } from '../../testing/catalogue-admin';
import { auditRows, operatorToken } from '../../testing/operators';

// The console's home page banners: added, changed and removed; the home page shows each change at once.

let t: TestApi;
let merchandiser: string;
let admin: ReturnType<typeof adminCall>;
beforeAll(async () => {
  t = await startTestApi({ CATALOGUE_CACHE_MS: '60000' });
  merchandiser = await operatorToken(t, 'merchandiser');
  admin = adminCall(t);
});
afterAll(() => t.close());

const banner = (extra: object = {}) => ({
  title: inLanguages('Winter sale'),
  image: storedPicture(t, 'winter.png'),
  link: '/kuji',
  sort: -1,
  ...extra,
});
const homeBanners = async (locale = 'en') =>
  (await t.inject({ url: '/api/v1/index', headers: { locale } })).json().data.banners as {
    banner_id: number;
    display_name: string;
    image: string;
  }[];

test('a banner is added first on the home page, changed, and removed, each shown at once', async () => {
  await homeBanners();
  const res = await admin('POST', '/banners', merchandiser, banner());
  expect(res.statusCode).toBe(201);
  expectShape(AdminBannerBody, res.json());
  const { id } = res.json().data;
  expect((await homeBanners())[0]).toEqual({
    banner_id: id,
    display_name: 'Winter sale (en)',
    image: storedPicture(t, 'winter.png'),
    link: '/kuji',
  });
  const title = inLanguages('Spring sale');
  await admin('PUT', `/banners/${id}`, merchandiser, banner({ title }));
  expect((await homeBanners('zh-TW'))[0]!.display_name).toBe(title.tw);
  expect((await homeBanners('zh-CN'))[0]!.display_name).toBe(title.cn);
  const list = (await admin('GET', '/banners', merchandiser)).json();
  expectShape(AdminBannerList, list);
  expect(list.data[0].id).toBe(id);
  expect((await admin('DELETE', `/banners/${id}`, merchandiser)).statusCode).toBe(200);
  expect((await homeBanners()).map((b) => b.banner_id)).not.toContain(id);
  const actions = (await auditRows(t)).filter((r) => r.target === 'banner' && r.targetId === String(id)).map((r) => r.action);
  expect(actions).toEqual(['banner.create', 'banner.update', 'banner.remove']);
});

test('pictures from elsewhere, script links, bad input and unknown ids are refused', async () => {
  const before = (await auditRows(t)).length;
  expectError(await admin('POST', '/banners', merchandiser, banner({ image: 'https://example.com/x.png' })), 400, 40090);
  expectError(await admin('POST', '/banners', merchandiser, banner({ link: 'javascript:alert(1)' })), 400, 40004);
  expectError(await admin('POST', '/banners', merchandiser, banner({ link: '//evil.example' })), 400, 40004);
  expectError(await admin('PUT', '/banners/2147483647', merchandiser, banner()), 404, 40451);
  expectError(await admin('DELETE', '/banners/2147483647', merchandiser), 404, 40451);
  expect((await auditRows(t)).length).toBe(before);
});

test('staff and visitors are refused', () =>
  expectStaffAndVisitorsRefused(t, [
    ['GET', '/banners'],
    ['POST', '/banners', banner()],
    ['PUT', '/banners/1', banner()],
    ['DELETE', '/banners/1'],
  ]));
