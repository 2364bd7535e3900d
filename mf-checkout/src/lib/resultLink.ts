/** Where an order's outcome is shown: /result for it, with the visitor's token when there is one. */
export function resultPath(orderId: number, token: string | null | undefined): string {
  const query = new URLSearchParams({ order_id: String(orderId) });
  if (token) query.set('token', token);
  return `/result?${query}`;
}

/** The order record: /order-detail for it, with the visitor's token when there is one. */
export function orderDetailPath(orderId: number, token: string | null | undefined): string {
  const query = new URLSearchParams({ order_id: String(orderId) });
  if (token) query.set('token', token);
  return `/order-detail?${query}`;
}

/** The order id of a query (`order_id`), or null when it is not a positive whole number. */
export function orderIdOf(search: URLSearchParams): number | null {
  const raw = search.get('order_id') ?? '';
  return /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2147483647 ? Number(raw) : null;
}
