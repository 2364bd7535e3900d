import { invoiceStorageKey } from '@shop/shared/forms/invoice';
import { $dialogs, $selectedList, $toasts, $user, clearCart, signOut } from '@shop/shared/stores';
import { $deliveryCountry } from '../lib/destination';
import { $qrPayment } from '../lib/qrPayment';
import { $shippingFee } from '../lib/shippingFee';

/**
 * Where each checkout test starts: a visitor with nothing shown (toasts, dialogs, QR code, fee), nothing in the
 * session, no e-invoice choice remembered, Taiwan as the destination and product 1 × 2 selected for the checkout.
 */
export function resetCheckout(): void {
  sessionStorage.clear();
  localStorage.removeItem(invoiceStorageKey);
  $toasts.set([]);
  $dialogs.set([]);
  $qrPayment.set(null);
  $shippingFee.set(null);
  $deliveryCountry.set('TW');
  $selectedList.set([{ product_id: 1, amount: 2 }]);
  $user.set(null);
  signOut();
  clearCart();
}
