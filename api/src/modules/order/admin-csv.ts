import { stringify } from 'csv-stringify/sync';
import type { AdminOrderRow } from '@shop/shared/contract';

// The console's order export as Excel opens it: UTF-8 with a byte-order mark (else Excel reads Chinese as Big5),
// a header row, RFC 4180 quoting, CRLF line ends.

const columns = [
  'order_id',
  'order_number',
  'created_at',
  'status',
  'paid_at',
  'total',
  'refunded_amount',
  'payment_method',
  'country_code',
  'delivery_method',
  'member_id',
  'buyer_email',
  'items_count',
  'invoice_number',
] as const;

/** A cell a spreadsheet would run as a formula (=, +, -, @) is kept as text. */
const inert = (v: string) => (/^[=+\-@\t\r]/.test(v) ? `'${v}` : v);

export function ordersCsv(rows: AdminOrderRow[]): string {
  const records = rows.map((r) => ({ ...r, member_id: r.buyer.member_id, buyer_email: r.buyer.email }));
  return stringify(records, {
    bom: true,
    header: true,
    columns: [...columns],
    record_delimiter: 'windows',
    cast: { string: inert },
  });
}
