/** A fresh key for one attempt at placing an order (the `Idempotency-Key` of POST order and POST kuji-order). */
export function idempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
