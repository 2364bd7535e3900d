import { string, type AnySchema } from 'yup';
import type { InvoiceChoice } from '@shop/shared/contract';
import { apiErrors } from '@shop/shared/errors';
import { i18next } from '@shop/shared/i18n';
import { defaultLocale, isLocale } from '@shop/shared/stores';
import {
  isBusinessNumber,
  isCitizenCertificate,
  isLoveCode,
  isMobileBarcode,
  normalizeInvoiceCode,
  type InvoiceKind,
} from '../rules';

// Taiwan's uniform e-invoice on a form that sells (the shop's checkout, the kuji checkout): one value per kind's
// code, so switching kinds keeps what was typed.

/** The invoice part of a form's values. */
export interface InvoiceValues {
  invoiceKind: InvoiceKind;
  mobileBarcode: string;
  certificateCarrier: string;
  loveCode: string;
  businessNumber: string;
  companyTitle: string;
}

/** The form's values for a choice (the device's last one), or the member carrier. */
export function invoiceValues(choice: InvoiceChoice | null): InvoiceValues {
  return {
    invoiceKind: choice?.kind ?? 'member',
    mobileBarcode: choice?.kind === 'mobile' ? choice.carrier : '',
    certificateCarrier: choice?.kind === 'certificate' ? choice.carrier : '',
    loveCode: choice?.kind === 'donation' ? choice.love_code : '',
    businessNumber: choice?.kind === 'company' ? choice.business_number : '',
    companyTitle: choice?.kind === 'company' ? (choice.title ?? '') : '',
  };
}

/** The message of the API's refusal, in the language on screen, so the form and the API say the same thing. */
const refusal = (entry: { messages: Record<'tw' | 'cn' | 'en', string> }) => () =>
  entry.messages[isLocale(i18next.language) ? i18next.language : defaultLocale];

const code = (valid: (value: string) => boolean, entry: { messages: Record<'tw' | 'cn' | 'en', string> }) =>
  string()
    .trim()
    .required()
    .test('invoice-code', refusal(entry), (value) => !value || valid(value));

/**
 * The yup rules of the invoice values: only the chosen kind's code counts, and nothing when the sale takes no
 * invoice (`taken`: a shop order outside Taiwan takes none).
 */
export function invoiceRules(kind: InvoiceKind, { taken = true } = {}) {
  const skip = string().strip();
  const when = (chosen: InvoiceKind, rule: AnySchema): AnySchema => (taken && kind === chosen ? rule : skip);
  return {
    invoiceKind: taken ? string().required() : skip,
    mobileBarcode: when('mobile', code(isMobileBarcode, apiErrors.INVOICE_MOBILE_BARCODE)),
    certificateCarrier: when('certificate', code(isCitizenCertificate, apiErrors.INVOICE_CERTIFICATE)),
    loveCode: when('donation', code(isLoveCode, apiErrors.INVOICE_LOVE_CODE)),
    businessNumber: when('company', code(isBusinessNumber, apiErrors.INVOICE_BUSINESS_NUMBER)),
    companyTitle: when('company', string().trim().required().max(60)),
  };
}

/** The request's `invoice` (POST order, POST kuji-order) for valid values: codes in capitals, as the API keeps them. */
export function invoiceOf(values: InvoiceValues): InvoiceChoice {
  switch (values.invoiceKind) {
    case 'member':
      return { kind: 'member' };
    case 'mobile':
      return { kind: 'mobile', carrier: normalizeInvoiceCode(values.mobileBarcode) };
    case 'certificate':
      return { kind: 'certificate', carrier: normalizeInvoiceCode(values.certificateCarrier) };
    case 'donation':
      return { kind: 'donation', love_code: values.loveCode.trim() };
    case 'company':
      return { kind: 'company', business_number: values.businessNumber.trim(), title: values.companyTitle.trim() };
  }
}

/** Which field the API's refusal of an invoice concerns (40080–40083). */
export const invoiceFieldOfCode: Readonly<Record<number, keyof InvoiceValues>> = {
  [apiErrors.INVOICE_MOBILE_BARCODE.code]: 'mobileBarcode',
  [apiErrors.INVOICE_CERTIFICATE.code]: 'certificateCarrier',
  [apiErrors.INVOICE_LOVE_CODE.code]: 'loveCode',
  [apiErrors.INVOICE_BUSINESS_NUMBER.code]: 'businessNumber',
};
