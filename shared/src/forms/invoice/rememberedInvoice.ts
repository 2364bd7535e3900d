import type { InvoiceChoice } from '@shop/shared/contract';

/**
 * The shopper's last e-invoice choice on this device (localStorage `invoiceChoice`), as an order took it: the next
 * checkout to Taiwan starts from it, as shops do, so a mobile barcode is not typed again each time.
 */
export const invoiceStorageKey = 'invoiceChoice';

const isText = (value: unknown): value is string => typeof value === 'string';

/** What was stored, if it still has the shape of a choice (an older or edited entry is ignored). */
function asChoice(value: unknown): InvoiceChoice | null {
  if (typeof value !== 'object' || value === null) return null;
  const entry = value as Record<string, unknown>;
  switch (entry.kind) {
    case 'member':
      return { kind: 'member' };
    case 'mobile':
    case 'certificate':
      return isText(entry.carrier) ? { kind: entry.kind, carrier: entry.carrier } : null;
    case 'donation':
      return isText(entry.love_code) ? { kind: 'donation', love_code: entry.love_code } : null;
    case 'company':
      if (!isText(entry.business_number)) return null;
      return { kind: 'company', business_number: entry.business_number, ...(isText(entry.title) ? { title: entry.title } : {}) };
    default:
      return null;
  }
}

export function rememberedInvoice(): InvoiceChoice | null {
  try {
    return asChoice(JSON.parse(localStorage.getItem(invoiceStorageKey) ?? 'null'));
  } catch {
    return null;
  }
}

export function rememberInvoice(choice: InvoiceChoice): void {
  try {
    localStorage.setItem(invoiceStorageKey, JSON.stringify(choice));
  } catch {
    // Private browsing or a full storage: the next checkout starts from the member carrier.
  }
}
