/**
 * The number a shopper reads for an order: a letter for its kind (S the shop's orders, K Ichiban Kuji orders, P prize-box shipments), the
 * day it was placed in Taiwan (yymmdd) and its id in seven digits, e.g. K2611270000017. Unique, sortable, readable
 * over the phone; the numeric id stays what addresses and the API use.
 */
export type OrderKind = 'S' | 'K' | 'P';

export function formatOrderNumber(kind: OrderKind, id: number, createdAt: Date): string {
  const taipei = new Date(createdAt.getTime() + 8 * 3600_000).toISOString();
  return `${kind}${taipei.slice(2, 4)}${taipei.slice(5, 7)}${taipei.slice(8, 10)}${String(id).padStart(7, '0')}`;
}
