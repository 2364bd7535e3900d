import type { DropKind, DropPlace, dropAdmissionHeader, dropPlaceHeader } from '@shop/shared/contract';
import { apiErrors } from '@shop/shared/errors';

// The contract's header names (its module is imported for types only: its values would bundle typebox).
const admissionHeader: typeof dropAdmissionHeader = 'x-drop-admission';
const placeHeader: typeof dropPlaceHeader = 'x-drop-place';

/** An admission as this browser keeps it (every tab of it): the token and when it expires on this device's clock. */
export interface KeptAdmission {
  admission: string;
  /** Epoch ms on the device's clock (the server's `admitted_until` less the clocks' difference). */
  until: number;
}

const placeKeyName = (kind: DropKind, targetId: number) => `dropPlace:${kind}:${targetId}`;
const admissionName = (kind: DropKind, targetId: number) => `dropAdmission:${kind}:${targetId}`;

// Storage can be missing or refuse (private browsing, a full quota): the place then lives as long as the page.
function read(storage: () => Storage, name: string): string | null {
  try {
    return storage().getItem(name);
  } catch {
    return null;
  }
}
function write(storage: () => Storage, name: string, value: string | null): void {
  try {
    if (value === null) storage().removeItem(name);
    else storage().setItem(name, value);
  } catch {
    // Kept in memory only, as above.
  }
}
// localStorage, not sessionStorage: a second tab of the same browser finds the same place and admission.
const local = () => localStorage;

/** A visitor's place key for this drop, kept across reloads and tabs (a member's place is found by the member). */
export const keptPlaceKey = (kind: DropKind, targetId: number) => read(local, placeKeyName(kind, targetId));

/** The header that finds a visitor's place again, when a key is kept. */
export function placeKeyHeaders(kind: DropKind, targetId: number): Record<string, string> {
  const key = keptPlaceKey(kind, targetId);
  return key ? { [placeHeader]: key } : {};
}

/**
 * Keeps what a place answer says this browser must remember: a visitor's key; the admission while admitted, which
 * the purchase (on this remote or another, in any tab: localStorage is the browser's) sends along; no
 * admission once it is used, lapsed or the drop is sold out. `offsetMs`: the server's clock less the device's.
 */
export function keepPlace(kind: DropKind, targetId: number, place: DropPlace, offsetMs: number): void {
  if (place.place_key) write(local, placeKeyName(kind, targetId), place.place_key);
  if (place.state === 'admitted' && place.admission && place.admitted_until) {
    const kept: KeptAdmission = { admission: place.admission, until: Date.parse(place.admitted_until) - offsetMs };
    write(local, admissionName(kind, targetId), JSON.stringify(kept));
  } else forgetAdmission(kind, targetId);
}

/** The browser's admission to buy this item, while it has not expired; else null. */
export function liveAdmission(kind: DropKind, targetId: number, now = Date.now()): KeptAdmission | null {
  const raw = read(local, admissionName(kind, targetId));
  if (!raw) return null;
  try {
    const kept = JSON.parse(raw) as KeptAdmission;
    return typeof kept.admission === 'string' && typeof kept.until === 'number' && kept.until > now ? kept : null;
  } catch {
    return null;
  }
}

/** The admission bought its order, or the API refused it (used, expired, not this shopper's): it is gone. */
export const forgetAdmission = (kind: DropKind, targetId: number) => write(local, admissionName(kind, targetId), null);

export interface PurchaseAdmission {
  /** The items whose admissions go with the purchase (forgotten once it is placed). */
  targetIds: number[];
  headers: Record<string, string>;
}

/**
 * The purchase's header: this browser's live admissions among `targetIds`, comma-separated (an order of two drop
 * products needs both); null when it holds none. One admission buys one order.
 */
export function purchaseAdmission(kind: DropKind, targetIds: readonly number[]): PurchaseAdmission | null {
  const held = targetIds.flatMap((targetId) => {
    const kept = liveAdmission(kind, targetId);
    return kept ? [{ targetId, admission: kept.admission }] : [];
  });
  if (held.length === 0) return null;
  return {
    targetIds: held.map((h) => h.targetId),
    headers: { [admissionHeader]: held.map((h) => h.admission).join(',') },
  };
}

/** The purchase refusals after which the admission sent is of no more use: the shopper goes back to the queue. */
const admissionRefusals = new Set<number>(
  (['DROP_ADMISSION_REQUIRED', 'DROP_ADMISSION_INVALID', 'DROP_ADMISSION_EXPIRED', 'DROP_ADMISSION_USED'] as const).map(
    (name) => apiErrors[name].code,
  ),
);
export const isAdmissionRefusal = (code: number | undefined) => code !== undefined && admissionRefusals.has(code);
