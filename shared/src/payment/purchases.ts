import type { PurchaseBody } from '@shop/shared/contract';
import { callApi, type CallOptions } from '@shop/shared/transport';

/** GET purchase/{id}: a payment's live status, for its member or with the order's guest token. */
export const getPurchase = (purchaseId: string, token?: string, options?: CallOptions) =>
  callApi<PurchaseBody>(
    { method: 'GET', url: `purchase/${encodeURIComponent(purchaseId)}`, params: token ? { token } : undefined },
    options,
  );
