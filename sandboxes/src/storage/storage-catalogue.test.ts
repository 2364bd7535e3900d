import { deleteObject, getDownloadURL, ref } from 'firebase/storage';
import { startTestApi, testOperator, type TestApi } from '@shop/api/testing';
import { image, newMember, refusal, storageClient, upload, type SdkClient } from '../testing/storage-sdk-client';
import { MAX_OBJECT_BYTES } from './rules';

// Catalogue pictures: an operator of the console with the catalogue permission uploads them under catalogue/ with
// their session token, through the same endpoint and checks as avatars; members may not, and operators may not
// touch members' avatars. The download URL is what the console's product editor accepts.

let t: TestApi;
let merchandiser: SdkClient;
let member: { id: number; jwt: string };
const clients: SdkClient[] = [];
const clientFor = (token?: string) => {
  const c = storageClient(t, token);
  clients.push(c);
  return c;
};
const sessionToken = (auth: string) => auth.replace(/^Bearer /, '');
const png = { contentType: 'image/png' };

beforeAll(async () => {
  t = await startTestApi({ STORAGE_MAX_OBJECTS_PER_MEMBER: '1' });
  merchandiser = clientFor(sessionToken((await testOperator(t, 'merchandiser')).auth));
  member = await newMember(t, 'catalogue');
});
afterAll(async () => {
  for (const c of clients) await c.close();
  await t.close();
});

test('a merchandiser uploads pictures under catalogue/, small and large, past the per-member limit; the URL is served', async () => {
  const small = await image('png', 16);
  const large = await image('png', 400, true);
  for (const [file, bytes] of [
    ['a.png', small],
    ['b.png', large],
  ] as const) {
    const { snapshot } = await upload(merchandiser, `catalogue/products/${file}`, bytes, png);
    expect(snapshot.metadata.fullPath).toBe(`catalogue/products/${file}`);
    const url = await getDownloadURL(ref(merchandiser.storage, `catalogue/products/${file}`));
    expect(
      url.startsWith(
        `${t.ctx.config.publicUrl}/v0/b/${t.ctx.config.storage.bucket}/o/catalogue%2Fproducts%2F${file}?alt=media&token=`,
      ),
    ).toBe(true);
    const res = await fetch(url);
    expect([
      res.status,
      res.headers.get('content-type'),
      Buffer.from(await res.arrayBuffer()).equals(Buffer.from(bytes)),
    ]).toEqual([200, 'image/png', true]);
  }
  await deleteObject(ref(merchandiser.storage, 'catalogue/products/a.png'));
});

test('the same checks as avatars: images only, at most 5 MB', async () => {
  const text = new TextEncoder().encode('not an image at all, only text pretending');
  expect(await refusal(upload(merchandiser, 'catalogue/x.png', text, png))).toEqual({
    code: 'storage/unauthorized',
    status: 403,
  });
  const huge = new Uint8Array(MAX_OBJECT_BYTES + 1);
  expect(await refusal(upload(merchandiser, 'catalogue/huge.png', huge, png))).toEqual({
    code: 'storage/quota-exceeded',
    status: 402,
  });
});

test("an operator may not write members' avatars or outside catalogue/; a member may not write catalogue/", async () => {
  const small = await image('png', 16);
  for (const path of [`avatars/${member.id}/a.png`, 'products/a.png', 'catalogue'])
    expect(await refusal(upload(merchandiser, path, small, png))).toEqual({ code: 'storage/unauthorized', status: 403 });
  const asMember = clientFor(member.jwt);
  expect(await refusal(upload(asMember, 'catalogue/a.png', small, png))).toEqual({ code: 'storage/unauthorized', status: 403 });
  await upload(asMember, `avatars/${member.id}/a.png`, small, png);
  expect(await refusal(deleteObject(ref(merchandiser.storage, `avatars/${member.id}/a.png`)))).toEqual({
    code: 'storage/unauthorized',
    status: 403,
  });
});

test('staff (no catalogue permission) and ended sessions are refused as unauthenticated', async () => {
  const small = await image('png', 16);
  const staff = clientFor(sessionToken((await testOperator(t, 'staff')).auth));
  expect(await refusal(upload(staff, 'catalogue/s.png', small, png))).toEqual({ code: 'storage/unauthenticated', status: 401 });
  const ended = await testOperator(t, 'merchandiser');
  await t.inject({ method: 'POST', url: '/api/admin/v1/session/end', headers: { authorization: ended.auth }, payload: {} });
  const gone = clientFor(sessionToken(ended.auth));
  expect(await refusal(upload(gone, 'catalogue/e.png', small, png))).toEqual({ code: 'storage/unauthenticated', status: 401 });
});
