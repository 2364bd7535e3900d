// The client of a drand randomness beacon (the League of Entropy's quicknet in production, the composition's local
// beacon otherwise): drand's v1 HTTP API as its relays serve it, fetched with plain fetch and checked with
// @shop/shared/kuji's verifyBeaconRound, the one implementation every verifier of the shop's draws uses.
// (drand-client 1.4.2 verifies too, but has no per-request timeout, no ordered failover, untyped errors and its
// own copy of @noble/curves v1.)
import {
  beaconScheme,
  randomnessOf,
  roundAfter,
  roundTime,
  verifyBeaconRound,
  type BeaconChain,
  type BeaconRound,
} from '@shop/shared/kuji';

/** The League of Entropy's public relays (docs.drand.love/developer/http-api), in the order they are tried. */
export const leagueOfEntropyRelays: readonly string[] = [
  'https://api.drand.sh',
  'https://api2.drand.sh',
  'https://api3.drand.sh',
  'https://drand.cloudflare.com',
  'https://api.drand.secureweb3.com:6875',
];

/** The round is not out yet: by the clock (nothing was fetched), or every relay that answered said so. */
export class BeaconRoundNotYet extends Error {
  override name = 'BeaconRoundNotYet';
  constructor(
    readonly round: number,
    /** When it is due, in unix milliseconds. */
    readonly dueAt: number,
  ) {
    super(`drand round ${round} is not out yet (due ${new Date(dueAt).toISOString()})`);
  }
}

/** No relay gave what was asked: each was down, too slow, or served something that does not verify. */
export class BeaconUnreachable extends Error {
  override name = 'BeaconUnreachable';
  constructor(
    what: string,
    /** One line per relay tried: its URL and what went wrong. */
    readonly failures: readonly string[],
  ) {
    super(`no drand relay gave ${what}: ${failures.join('; ')}`);
  }
}

export interface BeaconClient {
  /** The configured chain, known without the network: a paid order is bound to a round with it. */
  chain(): BeaconChain;
  /** The relays, in the order they are tried. */
  readonly urls: readonly string[];
  /** The chain as a relay describes it (fetched once); relays serving another chain or key are refused. */
  info(): Promise<BeaconChain>;
  /** Round `n`, verified against the chain's key; a round not due by the clock is not fetched. */
  round(n: number): Promise<BeaconRound>;
  /** The first round due strictly after `timeMs` (unix milliseconds). */
  roundAfter(timeMs: number): number;
  /** When round `n` is due, in unix milliseconds. */
  dueAt(n: number): number;
}

export interface BeaconClientOptions {
  urls: readonly string[];
  chain: BeaconChain;
  /** One relay's answer is given up on after this long and the next relay is asked. */
  timeoutMs: number;
  now?: () => number;
}

/** Verified rounds kept in memory: a round never changes, and draws ask for the same few again. */
const KEPT_ROUNDS = 1024;

/**
 * 425 Too Early is the relays' answer for a round after the next one (drand/http-relay routes_handler.go); a drand
 * node's own HTTP server answers 404 (drand/drand handler/http/server.go), which also means "no such path": it
 * counts as "not out" only for a round due less than this many periods ago (the relay's clock behind ours).
 */
const RECENT_PERIODS = 2;

type Attempt<T> = { value: T } | { notYet: true } | { failure: string };

export function createBeaconClient(options: BeaconClientOptions): BeaconClient {
  const { chain, timeoutMs, now = Date.now } = options;
  const urls = options.urls.map((url) => url.replace(/\/+$/, ''));
  if (urls.length === 0) throw new Error('a drand beacon client needs at least one relay URL');
  const kept = new Map<number, BeaconRound>();
  /** Relays whose info names another chain: never asked again by this client. */
  const refused = new Set<string>();
  /** The relay that answered last is asked first, so a dead first relay costs one timeout, not one per round. */
  let preferred = 0;
  let info: Promise<BeaconChain> | undefined;
  const dueAt = (n: number) => roundTime(chain, n) * 1000;

  async function fetchJson(url: string): Promise<{ status: number; body?: unknown }> {
    const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
    if (res.status !== 200) {
      await res.body?.cancel();
      return { status: res.status };
    }
    return { status: 200, body: await res.json() };
  }

  /** Asks each relay in turn until one gives a value `read` accepts. */
  async function firstAnswer<T>(
    what: string,
    path: string,
    read: (body: unknown, relay: string) => Promise<Attempt<T>>,
    notOut: (status: number) => boolean = () => false,
  ): Promise<{ value: T } | { notYet: true }> {
    const order = urls.map((_, i) => (preferred + i) % urls.length).filter((i) => !refused.has(urls[i]!));
    const failures: string[] = [];
    let notYet = false;
    for (const i of order) {
      const relay = urls[i]!;
      let attempt: Attempt<T>;
      try {
        const { status, body } = await fetchJson(`${relay}/${chain.chain_hash}${path}`);
        if (notOut(status)) attempt = { notYet: true };
        else if (status !== 200) attempt = { failure: `HTTP ${status}` };
        else attempt = await read(body, relay);
      } catch (err) {
        attempt = { failure: (err as Error).name === 'TimeoutError' ? `no answer in ${timeoutMs} ms` : String(err) };
      }
      if ('value' in attempt) {
        preferred = i;
        return { value: attempt.value };
      }
      if ('notYet' in attempt) notYet = true;
      else failures.push(`${relay}: ${attempt.failure}`);
    }
    if (notYet) return { notYet: true };
    throw new BeaconUnreachable(what, failures.length ? failures : ['every relay serves another chain']);
  }

  async function fetchInfo(): Promise<BeaconChain> {
    const answer = await firstAnswer<BeaconChain>('the chain info', '/info', async (body, relay) => {
      const served = body as Record<string, unknown>;
      // v1 names (hash, schemeID) as the relays serve them at /{chain}/info; v2 names for a v2 relay.
      const described: BeaconChain = {
        chain_hash: String(served.hash ?? served.chain_hash),
        public_key: String(served.public_key),
        period: Number(served.period),
        genesis_time: Number(served.genesis_time),
        scheme: String(served.schemeID ?? served.scheme) as typeof beaconScheme,
      };
      const differs = (Object.keys(chain) as (keyof BeaconChain)[]).filter((field) => described[field] !== chain[field]);
      if (differs.length === 0) return { value: chain };
      refused.add(relay);
      return { failure: `serves another chain (${differs.join(', ')} differ)` };
    });
    // No status counts as "not out" for the info: every failure is in the BeaconUnreachable thrown.
    return (answer as { value: BeaconChain }).value;
  }

  async function fetchRound(n: number): Promise<BeaconRound> {
    const read = async (body: unknown): Promise<Attempt<BeaconRound>> => {
      const served = body as { round?: unknown; signature?: unknown; randomness?: unknown };
      const signature = String(served.signature);
      // The v1 API sends the randomness beside the signature; it must be the signature's hash all the same.
      const round = { round: Number(served.round), signature, randomness: String(served.randomness ?? randomnessOf(signature)) };
      if (round.round !== n) return { failure: `answered round ${String(served.round)} for ${n}` };
      if (!(await verifyBeaconRound(chain, round))) return { failure: `round ${n} does not verify under the chain's key` };
      return { value: round };
    };
    const recent = now() - dueAt(n) < RECENT_PERIODS * chain.period * 1000;
    const notOut = (status: number) => status === 425 || (status === 404 && recent);
    const answer = await firstAnswer<BeaconRound>(`round ${n}`, `/public/${n}`, read, notOut);
    if ('notYet' in answer) throw new BeaconRoundNotYet(n, dueAt(n));
    return answer.value;
  }

  return {
    urls,
    chain: () => chain,
    roundAfter: (timeMs) => roundAfter(chain, timeMs),
    dueAt,
    info() {
      info ??= fetchInfo().catch((err: unknown) => {
        info = undefined;
        throw err;
      });
      return info;
    },
    async round(n) {
      if (!Number.isSafeInteger(n) || n < 1) throw new RangeError(`a drand round is a whole number ≥ 1, not ${n}`);
      const known = kept.get(n);
      if (known) return known;
      if (dueAt(n) > now()) throw new BeaconRoundNotYet(n, dueAt(n));
      const round = await fetchRound(n);
      if (kept.size >= KEPT_ROUNDS) kept.delete(kept.keys().next().value!);
      kept.set(n, round);
      return round;
    },
  };
}
