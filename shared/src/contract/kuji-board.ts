import { Type, type Static } from 'typebox';
import { KujiParams, KujiTier } from './kuji';

// The live board of an Ichiban Kuji campaign (GET kuji/{kuji_id}/board): a Server-Sent Events stream that sends
// the board once on connect and again after every change to the campaign, so open campaign pages follow other
// shoppers' draws without polling.

/**
 * What the board shows, as GET kuji/{kuji_id} computes it: tickets not bought and not held (`tickets_left`), each
 * tier with what is left of it, and whether the Last One prize has been won.
 */
export const KujiBoard = Type.Object(
  {
    kuji_id: Type.Integer(),
    tickets_left: Type.Integer({ minimum: 0 }),
    tiers: Type.Array(KujiTier),
    last_one_won: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type KujiBoard = Static<typeof KujiBoard>;

export const KujiBoardParams = KujiParams;
export type KujiBoardParams = Static<typeof KujiBoardParams>;

/**
 * `locale`: the language of prize names, as the `locale` header takes it (zh-TW default, zh-CN, en): a browser's
 * EventSource cannot send headers.
 */
export const KujiBoardQuery = Type.Object(
  { locale: Type.Optional(Type.Union([Type.Literal('zh-TW'), Type.Literal('zh-CN'), Type.Literal('en')])) },
  { additionalProperties: false },
);
export type KujiBoardQuery = Static<typeof KujiBoardQuery>;

/** The SSE event name of a board (`event: board`, `data:` one KujiBoard as JSON). */
export const kujiBoardEvent = 'board';
