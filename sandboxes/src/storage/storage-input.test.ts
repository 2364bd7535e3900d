import { randomBytes } from 'node:crypto';
import { type Req, startTestApi, type TestApi } from '@shop/api/testing';
import { auth, expectRefusal, protocolClient } from '../testing/storage-protocol-client';
import { MAX_OBJECT_BYTES } from './rules';
import { newMember } from '../testing/storage-sdk-client';

// Whatever a client sends, the endpoint answers a 4xx in Firebase's error shape, never a 5xx (the SDK would
// retry a 5xx for minutes), and never the shop's page.

let t: TestApi;
let bucket: string;
let member: { id: number; jwt: string };
let http: ReturnType<typeof protocolClient>;
beforeAll(async () => {
  t = await startTestApi();
  http = protocolClient(t);
  bucket = http.bucket;
  member = await newMember(t, 'input');
});
afterAll(() => t.close());

test('bad requests are 400, other buckets and paths 404, never the shop', async () => {
  const bad = (url: string, headers: Record<string, string> = {}, payload?: string) =>
    t.inject({ method: 'POST', url, headers: { ...auth(member.jwt), ...headers }, ...(payload ? { payload } : {}) });
  const name = encodeURIComponent(`avatars/${member.id}/a.png`);
  expectRefusal(await bad(`/v0/b/${bucket}/o`, { 'x-goog-upload-protocol': 'multipart' }), 400, 40004);
  expectRefusal(await bad(`/v0/b/${bucket}/o?name=${name}&x=1`, { 'x-goog-upload-protocol': 'multipart' }), 400, 40004);
  expectRefusal(
    await bad(
      `/v0/b/${bucket}/o?name=${name}`,
      { 'x-goog-upload-protocol': 'multipart', 'content-type': 'multipart/related; boundary=b' },
      '--b\r\n\r\n--b--',
    ),
    400,
    40004,
  );
  expectRefusal(
    await bad(`/v0/b/${bucket}/o?name=${name}`, { 'x-goog-upload-protocol': 'resumable', 'x-goog-upload-command': 'start' }),
    400,
    40004,
  );
  expectRefusal(
    await bad(`/v0/b/${bucket}/o?name=${encodeURIComponent(`avatars/${member.id}/../a.png`)}`, {
      'x-goog-upload-protocol': 'multipart',
    }),
    400,
    40004,
  );
  expectRefusal(
    await bad(`/v0/b/${bucket}/o?upload_id=00000000-0000-0000-0000-000000000000`, { 'x-goog-upload-command': 'query' }),
    404,
    40431,
  );
  expectRefusal(
    await bad(`/v0/b/other-bucket.appspot.com/o?name=${name}`, { 'x-goog-upload-protocol': 'multipart' }),
    404,
    40430,
  );
  expectRefusal(await t.inject('/v0/anything/else'), 404, 40430);
  expectRefusal(await t.inject({ url: `/v0/b/${bucket}/o?prefix=avatars%2F`, headers: auth(member.jwt) }), 403, 40330);
});

test('malformed input of every kind is a 4xx, never a 5xx; a body over the limit is 402', async () => {
  const session = await http.start(member.jwt, `avatars/${member.id}/odd.png`, 1000);
  const name = encodeURIComponent(`avatars/${member.id}/odd.png`);
  const requests: Req[] = [
    {
      method: 'POST',
      url: `/v0/b/${bucket}/o?name=${name}`,
      headers: { ...auth(member.jwt), 'x-goog-upload-protocol': 'multipart', 'content-type': 'multipart/related; boundary=x' },
      payload: randomBytes(5000),
    },
    {
      method: 'POST',
      url: `/v0/b/${bucket}/o?name=${name}`,
      headers: { ...auth(member.jwt), 'x-goog-upload-protocol': 'multipart', 'content-type': 'text/plain' },
      payload: 'x',
    },
    {
      method: 'POST',
      url: `/v0/b/${bucket}/o?name=${name}`,
      headers: {
        ...auth(member.jwt),
        'x-goog-upload-protocol': 'resumable',
        'x-goog-upload-command': 'start',
        'x-goog-upload-header-content-length': '-1',
        'x-goog-upload-header-content-type': 'image/png',
      },
    },
    {
      method: 'POST',
      url: `/v0/b/${bucket}/o?name=${name}`,
      headers: {
        ...auth(member.jwt),
        'x-goog-upload-protocol': 'resumable',
        'x-goog-upload-command': 'start',
        'x-goog-upload-header-content-length': '99999999999999999999',
        'x-goog-upload-header-content-type': 'image/png',
      },
    },
    {
      method: 'POST',
      url: `/v0/b/${bucket}/o?name=${name}`,
      headers: {
        ...auth(member.jwt),
        'x-goog-upload-protocol': 'resumable',
        'x-goog-upload-command': 'start',
        'x-goog-upload-header-content-length': '10',
        'content-type': 'application/json',
      },
      payload: '{"contentType": 5',
    },
    {
      method: 'POST',
      url: `/v0/b/${bucket}/o?name=${name}`,
      headers: {
        ...auth(member.jwt),
        'x-goog-upload-protocol': 'resumable',
        'x-goog-upload-command': 'start',
        'x-goog-upload-header-content-length': '10',
        'content-type': 'application/json',
      },
      payload: '{"name": "avatars/1/other.png", "contentType": "image/png"}',
    },
    {
      method: 'POST',
      url: session,
      headers: { ...auth(member.jwt), 'x-goog-upload-command': 'upload', 'x-goog-upload-offset': 'abc' },
      payload: 'x',
    },
    {
      method: 'POST',
      url: session,
      headers: { ...auth(member.jwt), 'x-goog-upload-command': 'upload', 'x-goog-upload-offset': '5000' },
      payload: 'x',
    },
    { method: 'POST', url: session, headers: { ...auth(member.jwt), 'x-goog-upload-command': 'explode' } },
    { method: 'POST', url: session, headers: { ...auth(member.jwt), 'x-goog-upload-command': 'query, upload' } },
    { method: 'POST', url: session, headers: { ...auth(member.jwt) } },
    {
      method: 'POST',
      url: `/v0/b/${bucket}/o?upload_id=not-a-uuid`,
      headers: { ...auth(member.jwt), 'x-goog-upload-command': 'query' },
    },
    {
      method: 'POST',
      url: `/v0/b/${bucket}/o?name=%00`,
      headers: { ...auth(member.jwt), 'x-goog-upload-protocol': 'multipart' },
    },
    {
      method: 'POST',
      url: `/v0/b/${bucket}/o?name=${'a'.repeat(2000)}`,
      headers: { ...auth(member.jwt), 'x-goog-upload-protocol': 'multipart' },
    },
    {
      method: 'POST',
      url: `/v0/b/${bucket}/o?name=${name}`,
      headers: { authorization: 'Firebase ', 'x-goog-upload-protocol': 'multipart' },
    },
    {
      method: 'POST',
      url: `/v0/b/${bucket}/o?name=${name}`,
      headers: { authorization: `Firebase ${'x'.repeat(5000)}`, 'x-goog-upload-protocol': 'multipart' },
    },
    { url: `/v0/b/${bucket}/o/a%00b` },
    { url: `/v0/b/${bucket}/o/${name}?alt=json` },
    { url: `/v0/b/${bucket}/o/${name}?alt=media&token=${'t'.repeat(300)}` },
    { url: `/v0/b/BAD_BUCKET!/o/${name}` },
    { method: 'PATCH', url: `/v0/b/${bucket}/o/${name}`, headers: auth(member.jwt), payload: { contentType: 'text/html' } },
  ];
  for (const r of requests) {
    const res = await t.inject(r);
    expect({ url: String(r.url).slice(0, 80), status: res.statusCode < 500 && res.statusCode >= 400 }).toEqual({
      url: String(r.url).slice(0, 80),
      status: true,
    });
    expect(res.json().error).toEqual({ code: res.statusCode, message: expect.any(String) });
  }
  expectRefusal(
    await http.multipart(`avatars/${member.id}/huge.png`, Buffer.alloc(MAX_OBJECT_BYTES + 100 * 1024), auth(member.jwt)),
    402,
    40230,
  );
});
