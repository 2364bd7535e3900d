/**
 * Health lives in the running shop's database (an embedded PGlite belongs to one process), so release:status
 * asks the running shop for its status (GET /ops/api/releases with the operator token). When it cannot, the
 * caller prints what the publish folder says and this one line saying why health is missing.
 */
import type { ReleaseStatus } from './status.js';

export const OPS_STATUS_PATH = '/ops/api/releases';

export type ShopStatusAnswer = { status: ReleaseStatus } | { missing: string };

export function shopUrlFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  return (env.SHOP_URL?.trim() || `http://127.0.0.1:${env.PORT?.trim() || 8080}`).replace(/\/+$/, '');
}

export async function fetchShopStatus(shopUrl: string, token: string | undefined, timeoutMs = 5000): Promise<ShopStatusAnswer> {
  if (!token) return { missing: 'health not shown: SHOP_OPS_TOKEN is not set (the running shop’s operator token)' };
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
  if (response.status === 401) return { missing: `health not shown: the shop at ${shopUrl} refused SHOP_OPS_TOKEN` };
  if (response.status === 404) {
    return { missing: `health not shown: the shop at ${shopUrl} has no operator view (it was started without SHOP_OPS_TOKEN)` };
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
