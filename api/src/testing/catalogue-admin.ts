import type { TestApi } from './harness';

// Helpers for the console's catalogue tests: calls to /api/admin/v1 and picture URLs in the test API's bucket.

export function adminCall(t: TestApi) {
  return (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, auth: string | undefined, payload?: unknown) =>
    t.inject({ method, url: `/api/admin/v1${url}`, headers: auth ? { authorization: auth } : {}, payload });
}

/** A download URL of `catalogue/<file>` in the test API's emulated bucket, as getDownloadURL gives it. */
export const storedPicture = (t: TestApi, file: string) =>
  `${t.ctx.config.publicUrl}/v0/b/${t.ctx.config.storage.bucket}/o/${encodeURIComponent(`catalogue/${file}`)}?alt=media&token=t-${file}`;

export const inLanguages = (text: string) => ({ tw: `${text}（繁）`, cn: `${text}（简）`, en: `${text} (en)` });
