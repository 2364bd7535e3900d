// The uniform e-invoice module's surface: what the order, kuji-order and prize-box modules call.
export { checkInvoiceChoice } from './choice';
export { invoiceRefunded, issueInvoice, type InvoiceSubject, type RefundOfSale, type Sale } from './issue';
export { invoiceView, issuedInvoices } from './read';
