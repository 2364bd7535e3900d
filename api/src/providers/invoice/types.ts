// What the shop needs from a value-added centre (加值中心), the service that files uniform e-invoices with the
// Ministry of Finance's platform for the seller. Chosen by configuration (INVOICE_PROVIDER, providers/invoice/index.ts).

/** The buyer as an invoice names them: a carrier, a donation, or a company. */
export interface InvoiceBuyer {
  kind: 'member' | 'mobile' | 'certificate' | 'donation' | 'company';
  /** The carrier's code (the member carrier: the shop's id for the buyer), the love code or the business number. */
  code: string;
  /** A company's name. */
  title?: string;
}

/** One invoice (B2C: total only; B2B: sales and the 5% business tax apart). */
export interface IssuedInvoiceFiling {
  number: string;
  /** YYYY-MM-DD, Taiwan. */
  date: string;
  /** The shop's reference of what was sold (an order or kuji order number). */
  reference: string;
  buyer: InvoiceBuyer;
  total: number;
  sales: number | null;
  tax: number | null;
  description: string;
}

export interface VoidFiling {
  number: string;
  /** YYYY-MM-DD, Taiwan: the day it was voided. */
  date: string;
  reason: string;
}

export interface AllowanceFiling {
  /** The allowance's own number. */
  number: string;
  /** The invoice it gives back part of, and that invoice's date. */
  invoiceNumber: string;
  invoiceDate: string;
  date: string;
  amount: number;
  sales: number | null;
  tax: number | null;
}

/** The centre refused it for good (a number it already has, a malformed filing): asking again will not help. */
export class FilingRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FilingRefused';
  }
}

/**
 * A value-added centre. Each call is idempotent by number at a real centre: filing a number it already holds
 * with the same content is answered as taken, with other content refused (FilingRefused).
 */
export interface InvoiceIssuer {
  readonly name: string;
  issue(invoice: IssuedInvoiceFiling): Promise<void>;
  void(invoice: VoidFiling): Promise<void>;
  allowance(allowance: AllowanceFiling): Promise<void>;
}
