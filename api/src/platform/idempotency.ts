import { Type } from 'typebox';

/** The header a purchase (a shop order, a kuji order) may carry so a retried request does not buy twice. */
export const IdempotencyHeaders = Type.Object({
  'idempotency-key': Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 128,
      description: 'Unique per purchase attempt: a retried request with the same key answers the same order',
    }),
  ),
});

/** A purchase's headers: its idempotency key, and the admission a drop item needs (modules/drop/gate.ts). */
export const PurchaseHeaders = Type.Object({
  ...IdempotencyHeaders.properties,
  'x-drop-admission': Type.Optional(
    Type.String({
      maxLength: 4000,
      description: "An admitted place's admission (DropPlace.admission), needed to buy a drop's item; several: comma-separated",
    }),
  ),
});
