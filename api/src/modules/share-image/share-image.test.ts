import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { shareImagePath, shareImageSize } from '@shop/shared/contract';
import { articles, kujis, products, themes } from '../../db/schema';
import { expectError, startTestApi, type TestApi } from '../../testing/harness';
import { adminCall } from '../../testing/catalogue-admin';
import { operatorToken } from '../../testing/operators';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi({ SEED_IMAGES: 'true' });
});
afterAll(() => t.close());

/** The id of a seeded row that is (or is not) adult. */
async function seeded(table: typeof products | typeof kujis | typeof themes, adult: boolean) {
  const [row] = await t.ctx.db.select({ id: table.id }).from(table).where(eq(table.adult, adult)).limit(1);
  return row!.id;
}

async function expectPreview(path: string) {
  const res = await t.inject(path);
  expect([res.statusCode, res.headers['content-type'], res.headers['cache-control']]).toEqual([
    200,
    'image/jpeg',
    'public, max-age=86400',
  ]);
  const { format, width, height } = await sharp(res.raw).metadata();
  expect({ format, width, height }).toEqual({ format: 'jpeg', ...shareImageSize });
  expect(res.raw.length).toBeLessThan(5 * 1024 * 1024);
  return res;
}

/** Uploads `bytes` as `catalogue/<file>` to the emulated bucket as the console does; its download URL. */
async function uploadPicture(file: string, bytes: Buffer): Promise<string> {
  const token = (await operatorToken(t, 'merchandiser')).replace(/^Bearer /, '');
  const { bucket } = t.ctx.config.storage;
  const name = `catalogue/${file}`;
  const boundary = 'share-image-test';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Type: application/json\r\n\r\n${JSON.stringify({ name, contentType: 'image/png' })}\r\n`,
    ),
    Buffer.from(`--${boundary}\r\nContent-Type: image/png\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--`),
  ]);
  const res = await t.inject({
    method: 'POST',
    url: `/v0/b/${bucket}/o?name=${encodeURIComponent(name)}`,
    headers: {
      authorization: `Firebase ${token}`,
      'x-goog-upload-protocol': 'multipart',
      'content-type': `multipart/related; boundary=${boundary}`,
    },
    payload: body,
  });
  expect(res.statusCode).toBe(200);
  return `${t.base}/v0/b/${bucket}/o/${encodeURIComponent(name)}?alt=media&token=${res.json().downloadTokens}`;
}

test("a product's, kuji campaign's, theme's and article's preview is a 1200x630 JPEG", async () => {
  await expectPreview(shareImagePath('product', await seeded(products, false)));
  await expectPreview(shareImagePath('kuji', await seeded(kujis, false)));
  await expectPreview(shareImagePath('theme', await seeded(themes, false)));
  const [article] = await t.ctx.db.select({ id: articles.id }).from(articles).limit(1);
  await expectPreview(shareImagePath('article', article!.id));
});

test('a preview is made once, then served from memory; a current ETag is answered 304', async () => {
  const id = (await seeded(products, false)) + 1;
  // Many pixels (a small file): slow enough to make that requests sent together arrive while it is made.
  const large = await sharp({ create: { width: 6000, height: 6000, channels: 3, background: '#2a6' } })
    .png({ compressionLevel: 9 })
    .toBuffer();
  const pictures = [await uploadPicture(`large-${id}.png`, large)];
  expect((await adminCall(t)('PATCH', `/products/${id}`, await operatorToken(t, 'merchandiser'), { pictures })).statusCode).toBe(
    200,
  );
  const path = shareImagePath('product', id);
  // Many requests at once for a preview not made yet: one makes it, the others wait for it (or, late, find it kept).
  const first = await Promise.all(Array.from({ length: 8 }, () => t.inject(path)));
  const how = first.map((r) => r.headers['x-cache']);
  expect(how.filter((c) => c === 'miss')).toHaveLength(1);
  expect(how.filter((c) => c === 'inflight').length).toBeGreaterThan(0);
  expect(how.every((c) => c === 'miss' || c === 'inflight' || c === 'hit')).toBe(true);
  const etag = first[0]!.headers.etag!;
  expect(first.every((r) => r.statusCode === 200 && r.headers.etag === etag && r.raw.equals(first[0]!.raw))).toBe(true);
  const again = await t.inject(path);
  expect([again.headers['x-cache'], again.headers.etag]).toEqual(['hit', etag]);
  const notModified = await t.inject({ url: path, headers: { 'if-none-match': etag } });
  expect([notModified.statusCode, notModified.raw.length, notModified.headers.etag]).toEqual([304, 0, etag]);
  expect((await t.inject({ url: path, headers: { 'if-none-match': '"another"' } })).statusCode).toBe(200);
});

test('adult products, kuji campaigns and themes have no preview picture', async () => {
  expectError(await t.inject(shareImagePath('product', await seeded(products, true))), 404, 40401);
  expectError(await t.inject(shareImagePath('kuji', await seeded(kujis, true))), 404, 40402);
  expectError(await t.inject(shareImagePath('theme', await seeded(themes, true))), 404, 40401);
});

test('unknown items are 404, unknown kinds and names 400', async () => {
  expectError(await t.inject(shareImagePath('product', 2147483647)), 404, 40401);
  expectError(await t.inject(shareImagePath('kuji', 2147483647)), 404, 40402);
  expectError(await t.inject(shareImagePath('article', 2147483647)), 404, 40401);
  expectError(await t.inject('/api/v1/share-images/order/1.jpg'), 400, 40004);
  expectError(await t.inject('/api/v1/share-images/product/x.jpg'), 400, 40004);
});

test("a picture uploaded in the console makes the product's preview; a new picture, a new ETag", async () => {
  const id = (await seeded(products, false)) + 2;
  const before = (await expectPreview(shareImagePath('product', id))).headers.etag;
  // A tall picture with transparency: fitted whole, never cropped, on the shop's background.
  const tall = await sharp({ create: { width: 300, height: 900, channels: 4, background: { r: 0, g: 80, b: 200, alpha: 0.5 } } })
    .png()
    .toBuffer();
  const pictures = [await uploadPicture(`share-${id}.png`, tall)];
  const admin = adminCall(t);
  expect((await admin('PATCH', `/products/${id}`, await operatorToken(t, 'merchandiser'), { pictures })).statusCode).toBe(200);
  const after = await expectPreview(shareImagePath('product', id));
  expect(after.headers.etag).not.toBe(before);
  expect(after.headers['x-cache']).toBe('miss');
  // The picture's middle column is blue-ish, its far left is the background (contain, not cover).
  const { data, info } = await sharp(after.raw).raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => [...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3)];
  expect(at(600, 300)[2]).toBeGreaterThan(at(600, 300)[0]! + 40);
  expect(Math.abs(at(20, 300)[0]! - 0xfd)).toBeLessThan(6);
});

test('a picture of more pixels than a preview may decode gives none', async () => {
  const id = (await seeded(products, false)) + 4;
  const huge = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#888' } })
    .png({ compressionLevel: 9 })
    .toBuffer();
  const pictures = [await uploadPicture(`huge-${id}.png`, huge)];
  expect((await adminCall(t)('PATCH', `/products/${id}`, await operatorToken(t, 'merchandiser'), { pictures })).statusCode).toBe(
    200,
  );
  expectError(await t.inject(shareImagePath('product', id)), 404, 40401);
});

test("a picture outside the shop's storage is never fetched", async () => {
  let hits = 0;
  const elsewhere = http.createServer((_req, res) => {
    hits++;
    res.writeHead(200, { 'content-type': 'image/png' }).end();
  });
  await new Promise<void>((r) => elsewhere.listen(0, '127.0.0.1', r));
  const other = `http://127.0.0.1:${(elsewhere.address() as AddressInfo).port}`;
  const { bucket } = t.ctx.config.storage;
  const id = (await seeded(products, false)) + 3;
  try {
    // Written straight to the table (the console refuses them): another site, the bucket's path on another
    // host, another bucket on the shop's own origin, a path out of catalogue/.
    for (const url of [
      `${other}/x.png`,
      `${other}/v0/b/${bucket}/o/catalogue%2Fx.png?alt=media&token=t`,
      `${t.base}/v0/b/other-bucket/o/catalogue%2Fx.png?alt=media&token=t`,
      `${t.base}/v0/b/${bucket}/o/avatars%2F1%2Fa.png?alt=media&token=t`,
    ]) {
      await t.ctx.db
        .update(products)
        .set({ pictures: [url] })
        .where(eq(products.id, id));
      expectError(await t.inject(shareImagePath('product', id)), 404, 40401);
    }
    expect(hits).toBe(0);
  } finally {
    await new Promise((r) => elsewhere.close(r));
  }
});
