// Taiwan's uniform e-invoice (統一發票): where a consumer's invoice is kept (a carrier), a donation's charity code, or a
// company's unified business number. Plain functions with no dependencies, for the checkout's forms and the API alike.

/** How the buyer takes the invoice: the shop's member carrier, a carrier of their own, a donation, or a company's. */
export const invoiceKinds = ['member', 'mobile', 'certificate', 'donation', 'company'] as const;
export type InvoiceKind = (typeof invoiceKinds)[number];

/** A uniform invoice is issued for goods delivered in Taiwan. */
export const needsUniformInvoice = (countryCode: string) => countryCode === 'TW';

/** Carrier and certificate codes are read in capitals (a phone's keyboard may send lower case). */
export const normalizeInvoiceCode = (code: string) => code.trim().toUpperCase();

/** 手機條碼: a slash and 7 characters of 0–9, A–Z, '.', '-' and '+' (the Ministry of Finance's mobile barcode). */
export const isMobileBarcode = (code: string) => /^\/[0-9A-Z.+-]{7}$/.test(normalizeInvoiceCode(code));

/** 自然人憑證條碼: two capital letters and 14 digits. */
export const isCitizenCertificate = (code: string) => /^[A-Z]{2}\d{14}$/.test(normalizeInvoiceCode(code));

/** 捐贈碼 (love code): a registered charity's 3 to 7 digits. */
export const isLoveCode = (code: string) => /^\d{3,7}$/.test(code.trim());

const ubnWeights = [1, 2, 1, 2, 1, 2, 4, 1];
const digitSum = (n: number) => Math.floor(n / 10) + (n % 10);

/**
 * 統一編號 (unified business number): 8 digits whose weighted digit sum (weights 1,2,1,2,1,2,4,1, each product's
 * digits added) is divisible by 5, the rule since 2023. When the seventh digit is 7 its product 28 counts as 10,
 * whose digits add to 1 or, once more, to 0: either sum may be divisible.
 */
export function isBusinessNumber(ubn: string): boolean {
  const s = ubn.trim();
  if (!/^\d{8}$/.test(s)) return false;
  const sum = ubnWeights.reduce((total, w, i) => total + digitSum(digitSum(Number(s[i]) * w)), 0);
  return sum % 5 === 0 || (s[6] === '7' && (sum - 1) % 5 === 0);
}
