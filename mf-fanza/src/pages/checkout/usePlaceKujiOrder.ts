import { useRef } from 'react';
import { useNavigate } from 'react-router';
import type { KujiOrderRequest } from '@shop/shared/contract';
import { apiErrors } from '@shop/shared/errors';
import { idempotencyKey } from '@shop/shared/payment';
import { messageFor, toApiError } from '@shop/shared/transport';
import { createKujiOrder } from '../../api/kujiOrders';
import { continueKujiPayment } from '../../lib/kujiPayment';

export interface PlaceOutcome {
  /** Why the order was not placed, shown above the button; null when it was. */
  problem: string | null;
  /** The refusal concerns the coupon: the coupon field says it too. */
  coupon?: boolean;
}

/** The catalogue's coupon refusals when used on an order (400 40–59; claiming a code has its own). */
const isCouponRefusal = (code: number | undefined) =>
  code !== undefined && code >= 40040 && code <= 40059 && code !== 40043 && code !== 40044;

/** What changed on the campaign's side: the page reads the campaign again (tickets left, sale window). */
const campaignChanged = new Set<number>([apiErrors.EVENT_ENDED.code, 40070, 40071, 40072]);

/**
 * Buys the draws (POST kuji-order) and goes on to pay them. One Idempotency-Key per attempt: a retry after a lost
 * answer gets the same order back (never a second hold on tickets), and a new attempt after the API refused
 * something gets a new key.
 */
export function usePlaceKujiOrder(refresh: () => void) {
  const navigate = useNavigate();
  const key = useRef<string | null>(null);

  return async (body: KujiOrderRequest): Promise<PlaceOutcome> => {
    key.current ??= idempotencyKey();
    try {
      const { data } = await createKujiOrder(body, key.current, { noGlobalError: true, loading: true });
      key.current = null;
      continueKujiPayment(data, navigate);
      return { problem: null };
    } catch (caught) {
      const error = toApiError(caught);
      // Without an answer the same attempt may be retried with the same key; an answer ends the attempt.
      if (error.status !== 0) key.current = null;
      const problem = await messageFor(error);
      if (error.code !== undefined && campaignChanged.has(error.code)) refresh();
      return { problem, coupon: isCouponRefusal(error.code) };
    }
  };
}
