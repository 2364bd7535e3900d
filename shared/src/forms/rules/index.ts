// Plain rules with no dependencies (no yup, no i18n): the API imports them from `@shop/shared/forms/rules` and
// enforces exactly what the checkout form checks.
export {
  customsIdKinds,
  importTaxApplies,
  isValidCustomsId,
  needsCustomsId,
  needsRealNameNotice,
  normalizeCustomsId,
  type CustomsCountry,
  type CustomsIdKind,
} from './customs';
export { englishOnlyPattern, needsEnglishOnly, salesAreaOf } from './destination';
export {
  invoiceKinds,
  isBusinessNumber,
  isCitizenCertificate,
  isLoveCode,
  isMobileBarcode,
  needsUniformInvoice,
  normalizeInvoiceCode,
  type InvoiceKind,
} from './invoice';
