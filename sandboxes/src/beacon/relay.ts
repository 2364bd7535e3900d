import type { IncomingMessage, ServerResponse } from 'node:http';
import type { LocalChainKey } from './chain-key';
import type { ChainRounds } from './rounds';
import { cacheControl, pathOf, relayRoutes, routeList, sendError, sendJson } from './relay-routes';

/** The largest round number drand parses (uint64); larger is a malformed request, not a future round. */
const MAX_ROUND = 2n ** 64n - 1n;

/**
 * A request handler answering as a League of Entropy relay does for a quicknet-style chain (github.com/drand/
 * http-relay routes_handler.go, v1 API): the chain's info, its rounds once due, 425 Too Early for a round after the
 * next one, and the next one held until its time, never sooner.
 */
export function relayHandler(key: LocalChainKey, rounds: ChainRounds) {
  const { chain } = rounds;
  // The v1 info shape (http-relay grpc.go JsonInfoV1), which drand-client's ChainInfo type reads.
  const info = {
    public_key: chain.public_key,
    period: chain.period,
    genesis_time: chain.genesis_time,
    hash: chain.chain_hash,
    groupHash: key.genesis_seed,
    schemeID: chain.scheme,
    metadata: { beaconID: key.beacon_id },
  };
  const waiting = new Set<NodeJS.Timeout>();
  const ours = (hash: string | undefined) => hash === undefined || hash.toLowerCase() === chain.chain_hash;

  function sendRound(res: ServerResponse, round: number, latest: boolean) {
    const headers = latest
      ? { 'cache-control': cacheControl.until(Math.ceil((rounds.dueAt(round + 1) - Date.now()) / 1000)) }
      : { 'cache-control': cacheControl.immutable };
    sendJson(res, rounds.value(round), headers);
  }

  function latest(res: ServerResponse) {
    const current = rounds.current();
    if (current < 1) return sendError(res, 500, 'Failed to get beacon', { 'cache-control': cacheControl.none });
    sendRound(res, current, true);
  }

  function round(res: ServerResponse, digits: string) {
    const requested = BigInt(digits);
    if (requested > MAX_ROUND) return sendError(res, 400, `Failed to parse round. Err: value out of range`);
    if (requested === 0n) return latest(res);
    const next = rounds.current() + 1;
    if (requested > BigInt(next)) {
      return sendError(res, 425, 'Requested future beacon', { 'cache-control': cacheControl.none });
    }
    const n = Number(requested);
    if (n < next) return sendRound(res, n, false);
    // The next round: the relay holds the request until the round is due, then answers it (a timer may fire a
    // millisecond early: it is set again rather than answer before the round's time).
    const hold = () => {
      const timer = setTimeout(
        () => {
          waiting.delete(timer);
          if (res.destroyed) return;
          if (Date.now() < rounds.dueAt(n)) hold();
          else sendRound(res, n, false);
        },
        rounds.dueAt(n) - Date.now(),
      );
      waiting.add(timer);
      res.once('close', () => {
        clearTimeout(timer);
        waiting.delete(timer);
      });
    };
    hold();
  }

  function handle(req: IncomingMessage, res: ServerResponse) {
    const path = pathOf(req);
    if (req.method !== 'GET') return sendError(res, 405, 'Method Not Allowed');
    if (relayRoutes.chains.test(path)) return sendJson(res, [chain.chain_hash]);
    let match = relayRoutes.info.exec(path);
    if (match) return ours(match[1]) ? sendJson(res, info) : sendError(res, 500, 'Failed to get ChainInfo');
    match = relayRoutes.health.exec(path);
    if (match) {
      if (!ours(match[1])) return sendError(res, 500, 'Failed to get latest beacon for health');
      const current = rounds.current();
      return sendJson(res, { current, expected: current }, { 'cache-control': 'no-cache' });
    }
    match = relayRoutes.latest.exec(path) ?? relayRoutes.round.exec(path);
    if (match) {
      if (!ours(match[1])) return sendError(res, 400, 'unknown chain hash', { 'cache-control': cacheControl.none });
      return match[2] === undefined ? latest(res) : round(res, match[2]);
    }
    sendError(res, 404, routeList);
  }

  return {
    handle,
    /** Drops requests held for the next round (the server is closing). */
    stop() {
      for (const timer of waiting) clearTimeout(timer);
      waiting.clear();
    },
  };
}
