import { randomBytes } from 'node:crypto';
import { getDownloadURL, getMetadata, listAll, ref } from 'firebase/storage';
import { startTestApi, type TestApi } from '@shop/api/testing';
import { image, newMember, refusal, storageClient, upload, type SdkClient } from '../testing/storage-sdk-client';
import { MAX_OBJECT_BYTES } from './rules';

// Each refusal as the avatar page meets it: the Storage SDK's error code (the page maps these to its messages),
// for small files (one multipart request) and large ones (resumable) alike.

let t: TestApi;
let member: { id: number; jwt: string };
let other: { id: number; jwt: string };
let client: SdkClient;
const clients: SdkClient[] = [];
const clientFor = (jwt?: string) => {
  const c = storageClient(t, jwt);
  clients.push(c);
  return c;
};

let smallPng: Uint8Array;
let largePng: Uint8Array;
beforeAll(async () => {
  t = await startTestApi({ STORAGE_MAX_OBJECTS_PER_MEMBER: '3' });
  member = await newMember(t, 'rules');
  other = await newMember(t, 'other');
  client = clientFor(member.jwt);
  smallPng = await image('png', 16);
  largePng = await image('png', 400, true);
});
afterAll(async () => {
  for (const c of clients) await c.close();
  await t.close();
});

const own = (file: string) => `avatars/${member.id}/${file}`;
const png = { contentType: 'image/png' };

describe('storage/unauthenticated (401)', () => {
  test('without a session token, small and large uploads alike', async () => {
    const visitor = clientFor();
    for (const bytes of [smallPng, largePng]) {
      expect(await refusal(upload(visitor, own('a.png'), bytes, png))).toEqual({ code: 'storage/unauthenticated', status: 401 });
    }
  });

  test('with a token the shop did not sign', async () => {
    const forged = clientFor(`${member.jwt.slice(0, -4)}AAAA`);
    expect(await refusal(upload(forged, own('a.png'), smallPng, png))).toEqual({ code: 'storage/unauthenticated', status: 401 });
  });

  test('with the token of a session that signed out (revoked)', async () => {
    const session = await newMember(t, 'revoked');
    const res = await t.inject({ url: '/api/v1/account/logout', headers: { authorization: `Bearer ${session.jwt}` } });
    expect(res.statusCode).toBe(200);
    const revoked = clientFor(session.jwt);
    const path = `avatars/${session.id}/a.png`;
    expect(await refusal(upload(revoked, path, smallPng, png))).toEqual({ code: 'storage/unauthenticated', status: 401 });
    expect(await refusal(upload(revoked, path, largePng, png))).toEqual({ code: 'storage/unauthenticated', status: 401 });
  });
});

describe('storage/unauthorized (403)', () => {
  test("another member's avatar folder, or anywhere outside avatars/<own id>/", async () => {
    for (const path of [`avatars/${other.id}/x.png`, 'avatars/x.png', `avatars/${member.id}/sub/x.png`, 'public/x.png']) {
      for (const bytes of [smallPng, largePng]) {
        expect(await refusal(upload(client, path, bytes, png))).toEqual({ code: 'storage/unauthorized', status: 403 });
      }
    }
  });

  test('a file that is not an image by its declared type', async () => {
    const text = new TextEncoder().encode('plain text, not a picture');
    expect(await refusal(upload(client, own('notes.txt'), text, { contentType: 'text/plain' }))).toEqual({
      code: 'storage/unauthorized',
      status: 403,
    });
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>');
    expect(await refusal(upload(client, own('a.svg'), svg, { contentType: 'image/svg+xml' }))).toMatchObject({
      code: 'storage/unauthorized',
    });
    expect(await refusal(upload(client, own('big.bin'), largePng, { contentType: 'application/octet-stream' }))).toMatchObject({
      code: 'storage/unauthorized',
    });
  });

  test('bytes that are not what they claim: text called a PNG, a JPEG called a PNG, a PNG header on noise', async () => {
    const text = new TextEncoder().encode('<html><script>alert(1)</script></html>');
    const jpeg = await image('jpeg', 16);
    const fakeLarge = Buffer.concat([Buffer.from(largePng.subarray(0, 8)), randomBytes(400 * 1024)]);
    for (const bytes of [text, jpeg, randomBytes(300 * 1024), fakeLarge]) {
      expect(await refusal(upload(client, own('fake.png'), new Uint8Array(bytes), png))).toEqual({
        code: 'storage/unauthorized',
        status: 403,
      });
    }
    // Nothing of them was stored.
    expect(await refusal(getMetadata(ref(client.storage, own('fake.png'))))).toMatchObject({ code: 'storage/object-not-found' });
  });

  test("reading another member's object metadata, or listing a folder", async () => {
    const theirs = clientFor(other.jwt);
    await upload(theirs, `avatars/${other.id}/avatar.png`, smallPng, png);
    expect(await refusal(getDownloadURL(ref(client.storage, `avatars/${other.id}/avatar.png`)))).toMatchObject({
      code: 'storage/unauthorized',
    });
    expect(await refusal(listAll(ref(client.storage, `avatars/${member.id}`)))).toMatchObject({ code: 'storage/unauthorized' });
  });
});

describe('storage/quota-exceeded (402)', () => {
  test('a file over 5 MB is refused before a byte of it is sent', async () => {
    const over = new Uint8Array(MAX_OBJECT_BYTES + 1);
    over.set(smallPng.subarray(0, 8));
    expect(await refusal(upload(client, own('huge.png'), over, png))).toEqual({ code: 'storage/quota-exceeded', status: 402 });
  });

  test('a member keeps at most STORAGE_MAX_OBJECTS_PER_MEMBER objects; replacing one does not count twice', async () => {
    const m = await newMember(t, 'quota');
    const c = clientFor(m.jwt);
    for (const n of [1, 2, 3]) await upload(c, `avatars/${m.id}/${n}.png`, smallPng, png);
    await upload(c, `avatars/${m.id}/1.png`, smallPng, png);
    expect(await refusal(upload(c, `avatars/${m.id}/4.png`, smallPng, png))).toEqual({
      code: 'storage/quota-exceeded',
      status: 402,
    });
    expect(await refusal(upload(c, `avatars/${m.id}/4.png`, largePng, png))).toMatchObject({ code: 'storage/quota-exceeded' });
  });
});
