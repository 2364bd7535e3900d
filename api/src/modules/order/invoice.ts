import type { OrderCreate, OrderInvoice } from '@shop/shared/contract';
import {
  isBusinessNumber,
  isCitizenCertificate,
  isLoveCode,
  isMobileBarcode,
  needsUniformInvoice,
  normalizeInvoiceCode,
} from '@shop/shared/forms/rules';
import type { InvoiceJson } from '../../db/schema';
import { fail } from '../../platform/errors';

// The buyer's uniform e-invoice choice (Taiwan destinations), checked with the rules the checkout form applies.

/** The invoice an order takes: the member carrier unless the buyer chose otherwise; null outside Taiwan. */
export function checkInvoice(body: Pick<OrderCreate, 'country_code' | 'invoice'>): InvoiceJson | null {
  if (!needsUniformInvoice(body.country_code)) return null;
  const choice = body.invoice ?? { kind: 'member' as const };
  switch (choice.kind) {
    case 'member':
      return { kind: 'member' };
    case 'mobile':
      if (!isMobileBarcode(choice.carrier)) fail('INVOICE_MOBILE_BARCODE');
      return { kind: 'mobile', code: normalizeInvoiceCode(choice.carrier) };
    case 'certificate':
      if (!isCitizenCertificate(choice.carrier)) fail('INVOICE_CERTIFICATE');
      return { kind: 'certificate', code: normalizeInvoiceCode(choice.carrier) };
    case 'donation':
      if (!isLoveCode(choice.love_code)) fail('INVOICE_LOVE_CODE');
      return { kind: 'donation', code: choice.love_code.trim() };
    case 'company': {
      if (!isBusinessNumber(choice.business_number)) fail('INVOICE_BUSINESS_NUMBER');
      const title = choice.title?.trim();
      return { kind: 'company', code: choice.business_number.trim(), ...(title ? { title } : {}) };
    }
  }
}

/** As the order's record shows it. */
export const invoiceView = (invoice: InvoiceJson | null): OrderInvoice | null =>
  invoice && { kind: invoice.kind, code: invoice.code ?? null, title: invoice.title ?? null };
