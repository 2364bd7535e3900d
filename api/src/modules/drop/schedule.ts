import type { DropPlaceState } from '@shop/shared/contract';
import type { dropPlaces, drops } from '../../db/schema';

// Admission follows the clock: from the start, places are admitted at the drop's rate in ordinal order, so
// nothing is written as the queue moves, every replica computes the same, and a restart loses nothing.

export type DropRow = typeof drops.$inferSelect;
export type PlaceRow = typeof dropPlaces.$inferSelect;

const MINUTE = 60_000;

/** Places admitted at the start itself: one second's worth, at least one. */
export const firstAdmitted = (perMinute: number) => Math.max(1, Math.ceil(perMinute / 60));

/** How many places are admitted by `now` (ordinals 1…n); none before the start. */
export function admittedThrough(d: DropRow, now: Date): number {
  if (now < d.startsAt) return 0;
  const elapsed = Math.max(0, now.getTime() - d.cursorAt.getTime());
  return d.cursorPosition + Math.floor((elapsed * d.admitPerMinute) / MINUTE);
}

/** When the place with this ordinal is (or was) admitted at the current rate. */
export function admittedAt(d: DropRow, ordinal: number): Date {
  if (ordinal <= d.cursorPosition) return d.cursorAt;
  return new Date(d.cursorAt.getTime() + Math.ceil(((ordinal - d.cursorPosition) * MINUTE) / d.admitPerMinute));
}

/** The cursor after a rate change at `now`: the admitted count carries on from where it is, never back. */
export function cursorForRate(d: DropRow, perMinute: number, now: Date): Pick<DropRow, 'cursorPosition' | 'cursorAt'> {
  if (now <= d.startsAt) return { cursorPosition: firstAdmitted(perMinute), cursorAt: d.startsAt };
  return { cursorPosition: admittedThrough(d, now), cursorAt: now };
}

export interface PlaceStanding {
  state: DropPlaceState;
  position: number | null;
  waitSeconds: number | null;
  /** Admitted: until when it may buy. */
  until: Date | null;
}

/** Where a place stands at `now`, with `left` tickets or units still on sale. */
export function standing(d: DropRow, place: PlaceRow, left: number, now: Date): PlaceStanding {
  const none = { position: null, waitSeconds: null, until: null };
  if (place.usedAt) return { state: 'used', ...none };
  if (left <= 0) return { state: 'sold_out', ...none };
  const secondsUntil = (t: Date) => Math.max(0, Math.ceil((t.getTime() - now.getTime()) / 1000));
  if (place.ordinal === null || now < d.startsAt) return { state: 'early', ...none, waitSeconds: secondsUntil(d.startsAt) };
  const through = admittedThrough(d, now);
  if (place.ordinal > through) {
    return {
      state: 'waiting',
      position: place.ordinal - through,
      waitSeconds: secondsUntil(admittedAt(d, place.ordinal)),
      until: null,
    };
  }
  const until = new Date(admittedAt(d, place.ordinal).getTime() + d.buyWindowSeconds * 1000);
  return now < until ? { state: 'admitted', ...none, until } : { state: 'lapsed', ...none };
}
