import type { DropKind, DropPlace, dropPlaceEvent } from '@shop/shared/contract';
import { followEventStream } from '@shop/shared/ui';
import { dropStreamUrl } from './endpoints';

/** The stream's event name (the contract's `dropPlaceEvent`; its module is imported for types only). */
const placeEvent: typeof dropPlaceEvent = 'place';

/** Failures in a row, with no place in between, after which the stream is given up for polling. */
export const placeStreamAttempts = 3;

/** How long after a refused stream (429, 503: not a stream at all) it is opened again. */
export const placeStreamRetryMs = 3000;

export interface PlaceFollower {
  /** The place as it is on connect and after every change. */
  place(place: DropPlace): void;
  /** No EventSource here, or the stream failed again and again: the caller reads the place by itself instead. */
  giveUp(): void;
}

/**
 * Follows a place in a drop's waiting room (Server-Sent Events through the shop's own origin). Unlike a campaign's
 * board it stays open in a hidden tab: shoppers wait in another tab, and the admission must reach them there. A
 * phone that dropped the connection in the background gets it back when the page is shown again (the first event is
 * then the place as it is). Returns what stops it.
 */
export function followDropPlace(kind: DropKind, targetId: number, watch: string, to: PlaceFollower): () => void {
  return followEventStream<DropPlace>(
    dropStreamUrl(kind, targetId, watch),
    placeEvent,
    { data: to.place, giveUp: to.giveUp },
    { hidden: 'keep', attempts: placeStreamAttempts, retryMs: placeStreamRetryMs },
  );
}
