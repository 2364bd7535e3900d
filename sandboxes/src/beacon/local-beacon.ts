// A drand beacon on this machine: the League of Entropy's HTTP API (v1, as its relays serve quicknet) for one chain
// of its own, which signs real BLS12-381 rounds (bls-unchained-g1-rfc9380) with its own key. The shop's production
// client fetches and verifies from it exactly as from the real relays; the composition starts it outside production
// (npm start, tests) and the API refuses it in production, since whoever holds its key knows every round ahead.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LocalBeacon, LocalBeaconOptions as KitOptions } from '@shop/api/stand-in-kit';
import { beaconScheme, type BeaconChain } from '@shop/shared/kuji';
import { drandChainHash } from './chain-hash';
import { loadOrCreateChainKey, newChainKey } from './chain-key';
import { relayHandler } from './relay';
import { ChainRounds } from './rounds';

/**
 * `period`: seconds between rounds (quicknet's: 3). `dir`: the folder the chain is kept in, so draws published
 * before a restart still verify (none: a new chain). `port`: on 127.0.0.1 (none: one the system picks).
 */
export interface LocalBeaconOptions extends Partial<KitOptions> {
  /** When round 1 of a new chain is due, in unix seconds; default: now. A kept chain keeps its own. */
  genesisTime?: number;
}

export type { LocalBeacon };

export async function startLocalBeacon(options: LocalBeaconOptions = {}): Promise<LocalBeacon> {
  const period = options.period ?? 3;
  if (!Number.isInteger(period) || period < 1) throw new Error(`a beacon period is whole seconds ≥ 1, not ${period}`);
  const genesisTime = options.genesisTime ?? Math.floor(Date.now() / 1000);
  const key = options.dir ? await loadOrCreateChainKey(options.dir, period, genesisTime) : newChainKey(period, genesisTime);
  const chain: BeaconChain = {
    chain_hash: drandChainHash(key),
    public_key: key.public_key,
    period: key.period,
    genesis_time: key.genesis_time,
    scheme: beaconScheme,
  };
  const relay = relayHandler(key, new ChainRounds(chain, Buffer.from(key.secret_key, 'hex')));
  // Idle connections are kept a minute, as the relays' CDN does: Node's 5 s would let a busy machine's stall close a
  // kept connection just as its client sends the next request on it (ECONNRESET).
  const server: Server = createServer({ keepAliveTimeout: 60_000 }, relay.handle);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    chain,
    close: () =>
      new Promise<void>((resolve) => {
        relay.stop();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
