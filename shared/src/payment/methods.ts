import type { PaymentMethod } from '@shop/shared/contract';

/** SPEC §9: the shop's payment methods, in the order every payment choice lists them. */
export const paymentMethods: readonly PaymentMethod[] = ['credit_card', 'unionpay', 'wechat_pay', 'alipay'];

/** WeChat Pay and Alipay: paid by scanning a QR code (SPEC §4: the page stays open until it is paid). */
export type QrMethod = Extract<PaymentMethod, 'wechat_pay' | 'alipay'>;

export const isQrMethod = (method: PaymentMethod): method is QrMethod => method === 'wechat_pay' || method === 'alipay';
