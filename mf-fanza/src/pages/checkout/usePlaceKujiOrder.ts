import { useRef } from 'react';
import { useNavigate } from 'react-router';
import type { FormikHelpers } from 'formik';
import type { KujiOrderRequest } from '@shop/shared/contract';
import { forgetAdmission, isAdmissionRefusal, purchaseAdmission } from '@shop/shared/drop';
import { apiErrors } from '@shop/shared/errors';
import { invoiceFieldOfCode, rememberInvoice, type InvoiceValues } from '@shop/shared/forms/invoice';
import { idempotencyKey } from '@shop/shared/payment';
import { messageFor, toApiError } from '@shop/shared/transport';
import { refuseForm } from '@shop/shared/ui';
import { createKujiOrder } from '../../api/kujiOrders';
import { continueKujiPayment } from '../../lib/kujiPayment';

export interface PlaceOutcome {
  /** Why the order was not placed, shown above the button; null when it was. */
  problem: string | null;
  /** The refusal concerns the coupon: the coupon field says it too. */
  coupon?: boolean;
}

/** The refusals that concern the coupon (the coupon field says them too, and the next attempt goes without it). */
const couponRefusals = new Set<number>(
  (
    [
      'DISCOUNT_INVALID',
      'COUPON_INVALID',
      'COUPON_EXPIRED',
      'COUPON_USED',
      'COUPON_THRESHOLD',
      'COUPON_NOT_ELIGIBLE',
      'COUPON_SOLD_OUT',
      'COUPON_NOT_STARTED',
      'COUPON_SHOP_ONLY',
    ] as const
  ).map((name) => apiErrors[name].code),
);

/** What changed on the campaign's side: the page reads the campaign again (tickets left, sale window). */
const campaignChanged = new Set<number>(
  (['EVENT_ENDED', 'KUJI_NOT_STARTED', 'KUJI_NOT_ENOUGH_TICKETS', 'KUJI_DRAW_LIMIT'] as const).map(
    (name) => apiErrors[name].code,
  ),
);

/**
 * Buys the draws (POST kuji-order) and goes on to pay them. One Idempotency-Key per attempt: a retry after a lost
 * answer gets the same order back (never a second hold on tickets), and a new attempt after the API refused
 * something gets a new key. A refused invoice code is shown at its field of the form (`values`, `helpers`).
 */
export function usePlaceKujiOrder(refresh: () => void) {
  const navigate = useNavigate();
  const key = useRef<string | null>(null);

  return async (body: KujiOrderRequest, values: InvoiceValues, helpers: FormikHelpers<InvoiceValues>): Promise<PlaceOutcome> => {
    key.current ??= idempotencyKey();
    // A drop's campaign: this tab's admission goes with the order, and is spent by it.
    const admission = purchaseAdmission('kuji', [body.kuji_id]);
    try {
      const { data } = await createKujiOrder(body, key.current, { noGlobalError: true, loading: true }, admission?.headers);
      key.current = null;
      for (const id of admission?.targetIds ?? []) forgetAdmission('kuji', id);
      // Only a choice an order took is offered next time: a refused code is not.
      if (body.invoice) rememberInvoice(body.invoice);
      continueKujiPayment(data, navigate);
      return { problem: null };
    } catch (caught) {
      const error = toApiError(caught);
      // Without an answer the same attempt may be retried with the same key; an answer ends the attempt.
      if (error.status !== 0) key.current = null;
      const problem = await messageFor(error);
      // Used, expired or not this shopper's: the campaign page offers the queue again.
      if (isAdmissionRefusal(error.code)) forgetAdmission('kuji', body.kuji_id);
      if (error.code !== undefined && campaignChanged.has(error.code)) refresh();
      const invoiceField = error.code === undefined ? undefined : invoiceFieldOfCode[error.code];
      // Kept in the form's status, not its errors: it stays at the field until the code is changed.
      if (invoiceField) refuseForm(helpers, values, problem, { field: invoiceField, code: error.code });
      return { problem, coupon: error.code !== undefined && couponRefusals.has(error.code) };
    }
  };
}
