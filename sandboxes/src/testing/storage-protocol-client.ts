import { expect } from '@jest/globals';
import type { Res, TestApi } from '@shop/api/testing';

// Test support: the Storage REST protocol spoken by hand, as @firebase/storage frames it, for what the SDK does
// not show (error bodies, session URLs, offsets).

export const auth = (jwt: string) => ({ authorization: `Firebase ${jwt}` });

export function protocolClient(t: TestApi) {
  const bucket = t.ctx.config.storage.bucket;
  const objectUrl = (name: string, query = '') => `/v0/b/${bucket}/o/${encodeURIComponent(name)}${query}`;

  /** A multipart upload as the SDK frames it. */
  function multipart(name: string, bytes: Buffer, headers: Record<string, string>, contentType = 'image/png') {
    const boundary = '1234567890123456789';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Type: application/json; charset=utf-8\r\n\r\n${JSON.stringify({ name, contentType })}\r\n` +
          `--${boundary}\r\nContent-Type: ${contentType}\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--`),
    ]);
    return t.inject({
      method: 'POST',
      url: `/v0/b/${bucket}/o?name=${encodeURIComponent(name)}`,
      headers: { 'x-goog-upload-protocol': 'multipart', 'content-type': `multipart/related; boundary=${boundary}`, ...headers },
      payload: body,
    });
  }

  /** Starts a resumable upload; the session URL's path and query. */
  async function start(jwt: string, name: string, size: number, type = 'image/png'): Promise<string> {
    const res = await t.inject({
      method: 'POST',
      url: `/v0/b/${bucket}/o?name=${encodeURIComponent(name)}`,
      headers: {
        ...auth(jwt),
        'x-goog-upload-protocol': 'resumable',
        'x-goog-upload-command': 'start',
        'x-goog-upload-header-content-length': String(size),
        'x-goog-upload-header-content-type': type,
        'content-type': 'application/json; charset=utf-8',
      },
      payload: JSON.stringify({ name, contentType: type }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-goog-upload-status']).toBe('active');
    const url = new URL(String(res.headers['x-goog-upload-url']));
    expect(url.origin).toBe(t.base);
    return url.pathname + url.search;
  }

  /** A command on a resumable session, as the member with `jwt` (null: no session). */
  const command = (session: string, jwt: string | null, cmd: string, offset?: number, bytes?: Buffer) =>
    t.inject({
      method: 'POST',
      url: session,
      headers: {
        ...(jwt ? auth(jwt) : {}),
        'x-goog-upload-command': cmd,
        ...(offset === undefined ? {} : { 'x-goog-upload-offset': String(offset) }),
      },
      ...(bytes ? { payload: bytes } : {}),
    });

  return { bucket, objectUrl, multipart, start, command };
}

/** A refusal: its status, the shop's code, and Firebase's error shape. */
export function expectRefusal(res: Res, status: number, code: number) {
  expect({ status: res.statusCode, code: res.json().error_code }).toEqual({ status, code });
  expect(res.json().error).toEqual({ code: status, message: expect.any(String) });
}
