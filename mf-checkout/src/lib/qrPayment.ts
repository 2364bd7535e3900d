import type { QrPayment } from '@shop/shared/payment';
import { sessionStorageAtom } from '@shop/shared/stores';

/**
 * SPEC §3 cart store QR-code data of the shop checkout's WeChat Pay / Alipay payment, kept in session storage so a
 * reload of /checkout shows the same code (the kuji checkout keeps its own).
 */
export const $qrPayment = sessionStorageAtom<QrPayment | null>('qrCode', null);
