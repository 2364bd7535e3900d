import type { DropKind } from '@shop/shared/contract';
import { usePageData } from '@shop/shared/page-cache';
import { onDeviceClock, secondsLeft, serverOffset, useNow } from './clock';
import { dropData } from './dropData';
import { liveAdmission } from './keep';

export type DropGate =
  /** No drop (or not known yet): the item is bought as any other. */
  | { gate: 'open' }
  /** A drop whose room is not open yet: nothing to do but come back at `opensAt`. */
  | { gate: 'not_open'; opensAt: string }
  /** The room is open and this tab holds no live admission: the way to buy is through the queue. */
  | { gate: 'queue' }
  /** This tab's admission is live: buy as usual (the purchase sends it) within `secondsLeft`. */
  | { gate: 'admitted'; until: number; secondsLeft: number };

/**
 * What an item page's buy buttons do about a drop: the drop comes with the page (its route loads `dropData`); the
 * admission is this tab's, read once the page has hydrated (the server renders the queue's way in). Ticks every
 * second while a time on screen counts down or the room is about to open.
 */
export function useDropGate(kind: DropKind, targetId: number): DropGate {
  const request = dropData(kind, targetId);
  const { data: drop } = usePageData(request.key, request.load);
  const admission = drop ? liveAdmission(kind, targetId) : null;
  const now = useNow(Boolean(drop));
  if (!drop) return { gate: 'open' };
  const offset = serverOffset(drop);
  // Before hydration the server's clock decides, the same on both sides of it.
  const at = now ?? Date.parse(drop.server_time) - offset;
  if (now !== null && admission && admission.until > at)
    return { gate: 'admitted', until: admission.until, secondsLeft: secondsLeft(admission.until, at) };
  if (at < onDeviceClock(drop.opens_at, offset)) return { gate: 'not_open', opensAt: drop.opens_at };
  return { gate: 'queue' };
}
