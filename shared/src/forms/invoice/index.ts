/**
 * Taiwan's uniform e-invoice on a form that sells (the shop's checkout, the kuji checkout): the section, its values
 * and rules, the request's `invoice` and the device's last choice. Texts are the forms concern's (`formsNamespace`),
 * which a page using these loads with its own. A record's lines are `@shop/shared/forms/invoice/facts`, apart so that
 * a record page does not bundle formik and yup.
 */
import '../namespace';
import '../messages';

export { InvoiceSection } from './InvoiceSection';
export { invoiceStorageKey, rememberedInvoice, rememberInvoice } from './rememberedInvoice';
export { invoiceFieldOfCode, invoiceOf, invoiceRules, invoiceValues, type InvoiceValues } from './values';
