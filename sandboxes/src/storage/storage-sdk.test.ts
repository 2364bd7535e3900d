import { createHash } from 'node:crypto';
import { deleteObject, getDownloadURL, getMetadata, ref } from 'firebase/storage';
import { startTestApi, type TestApi } from '@shop/api/testing';
import { image, newMember, refusal, storageClient, upload, type SdkClient } from '../testing/storage-sdk-client';

// The avatar page's path through the real Firebase Storage SDK against the API's emulated bucket: both upload
// protocols the SDK chooses by size, the download URL it builds, and the bytes served back unchanged.

let t: TestApi;
let member: { id: number; jwt: string };
let client: SdkClient;
/** Every request the SDK made (the network edge is observed, not replaced). */
let sent: { method: string; url: string; protocol: string | null; command: string | null }[] = [];
const realFetch = globalThis.fetch;

beforeAll(async () => {
  t = await startTestApi();
  member = await newMember(t, 'sdk');
  client = storageClient(t, member.jwt);
  globalThis.fetch = async (input: string | URL | Request, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    sent.push({
      method: init?.method ?? 'GET',
      url: String(input),
      protocol: headers.get('x-goog-upload-protocol'),
      command: headers.get('x-goog-upload-command'),
    });
    return realFetch(input, init);
  };
});
afterAll(async () => {
  globalThis.fetch = realFetch;
  await client.close();
  await t.close();
});
beforeEach(() => {
  sent = [];
});

async function fetchBytes(url: string) {
  const res = await realFetch(url);
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
}

test('a small image goes up in one multipart request; its download URL serves the same bytes', async () => {
  const png = await image('png', 32);
  expect(png.length).toBeLessThan(256 * 1024);
  const path = `avatars/${member.id}/avatar.png`;
  const { snapshot, progress } = await upload(client, path, png, { contentType: 'image/png' });

  expect(sent.map((r) => [r.method, r.protocol])).toEqual([['POST', 'multipart']]);
  expect(sent[0]!.url).toBe(`${t.base}/v0/b/${t.ctx.config.storage.bucket}/o?name=${encodeURIComponent(path)}`);
  expect(progress.at(-1)).toBe(png.length);
  expect(snapshot.metadata).toMatchObject({
    bucket: t.ctx.config.storage.bucket,
    fullPath: path,
    name: 'avatar.png',
    size: png.length,
    contentType: 'image/png',
  });
  expect(snapshot.metadata.md5Hash).toBe(createHash('md5').update(png).digest('base64'));

  const url = await getDownloadURL(snapshot.ref);
  expect(url).toMatch(
    new RegExp(
      `^${t.base}/v0/b/${t.ctx.config.storage.bucket}/o/avatars%2F${member.id}%2Favatar\\.png\\?alt=media&token=[0-9a-f-]{36}$`,
    ),
  );
  const { res, bytes } = await fetchBytes(url);
  expect(res.status).toBe(200);
  expect(Buffer.from(bytes).equals(Buffer.from(png))).toBe(true);
  expect(res.headers.get('content-type')).toBe('image/png');
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('cache-control')).toBe('private, max-age=86400, immutable');
});

test('an image over 256 KiB goes up resumably in growing chunks, with progress, and comes back identical', async () => {
  const big = await image('png', 600, true);
  expect(big.length).toBeGreaterThan(1024 * 1024);
  const path = `avatars/${member.id}/large.png`;
  const { snapshot, progress } = await upload(client, path, big, { contentType: 'image/png' });

  const commands = sent.filter((r) => r.method === 'POST').map((r) => r.command ?? r.protocol);
  expect(commands[0]).toBe('start');
  expect(sent[0]!.protocol).toBe('resumable');
  expect(commands.slice(1, -1).every((c) => c === 'upload')).toBe(true);
  expect(commands.at(-1)).toBe('upload, finalize');
  expect(commands.length).toBeGreaterThanOrEqual(4);
  // Chunks go to the session URL the start answered, on the same origin.
  expect(sent[1]!.url).toMatch(new RegExp(`^${t.base}/v0/b/[^/]+/o\\?upload_id=[0-9a-f-]{36}&upload_protocol=resumable$`));
  expect(progress.length).toBeGreaterThanOrEqual(3);
  expect(progress).toEqual([...progress].sort((a, b) => a - b));
  expect(progress.at(-1)).toBe(big.length);
  expect(snapshot.metadata).toMatchObject({ fullPath: path, size: big.length, contentType: 'image/png' });

  const { bytes } = await fetchBytes(await getDownloadURL(ref(client.storage, path)));
  expect(Buffer.from(bytes).equals(Buffer.from(big))).toBe(true);
});

test('every accepted type (JPEG, WebP, GIF) is stored with its own content type', async () => {
  for (const [format, type] of [
    ['jpeg', 'image/jpeg'],
    ['webp', 'image/webp'],
    ['gif', 'image/gif'],
  ] as const) {
    const bytes = await image(format, 16);
    const { snapshot } = await upload(client, `avatars/${member.id}/a.${format}`, bytes, { contentType: type });
    const { res } = await fetchBytes(await getDownloadURL(snapshot.ref));
    expect(res.headers.get('content-type')).toBe(type);
  }
});

test('a new upload to the same name replaces the object: a new URL, and the old one stops working', async () => {
  const path = `avatars/${member.id}/avatar.webp`;
  const first = await upload(client, path, await image('webp', 20), { contentType: 'image/webp' });
  const oldUrl = await getDownloadURL(first.snapshot.ref);
  const second = await image('webp', 40);
  const again = await upload(client, path, second, { contentType: 'image/webp' });
  const newUrl = await getDownloadURL(again.snapshot.ref);

  expect(newUrl).not.toBe(oldUrl);
  expect((await realFetch(oldUrl)).status).toBe(403);
  expect(Buffer.from((await fetchBytes(newUrl)).bytes).equals(Buffer.from(second))).toBe(true);
  expect(Number(again.snapshot.metadata.generation)).toBeGreaterThan(Number(first.snapshot.metadata.generation));
});

test('the owner deletes an object: its metadata and its URL are gone', async () => {
  const path = `avatars/${member.id}/gone.png`;
  const { snapshot } = await upload(client, path, await image('png', 8), { contentType: 'image/png' });
  const url = await getDownloadURL(snapshot.ref);
  await deleteObject(ref(client.storage, path));
  expect(await refusal(getMetadata(ref(client.storage, path)))).toMatchObject({ code: 'storage/object-not-found' });
  expect((await realFetch(url)).status).toBe(404);
  expect(await refusal(deleteObject(ref(client.storage, path)))).toMatchObject({ code: 'storage/object-not-found' });
});
