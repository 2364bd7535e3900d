// The browser's device id, sent as `x-shop-device` when an order is placed: the API caps what one browser holds
// unpaid (besides the member, the guest's e-mail and the address, which are the strong keys). A random id kept in
// localStorage, sent with nothing else, so it says nothing about who the shopper is.

export const DEVICE_HEADER = 'x-shop-device';
const storageKey = 'shop.device';
const wellFormed = /^[A-Za-z0-9_-]{16,64}$/;

/** This browser's id, made on first use; null where there is no storage (private mode, a server render). */
export function deviceId(): string | null {
  try {
    const kept = localStorage.getItem(storageKey);
    if (kept && wellFormed.test(kept)) return kept;
    const bytes = crypto.getRandomValues(new Uint8Array(16));
    const fresh = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
    localStorage.setItem(storageKey, fresh);
    return fresh;
  } catch {
    return null;
  }
}
