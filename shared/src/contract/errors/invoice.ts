import { entry, type ApiErrorEntry } from './entry';

export const invoiceErrors = {
  // Taiwan's uniform e-invoice: the buyer's carrier, donation code or business number (`@shop/shared/forms/rules`).
  INVOICE_MOBILE_BARCODE: entry(
    40080,
    '手機條碼格式錯誤，應為「/」加 7 碼英數字',
    '手机条码格式错误，应为“/”加 7 位英数字',
    'A mobile barcode is "/" followed by 7 letters, digits or . - +',
  ),
  INVOICE_CERTIFICATE: entry(
    40081,
    '自然人憑證條碼格式錯誤，應為 2 碼英文加 14 碼數字',
    '自然人凭证条码格式错误，应为 2 位英文加 14 位数字',
    'A citizen certificate carrier is 2 letters and 14 digits',
  ),
  INVOICE_LOVE_CODE: entry(40082, '捐贈碼應為 3 至 7 碼數字', '捐赠码应为 3 至 7 位数字', 'A donation code is 3 to 7 digits'),
  INVOICE_BUSINESS_NUMBER: entry(
    40083,
    '統一編號不正確，請確認後再次輸入',
    '统一编号不正确，请确认后再次输入',
    'This unified business number is not valid. Please check it and enter it again',
  ),
} as const satisfies Record<string, ApiErrorEntry>;
