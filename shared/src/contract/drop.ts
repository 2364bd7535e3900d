import { Type, type Static } from 'typebox';
import { Id } from './common';

// Drops: a kuji campaign or a product that goes on sale at a published time behind a waiting room. Shoppers who
// arrive from `opens_at` wait; at `starts_at` everyone waiting is put in a random order (later arrivals queue
// behind, in arrival order) and places are admitted at the operator's rate. An admitted place gets a signed,
// short-lived admission that the purchase endpoints of a drop require (header X-Drop-Admission), once.

export const DropKind = Type.Union([Type.Literal('kuji'), Type.Literal('product')]);
export type DropKind = Static<typeof DropKind>;

/** GET|POST drop/{kind}/{target_id}[/place]: the campaign (kuji) or product (product) the drop sells. */
export const DropParams = Type.Object({ kind: DropKind, target_id: Id }, { additionalProperties: false });
export type DropParams = Static<typeof DropParams>;

/**
 * On an item's own read (GET kuji/{kuji_id}, GET product/{product_id}): the drop it sells through, or null for an
 * item that sells without a queue, whose page then asks nothing of drop/… (the times alone; GET drop has the rest).
 */
export const ItemDrop = Type.Object(
  {
    /** When the waiting room opens (ISO 8601). */
    opens_at: Type.String(),
    /** When the sale starts (ISO 8601). */
    starts_at: Type.String(),
  },
  { additionalProperties: false },
);
export type ItemDrop = Static<typeof ItemDrop>;

/** What anyone may see of a drop (GET drop/{kind}/{target_id}; 404 when the item is not a drop). */
export const DropInfo = Type.Object(
  {
    kind: DropKind,
    target_id: Type.Integer(),
    /** When the waiting room opens (ISO 8601). */
    opens_at: Type.String(),
    /** When the sale starts: the waiting places are shuffled and admission begins. */
    starts_at: Type.String(),
    /** Places admitted per minute. */
    admit_per_minute: Type.Integer({ minimum: 1 }),
    /** How long an admitted shopper has to buy before the place passes on. */
    buy_window_seconds: Type.Integer({ minimum: 1 }),
    /** Tickets (kuji) or units (product) still on sale. */
    left: Type.Integer({ minimum: 0 }),
    /** Places not yet admitted. */
    waiting: Type.Integer({ minimum: 0 }),
    /** The server's clock (ISO 8601), for countdowns that do not trust the device's. */
    server_time: Type.String(),
  },
  { additionalProperties: false },
);
export type DropInfo = Static<typeof DropInfo>;

/**
 * - `early`: in the room before the start; the order is drawn at `starts_at`.
 * - `waiting`: in the queue at `position` (1 = next).
 * - `admitted`: may buy until `admitted_until` with `admission`.
 * - `used`: the admission bought an order. `lapsed`: its window passed unused (POST place queues again, at the back).
 * - `sold_out`: nothing is left; nobody else will be admitted.
 */
export const DropPlaceState = Type.Union([
  Type.Literal('early'),
  Type.Literal('waiting'),
  Type.Literal('admitted'),
  Type.Literal('used'),
  Type.Literal('lapsed'),
  Type.Literal('sold_out'),
]);
export type DropPlaceState = Static<typeof DropPlaceState>;

/** The caller's place (POST drop/{kind}/{target_id}/place joins or returns it; GET reads it). */
export const DropPlace = Type.Object(
  {
    drop: DropInfo,
    state: DropPlaceState,
    /** Places ahead plus one, while waiting; else null. */
    position: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
    /** Seconds until admission at the current rate, while waiting (early: counted from the start); else null. */
    estimated_wait_seconds: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
    /** Admitted: the admission to send as X-Drop-Admission with the purchase; else null. */
    admission: Type.Union([Type.String(), Type.Null()]),
    /** Admitted: when the admission expires (ISO 8601); else null. */
    admitted_until: Type.Union([Type.String(), Type.Null()]),
    /**
     * A visitor's place: the key that finds it again (send it as X-Drop-Place; keep it across reloads). Null for
     * a member, whose place is theirs on every device.
     */
    place_key: Type.Union([Type.String(), Type.Null()]),
    /** Opens this place's push stream: GET drop/{kind}/{target_id}/place/stream?watch=… (an EventSource cannot send headers). */
    watch: Type.String(),
  },
  { additionalProperties: false },
);
export type DropPlace = Static<typeof DropPlace>;

export const DropInfoBody = Type.Object({ data: DropInfo }, { additionalProperties: false });
export type DropInfoBody = Static<typeof DropInfoBody>;
export const DropPlaceBody = Type.Object({ data: DropPlace }, { additionalProperties: false });
export type DropPlaceBody = Static<typeof DropPlaceBody>;

/** `watch`: the place's `watch` value. */
export const DropStreamQuery = Type.Object(
  { watch: Type.String({ minLength: 10, maxLength: 600 }) },
  { additionalProperties: false },
);
export type DropStreamQuery = Static<typeof DropStreamQuery>;

/** The SSE event name of a place (`event: place`, `data:` one DropPlace as JSON, on connect and on each change). */
export const dropPlaceEvent = 'place';

/** Headers: the admission of a drop's purchase, and a visitor's place key. */
export const dropAdmissionHeader = 'x-drop-admission';
export const dropPlaceHeader = 'x-drop-place';
