import type { IssuedInvoice, OrderCreate, OrderInvoice } from '@shop/shared/contract';
import { needsUniformInvoice } from '@shop/shared/forms/rules';
import type { InvoiceJson } from '../../db/schema';
import { checkInvoiceChoice, invoiceView as view } from '../invoice/service';

// The buyer's uniform e-invoice choice (Taiwan destinations), checked with the rules the checkout form applies.

/** The invoice an order takes: the member carrier unless the buyer chose otherwise; null outside Taiwan. */
export function checkInvoice(body: Pick<OrderCreate, 'country_code' | 'invoice'>): InvoiceJson | null {
  return needsUniformInvoice(body.country_code) ? checkInvoiceChoice(body.invoice) : null;
}

/** As the order's record shows it, with the invoice issued once it was paid. */
export const invoiceView = (invoice: InvoiceJson | null, issued: IssuedInvoice | null = null): OrderInvoice | null =>
  view(invoice, issued);
