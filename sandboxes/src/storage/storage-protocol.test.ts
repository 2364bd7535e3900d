import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { storageObjects, storageUploads } from '@shop/api/stand-in-kit';
import { startTestApi, type TestApi } from '@shop/api/testing';
import { BucketFiles } from './files';
import { auth, expectRefusal, protocolClient } from '../testing/storage-protocol-client';
import { MAX_OBJECT_BYTES } from './rules';
import { image, newMember } from '../testing/storage-sdk-client';
import { sweepUploads } from './uploads';

// The Storage REST protocol at the HTTP level: what the SDK does not show (error bodies, sessions bound to their
// member, offsets, expiry, lost answers, concurrent uploads of one name, downloads by token).

let t: TestApi;
let dir: string;
let bucket: string;
let member: { id: number; jwt: string };
let other: { id: number; jwt: string };
let png: Buffer;
let http: ReturnType<typeof protocolClient>;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'storage-protocol-'));
  t = await startTestApi({ STORAGE_DIR: dir });
  http = protocolClient(t);
  bucket = http.bucket;
  member = await newMember(t, 'protocol');
  other = await newMember(t, 'protocol-other');
  png = Buffer.from(await image('png', 24));
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

test("refusals answer Firebase's error shape with the shop's code, in the caller's language", async () => {
  const res = await http.multipart(`avatars/${member.id}/a.png`, png, { locale: 'en' });
  expect(res.statusCode).toBe(401);
  expect(res.json()).toEqual({
    error: { code: 401, message: 'Please sign in to upload files.' },
    error_code: 40130,
    error_msg: 'Please sign in to upload files.',
  });
  expect((await http.multipart(`avatars/${member.id}/a.png`, png, {})).json().error_msg).toBe('請先登入，再上傳檔案');
  expectRefusal(await http.multipart(`avatars/${other.id}/a.png`, png, auth(member.jwt)), 403, 40330);
  expectRefusal(
    await http.multipart(`avatars/${member.id}/a.png`, Buffer.from('GIF89a not really'), auth(member.jwt)),
    403,
    40331,
  );
  expectRefusal(await http.multipart(`avatars/${member.id}/a.txt`, png, auth(member.jwt), 'text/plain'), 403, 40331);
  // Bearer is the v1 API's scheme; the Storage SDK sends `Firebase`.
  expectRefusal(await http.multipart(`avatars/${member.id}/a.png`, png, { authorization: `Bearer ${member.jwt}` }), 401, 40130);
});

test('downloads: the right token without a session; the owner without a token; everyone else refused', async () => {
  const name = `avatars/${member.id}/download.png`;
  const stored = (await http.multipart(name, png, auth(member.jwt))).json();
  expect(stored).toMatchObject({ name, bucket, contentType: 'image/png', size: String(png.length), metageneration: '1' });
  const token = stored.downloadTokens as string;

  const byToken = await t.inject(http.objectUrl(name, `?alt=media&token=${token}`));
  expect(byToken.statusCode).toBe(200);
  expect(byToken.raw.equals(png)).toBe(true);
  expect(byToken.headers['content-disposition']).toBe("inline; filename*=utf-8''download.png");
  const byOwner = await t.inject({ url: http.objectUrl(name, '?alt=media'), headers: auth(member.jwt) });
  expect(byOwner.raw.equals(png)).toBe(true);
  expect(byOwner.headers['cache-control']).toBe('private, no-cache');

  expectRefusal(
    await t.inject(http.objectUrl(name, `?alt=media&token=${token.replace(/.$/, (c) => (c === '0' ? '1' : '0'))}`)),
    403,
    40330,
  );
  expectRefusal(await t.inject(http.objectUrl(name, '?alt=media&token=x')), 403, 40330);
  expectRefusal(await t.inject(http.objectUrl(`avatars/${member.id}/none.png`, `?alt=media&token=${token}`)), 404, 40430);
  expectRefusal(await t.inject({ url: http.objectUrl(name, '?alt=media'), headers: auth(other.jwt) }), 403, 40330);
  expectRefusal(await t.inject(http.objectUrl(name, '?alt=media')), 401, 40130);
  expectRefusal(await t.inject(http.objectUrl(name)), 401, 40130);
  expectRefusal(await t.inject({ url: http.objectUrl(name), headers: auth(other.jwt) }), 403, 40330);
  expectRefusal(await t.inject({ method: 'DELETE', url: http.objectUrl(name), headers: auth(other.jwt) }), 403, 40330);
});

test('a resumable session belongs to the member who started it and reports what it received', async () => {
  const big = Buffer.from(await image('png', 300, true));
  const session = await http.start(member.jwt, `avatars/${member.id}/resume.png`, big.length);
  const half = 256 * 1024;

  expectRefusal(await http.command(session, other.jwt, 'upload', 0, big.subarray(0, half)), 403, 40330);
  expectRefusal(await http.command(session, null, 'query'), 401, 40130);
  expect((await http.command(session, member.jwt, 'upload', 0, big.subarray(0, half))).headers['x-goog-upload-status']).toBe(
    'active',
  );
  const query = await http.command(session, member.jwt, 'query');
  expect([query.headers['x-goog-upload-status'], query.headers['x-goog-upload-size-received']]).toEqual(['active', String(half)]);

  // Half an upload is no object: nothing to read or download yet.
  expectRefusal(
    await t.inject({ url: http.objectUrl(`avatars/${member.id}/resume.png`), headers: auth(member.jwt) }),
    404,
    40430,
  );
  // A chunk must continue where the received bytes end, and may not go past the announced size.
  expectRefusal(await http.command(session, member.jwt, 'upload', 0, big.subarray(0, half)), 400, 40004);
  expectRefusal(
    await http.command(session, member.jwt, 'upload', half, Buffer.concat([big.subarray(half), Buffer.alloc(1)])),
    400,
    40004,
  );
  expectRefusal(await http.command(session, member.jwt, 'finalize', half), 400, 40004);

  const done = await http.command(session, member.jwt, 'upload, finalize', half, big.subarray(half));
  expect(done.statusCode).toBe(200);
  expect(done.headers['x-goog-upload-status']).toBe('final');
  expect(done.json()).toMatchObject({ size: String(big.length), contentType: 'image/png' });
  // The answer was lost and the SDK asks again: the same object, not a second upload.
  const again = await http.command(session, member.jwt, 'finalize', big.length);
  expect([again.statusCode, again.headers['x-goog-upload-status'], again.json().generation]).toEqual([
    200,
    'final',
    done.json().generation,
  ]);
  expect((await http.command(session, member.jwt, 'query')).headers['x-goog-upload-status']).toBe('final');
});

test('exactly 5 MB may start; sessions expire after STORAGE_UPLOAD_TTL_SECONDS and their bytes are swept', async () => {
  const session = await http.start(member.jwt, `avatars/${member.id}/five.png`, MAX_OBJECT_BYTES);
  expect((await http.command(session, member.jwt, 'upload', 0, png.subarray(0, 64))).statusCode).toBe(200);
  const id = new URLSearchParams(session.split('?')[1]).get('upload_id')!;
  expect(await readdir(path.join(dir, 'uploads'))).toContain(id);

  await t.ctx.db
    .update(storageUploads)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(storageUploads.id, id));
  expectRefusal(await http.command(session, member.jwt, 'query'), 404, 40431);
  await sweepUploads(t.ctx.db, new BucketFiles(dir));
  expect(await readdir(path.join(dir, 'uploads'))).not.toContain(id);
  expect(await t.ctx.db.select().from(storageUploads).where(eq(storageUploads.id, id))).toEqual([]);
});

test('a refused first chunk ends its session (its bytes are not kept)', async () => {
  const session = await http.start(member.jwt, `avatars/${member.id}/liar.png`, 300 * 1024);
  expectRefusal(await http.command(session, member.jwt, 'upload', 0, Buffer.alloc(256 * 1024, 'x')), 403, 40331);
  expectRefusal(await http.command(session, member.jwt, 'query'), 404, 40431);
});

test('concurrent uploads of one name: every one succeeds, one version remains, no file is left behind', async () => {
  const name = `avatars/${member.id}/race.png`;
  const versions = await Promise.all(Array.from({ length: 30 }, (_, i) => image('png', 10 + i).then(Buffer.from)));
  const before = (await readdir(path.join(dir, 'objects'))).length;
  const answers = await Promise.all(versions.map((bytes) => http.multipart(name, bytes, auth(member.jwt))));
  expect(answers.map((a) => a.statusCode)).toEqual(versions.map(() => 200));

  const rows = await t.ctx.db.select().from(storageObjects).where(eq(storageObjects.name, name));
  expect(rows).toHaveLength(1);
  expect((await readdir(path.join(dir, 'objects'))).length).toBe(before + 1);
  expect(await readdir(path.join(dir, 'tmp'))).toEqual([]);
  const winner = answers.find((a) => a.json().downloadTokens === rows[0]!.downloadToken)!;
  const served = await t.inject(http.objectUrl(name, `?alt=media&token=${rows[0]!.downloadToken}`));
  expect(served.raw.equals(versions[answers.indexOf(winner)]!)).toBe(true);
  const losers = answers.filter((a) => a !== winner);
  for (const a of losers.slice(0, 3)) {
    expectRefusal(await t.inject(http.objectUrl(name, `?alt=media&token=${a.json().downloadTokens}`)), 403, 40330);
  }
});
