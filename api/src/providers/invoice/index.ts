import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { InvoiceIssuers } from '../../stand-ins';
import type { InvoiceIssuer } from './types';

export type { AllowanceFiling, InvoiceBuyer, InvoiceIssuer, IssuedInvoiceFiling, VoidFiling } from './types';
export { FilingRefused } from './types';

/**
 * The value-added centre INVOICE_PROVIDER names; null when none is configured (invoices are issued and kept, their
 * uploads wait). A real centre is one more class implementing InvoiceIssuer and one more case here.
 */
export function createInvoiceIssuer(config: Config, db: Db, standIns: InvoiceIssuers = {}): InvoiceIssuer | null {
  const { provider } = config.invoice;
  if (!provider) return null;
  const standIn = Object.hasOwn(standIns, provider) ? standIns[provider] : undefined;
  if (standIn) return standIn(config, db);
  const known = [...Object.keys(standIns), 'none'].join(', ');
  throw new Error(`INVOICE_PROVIDER=${provider}: no such value-added centre (known: ${known})`);
}
