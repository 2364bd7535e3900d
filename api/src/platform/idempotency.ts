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
