import sharp from 'sharp';
import { expectError, startTestApi, type TestApi } from '../../testing/harness';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi({ SEED_IMAGES: 'true' });
});
afterAll(() => t.close());

test('every product image exists as JPEG and as WebP', async () => {
  const p = (await t.inject('/api/v1/product/1')).json().data;
  const jpg = await t.inject(p.images[0]);
  expect(jpg.statusCode).toBe(200);
  expect(jpg.headers['content-type']).toBe('image/jpeg');
  expect((await sharp(jpg.raw).metadata()).format).toBe('jpeg');
  const webp = await t.inject(p.images[0].replace(/\.jpg$/, '.webp'));
  expect(webp.statusCode).toBe(200);
  expect(webp.headers['content-type']).toBe('image/webp');
  expect((await sharp(webp.raw).metadata()).format).toBe('webp');
});

test('theme, article and banner images resolve', async () => {
  const theme = (await t.inject('/api/v1/theme/1')).json().data;
  expect((await t.inject(theme.image)).statusCode).toBe(200);
  const home = (await t.inject('/api/v1/index')).json().data;
  expect((await t.inject(home.banners[0].image)).statusCode).toBe(200);
  expect((await t.inject(home.hot_news[0].cover)).statusCode).toBe(200);
});

test('missing images are 404, path tricks are 400', async () => {
  expectError(await t.inject('/api/v1/images/p-nope-1.jpg'), 404, 40401);
  expectError(await t.inject('/api/v1/images/..%2F..%2Fetc%2Fpasswd'), 400, 40004);
  expectError(await t.inject('/api/v1/images/a.png'), 400, 40004);
});

test('images are public: an invalid token is ignored', async () => {
  expect((await t.inject({ url: '/api/v1/images/t-1.jpg', headers: { authorization: 'Bearer bad' } })).statusCode).toBe(200);
});
