import type { DropKind, ItemDrop } from '@shop/shared/contract';
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
 * What an item page's buy buttons do about a drop. The item's own read says whether it is one (`itemDrop`): one that
 * is not asks nothing of drop/… and keeps its buttons from the first render. A drop's times and the server's clock
 * come with the page (its route loads `dropData` once the item's read is in); until they are here, the item's times
 * on this device's clock decide. The admission is this tab's, read once the page has hydrated (the server renders
 * the queue's way in). Ticks every second while a time on screen counts down or the room is about to open.
 */
export function useDropGate(kind: DropKind, targetId: number, itemDrop: ItemDrop | null): DropGate {
  const request = dropData(kind, targetId, async () => itemDrop);
  const { data: drop } = usePageData(request.key, request.load);
  // Null: the API says no drop (it ended since the item was read); undefined: not known yet, or it failed.
  const isDrop = itemDrop !== null && drop !== null;
  const admission = isDrop ? liveAdmission(kind, targetId) : null;
  const now = useNow(isDrop);
  if (!isDrop) return { gate: 'open' };
  const offset = drop ? serverOffset(drop) : 0;
  // Before hydration the server's clock decides, the same on both sides of it; without it, the queue (whose page
  // says when the room opens) until the device's clock can tell.
  const at = now ?? (drop ? Date.parse(drop.server_time) - offset : null);
  if (at === null) return { gate: 'queue' };
  if (now !== null && admission && admission.until > at)
    return { gate: 'admitted', until: admission.until, secondsLeft: secondsLeft(admission.until, at) };
  const opensAt = drop?.opens_at ?? itemDrop.opens_at;
  if (at < onDeviceClock(opensAt, offset)) return { gate: 'not_open', opensAt };
  return { gate: 'queue' };
}
