import { Type, type Static } from 'typebox';

// What the shell's health beacon may carry (POST /api/beacon/remote-health): counts of what happened to a
// remote, never who it happened to. Outside the provider's v1 contract.

/** What the shell reports about one remote version. */
export const remoteHealthKinds = ['load', 'load-failure', 'render-error', 'unhandled-error'] as const;
export type RemoteHealthKind = (typeof remoteHealthKinds)[number];

/**
 * A published version: the remote's package version, then the first 8 hex digits of its content hash
 * (`1.4.0-3f2a9c1b`, deploy/src/publish). Dev servers' `dev` is not a release and is refused.
 */
export const PUBLISHED_VERSION = '^\\d{1,6}\\.\\d{1,6}\\.\\d{1,6}(-[0-9A-Za-z]{1,20}(\\.[0-9A-Za-z]{1,20}){0,3})?-[0-9a-f]{8}$';

/** Events per beacon: the shell flushes its queue at least this often. */
export const MAX_EVENTS = 50;
/** One event may stand for this many occurrences (the shell may fold repeats together). */
export const MAX_COUNT = 100;

/** `remotes`: the Module Federation container names of the shop's remotes (the app registry). */
export function remoteHealthBeacon(remotes: readonly string[]) {
  const event = Type.Object(
    {
      remote: Type.Union(remotes.map((name) => Type.Literal(name))),
      version: Type.String({ maxLength: 64, pattern: PUBLISHED_VERSION }),
      kind: Type.Union(remoteHealthKinds.map((kind) => Type.Literal(kind))),
      count: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_COUNT })),
    },
    { additionalProperties: false },
  );
  return Type.Array(event, { minItems: 1, maxItems: MAX_EVENTS });
}

export interface RemoteHealthEvent {
  remote: string;
  version: string;
  kind: RemoteHealthKind;
  count?: number;
}

/** The beacon endpoint takes nothing in its query string. */
export const BeaconQuery = Type.Object({}, { additionalProperties: false });
export type BeaconQuery = Static<typeof BeaconQuery>;
