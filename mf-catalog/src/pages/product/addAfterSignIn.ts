import type { SubProductInfo } from '@shop/shared/contract';

// A visitor's Add to cart signs in first (the cart is a member's). The sign-in's `redirect` brings them back to
// this product with what they asked to add in the address (`?add=2&sets=5.1,6.2`: amount, set items as
// id.amount), and the page adds it once they are signed in, then drops it from the address.

export interface AddIntent {
  amount: number;
  setItems: SubProductInfo[];
}

const whole = (raw: string | undefined, max: number) =>
  raw && /^[1-9]\d{0,15}$/.test(raw) && Number(raw) <= max ? Number(raw) : null;

/** The path to come back to after sign-in: this page's address with the intent to add. */
export function pathWithAddIntent(pathname: string, search: string, intent: AddIntent): string {
  const query = new URLSearchParams(search);
  query.set('add', String(intent.amount));
  if (intent.setItems.length) query.set('sets', intent.setItems.map((s) => `${s.product_id}.${s.amount}`).join(','));
  else query.delete('sets');
  return `${pathname}?${query}`;
}

/** The intent an address carries, or null when it carries none (or a malformed one, which is ignored). */
export function addIntentOf(search: URLSearchParams): AddIntent | null {
  const amount = whole(search.get('add') ?? undefined, 99);
  if (amount === null) return null;
  const sets = search.get('sets');
  const setItems: SubProductInfo[] = [];
  for (const part of sets ? sets.split(',').slice(0, 20) : []) {
    const [id, count] = part.split('.');
    const productId = whole(id, Number.MAX_SAFE_INTEGER);
    const each = whole(count, 99);
    if (productId === null || each === null) return null;
    setItems.push({ product_id: productId, amount: each });
  }
  return { amount, setItems };
}

/** The address without the intent, once it was acted on (a reload or Back must not add it again). */
export function withoutAddIntent(search: URLSearchParams): URLSearchParams {
  const rest = new URLSearchParams(search);
  rest.delete('add');
  rest.delete('sets');
  return rest;
}
