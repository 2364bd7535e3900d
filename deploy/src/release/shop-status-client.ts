/**
 * Health lives in the running shop's database (an embedded PGlite belongs to one process), so release:status
 * asks the running shop for its status (GET /ops/api/releases with an owner's console session token,
 * SHOP_OPS_SESSION). When it cannot, the caller prints what the publish folder says and this one line saying why
 * health is missing.
 */
import type { ReleaseStatus } from './status.js';

export const OPS_STATUS_PATH = '/ops/api/releases';

export type ShopStatusAnswer = { status: ReleaseStatus } | { missing: string };

/** An owner's console session token (POST /api/admin/v1/session answers it as `data.token`). */
export function opsSessionFromEnv(env: NodeJS.ProcessEnv = process.env): string | undefined {
  return env.SHOP_OPS_SESSION?.trim() || undefined;
}

export function shopUrlFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  return (env.SHOP_URL?.trim() || `http://127.0.0.1:${env.PORT?.trim() || 8080}`).replace(/\/+$/, '');
}

export async function fetchShopStatus(shopUrl: string, token: string | undefined, timeoutMs = 5000): Promise<ShopStatusAnswer> {
  if (!token) {
    return { missing: 'health not shown: SHOP_OPS_SESSION is not set (an owner’s console session token, see deploy/README.md)' };
  }
  let response: Response;
  try {
    response = await fetch(`${shopUrl}${OPS_STATUS_PATH}`, {
      headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    const why = cause?.code ?? cause?.message ?? (error as Error).name;
    return { missing: `health not shown: no shop answers at ${shopUrl} (${why}); set SHOP_URL to the running shop` };
  }
  if (response.status === 401) {
    return { missing: `health not shown: the shop at ${shopUrl} refused SHOP_OPS_SESSION (ended or expired: sign in again)` };
  }
  if (response.status === 403) {
    return { missing: `health not shown: the shop at ${shopUrl} refused SHOP_OPS_SESSION: only an owner sees releases` };
  }
  if (response.status === 404) {
    return { missing: `health not shown: the shop at ${shopUrl} has no release API (it runs without the API)` };
  }
  if (!response.ok) return { missing: `health not shown: the shop at ${shopUrl} answered HTTP ${response.status}` };
  try {
    const status = (await response.json()) as ReleaseStatus;
    if (!Array.isArray(status?.remotes)) throw new Error('no remotes');
    return { status };
  } catch {
    return { missing: `health not shown: the shop at ${shopUrl} did not answer with a release status` };
  }
}
