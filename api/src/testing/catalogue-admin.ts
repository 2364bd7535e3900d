import { apiErrors } from '@shop/shared/contract';
import { expectError, type TestApi } from './harness';
import { operatorToken } from './operators';

// Helpers for the console's catalogue tests: calls to /api/admin/v1 and picture URLs in the test API's bucket.

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export function adminCall(t: TestApi) {
  return (method: Method, url: string, auth: string | undefined, payload?: unknown) =>
    t.inject({ method, url: `/api/admin/v1${url}`, headers: auth ? { authorization: auth } : {}, payload });
}

/** Each of `requests` (method, path under /api/admin/v1, body) is refused to staff (403) and to a visitor (401). */
export async function expectStaffAndVisitorsRefused(t: TestApi, requests: [Method, string, unknown?][]) {
  const admin = adminCall(t);
  const refusals = [
    [await operatorToken(t, 'staff'), apiErrors.OPERATOR_FORBIDDEN],
    [undefined, apiErrors.OPERATOR_SESSION_INVALID],
  ] as const;
  for (const [auth, error] of refusals)
    for (const [method, url, payload] of requests) expectError(await admin(method, url, auth, payload), error.status, error.code);
}

/** A download URL of `catalogue/<file>` in the test API's emulated bucket, as getDownloadURL gives it. */
export const storedPicture = (t: TestApi, file: string) =>
  `${t.ctx.config.publicUrl}/v0/b/${t.ctx.config.storage.bucket}/o/${encodeURIComponent(`catalogue/${file}`)}?alt=media&token=t-${file}`;

export const inLanguages = (text: string) => ({ tw: `${text}（繁）`, cn: `${text}（简）`, en: `${text} (en)` });
