import { useRef } from 'react';
import { useNavigate } from 'react-router';
import type { FormikHelpers } from 'formik';
import { getCart } from '@shop/shared/cart';
import type { OrderCreate } from '@shop/shared/contract';
import { forgetAdmission, isAdmissionRefusal, purchaseAdmission } from '@shop/shared/drop';
import { apiErrors } from '@shop/shared/errors';
import { invoiceFieldOfCode, rememberInvoice } from '@shop/shared/forms/invoice';
import { idempotencyKey } from '@shop/shared/payment';
import { $selectedList, alertDialog, replaceCart } from '@shop/shared/stores';
import { ApiError, messageFor, toApiError } from '@shop/shared/transport';
import { refuseForm } from '@shop/shared/ui';
import { createOrder } from '../../api/orders';
import { rememberGuestOrder } from '../../lib/guestOrders';
import { startPayment } from '../../lib/startPayment';
import type { CheckoutValues } from './checkoutValues';

const couponCodes = new Set([40040, 40041, 40042, 40045, 40046, 40047, 40048, 40049]);

export interface PlaceOrderOutcome {
  /** Why the order was not placed, for the summary; null when it was. */
  problem: string | null;
  /** The refusal concerns the coupon: the coupon section says it too. */
  coupon?: boolean;
}

/**
 * Places the order (POST order) and goes on to pay it. One Idempotency-Key per attempt: a retry after a lost
 * answer gets the same order back, and a new attempt (after the API refused something) gets a new key.
 * `refresh` reloads prices and fees after the API said they changed.
 */
export function usePlaceOrder({ guest, refresh }: { guest: boolean; refresh: () => void }) {
  const navigate = useNavigate();
  const key = useRef<string | null>(null);

  return async (
    body: OrderCreate,
    values: CheckoutValues,
    helpers: FormikHelpers<CheckoutValues>,
  ): Promise<PlaceOrderOutcome> => {
    key.current ??= idempotencyKey();
    // Drop products in the order: the admissions their waiting pages kept in this tab go with it, spent by it.
    const productIds = body.lines.map((line) => line.product_id);
    const admission = purchaseAdmission('product', productIds);
    try {
      const { data } = await createOrder(body, key.current, { noGlobalError: true, loading: true }, admission?.headers);
      key.current = null;
      for (const id of admission?.targetIds ?? []) forgetAdmission('product', id);
      // A visitor's way back to this order should they leave the card page unpaid (Back): the checkout offers it.
      if (data.guest_token) rememberGuestOrder({ orderId: data.order.order_id, token: data.guest_token });
      // Only a choice an order took is offered next time: a refused code is not.
      if (body.invoice) rememberInvoice(body.invoice);
      startPayment(data.order, data.guest_token, navigate);
      $selectedList.set([]);
      // The ordered lines left the member's cart: the header's dot follows.
      if (!guest)
        void getCart({ noGlobalError: true }).then(
          (cart) => replaceCart(cart.data),
          () => undefined,
        );
      return { problem: null };
    } catch (caught) {
      const error = toApiError(caught);
      // Without an answer the same attempt may be retried with the same key; an answer ends the attempt.
      if (error.status !== 0) key.current = null;
      const message = await messageFor(error);
      // Used, expired or not this shopper's: the product page offers the queue again.
      if (isAdmissionRefusal(error.code)) for (const id of productIds) forgetAdmission('product', id);
      return handleRefusal(error, message, values, helpers);
    }
  };

  async function handleRefusal(
    error: ApiError,
    message: string,
    values: CheckoutValues,
    helpers: FormikHelpers<CheckoutValues>,
  ): Promise<PlaceOrderOutcome> {
    const invoiceField = error.code === undefined ? undefined : invoiceFieldOfCode[error.code];
    // Kept in the form's status, not its errors: it stays at the field until the code is changed.
    if (invoiceField) {
      refuseForm(helpers, values, message, { field: invoiceField, code: error.code });
      return { problem: message };
    }
    switch (error.code) {
      case apiErrors.CHECKOUT_FAILED.code:
        // A product became unavailable: back to the cart, where it now shows among the unavailable items.
        await alertDialog(message);
        navigate(guest ? '/product-list/all' : '/cart');
        return { problem: message };
      case apiErrors.SHIPPING_UPDATED.code:
      case apiErrors.PRICE_UPDATED.code:
        refresh();
        return { problem: message };
      case apiErrors.CUSTOMS_INFO.code:
        helpers.setFieldError('customsId', message);
        return { problem: message };
      case apiErrors.PHONE_INVALID.code:
        helpers.setFieldError('phoneNumber', message);
        return { problem: message };
      default:
        return { problem: message, coupon: error.code !== undefined && couponCodes.has(error.code) };
    }
  }
}
