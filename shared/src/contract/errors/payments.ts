import { entry, type ApiErrorEntry } from './entry';

export const paymentErrors = {
  // Payments: the provider's signed notices (webhooks) are refused with these; a gateway logs them.
  PAYMENT_MISMATCH: entry(
    40060,
    '付款金額或幣別與訂單不符',
    '付款金额或币种与订单不符',
    'The payment amount or currency does not match the order.',
  ),
  PAYMENT_SIGNATURE: entry(40120, '付款通知的簽章無效', '付款通知的签名无效', 'The payment notification signature is invalid.'),
  PAYMENT_STALE: entry(40121, '付款通知已逾時', '付款通知已超时', 'The payment notification is too old.'),
  PAYMENT_REPLAYED: entry(40920, '此付款通知已處理過', '此付款通知已处理过', 'This payment notification was already received.'),
  PAYMENT_UNAVAILABLE: entry(
    50202,
    '付款服務暫時無法使用，請稍後再試',
    '付款服务暂时无法使用，请稍后再试',
    'The payment service is unavailable, please try again later.',
  ),
} as const satisfies Record<string, ApiErrorEntry>;
