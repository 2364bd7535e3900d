import { sessionStorageAtom } from '@shop/shared/stores';
import type { QrPayment } from '@shop/shared/payment';

/**
 * SPEC §3: the kuji being bought (`kujiID`) and the QR code of its payment, per browser tab, so the checkout
 * survives a reload and comes back to the same code. Kept apart from the shop checkout's QR data: a kuji payment
 * under way never shows up on /checkout, nor an order's on /fanza/checkout.
 */
export const $kujiId = sessionStorageAtom<number | null>('kujiID', null);

export const $kujiQrPayment = sessionStorageAtom<QrPayment | null>('kujiQrCode', null);
