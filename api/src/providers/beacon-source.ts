// Which beacon the API draws from: the configured relays (the League of Entropy's by default), or outside production
// the local beacon the composition hands in (StandIns.localBeacon), started here and stopped with the API.
import { beaconScheme, leagueOfEntropyQuicknet, type BeaconChain } from '@shop/shared/kuji';
import type { BeaconConfig, Config } from '../config';
import type { StandIns } from '../stand-ins';
import { createBeaconClient, type BeaconClient } from './beacon';

export interface OpenedBeacon {
  client: BeaconClient;
  /** One line for the start-up banner. */
  describe: string;
  /** Stops the local beacon when this API started it. */
  close(): Promise<void>;
}

/** Why the configured chain cannot be drawn from, or undefined: draws are bound to rounds offline, so every field is needed. */
export function beaconChainProblem(beacon: BeaconConfig): string | undefined {
  if (beacon.chainHash === leagueOfEntropyQuicknet.chain_hash) {
    const mismatched = [
      beacon.publicKey !== leagueOfEntropyQuicknet.public_key && 'DRAND_PUBLIC_KEY',
      beacon.period !== leagueOfEntropyQuicknet.period && 'DRAND_PERIOD_SECONDS',
      beacon.genesisTime !== leagueOfEntropyQuicknet.genesis_time && 'DRAND_GENESIS_TIME',
    ].filter(Boolean);
    if (mismatched.length) {
      const verb = mismatched.length > 1 ? 'are' : 'is';
      return `${mismatched.join(', ')} ${verb} not the League of Entropy quicknet's (the chain DRAND_CHAIN_HASH names, by default)`;
    }
    return undefined;
  }
  if (!/^[0-9a-f]{64}$/.test(beacon.chainHash)) return 'DRAND_CHAIN_HASH is not a drand chain hash (64 hex digits)';
  if (!beacon.publicKey || !beacon.period || beacon.genesisTime === undefined) {
    return 'DRAND_CHAIN_HASH names a chain other than the League of Entropy quicknet: set DRAND_PUBLIC_KEY, DRAND_PERIOD_SECONDS and DRAND_GENESIS_TIME too';
  }
  return undefined;
}

/** The chain the configuration names; throws when it is incomplete. */
export function configuredChain(beacon: BeaconConfig): BeaconChain {
  const problem = beaconChainProblem(beacon);
  if (problem) throw new Error(problem);
  return {
    chain_hash: beacon.chainHash,
    public_key: beacon.publicKey!,
    period: beacon.period!,
    genesis_time: beacon.genesisTime!,
    scheme: beaconScheme,
  };
}

const LOOPBACK = /^(localhost|127(\.\d+){3}|\[::1\]|0\.0\.0\.0|\[::\])$/i;

/**
 * Why production must not draw from this beacon, or undefined. A chain whose relay runs on this very machine is the
 * local stand-in's (or one like it): its key is on the shop's disk, so the shop could know every round ahead.
 */
export function productionBeaconProblem(beacon: BeaconConfig): string | undefined {
  const problem = beaconChainProblem(beacon);
  if (problem) return problem;
  const onThisMachine = beacon.urls.filter((url) => {
    try {
      return LOOPBACK.test(new URL(url).hostname);
    } catch {
      return false;
    }
  });
  if (beacon.chainHash !== leagueOfEntropyQuicknet.chain_hash && onThisMachine.length) {
    return `DRAND_URLS names a beacon on this machine (${onThisMachine.join(', ')}) for a chain of its own, as the local stand-in beacon: its key-holder knows every round ahead (unset DRAND_* for the League of Entropy quicknet)`;
  }
  return undefined;
}

/** The environment that points an API process at this beacon: a second process of a test shares the test's. */
export function beaconEnv(url: string, chain: BeaconChain): Record<string, string> {
  return {
    DRAND_URLS: url,
    DRAND_CHAIN_HASH: chain.chain_hash,
    DRAND_PUBLIC_KEY: chain.public_key,
    DRAND_PERIOD_SECONDS: String(chain.period),
    DRAND_GENESIS_TIME: String(chain.genesis_time),
  };
}

export async function openBeacon(config: Config, standIns: StandIns | undefined): Promise<OpenedBeacon> {
  const { beacon } = config;
  if (beacon.local && standIns?.localBeacon && !config.production) {
    const local = await standIns.localBeacon({ period: beacon.local.period, dir: beacon.local.dir });
    return {
      client: createBeaconClient({ urls: [local.url], chain: local.chain, timeoutMs: beacon.timeoutMs }),
      describe: `Randomness beacon: local drand chain ${local.chain.chain_hash.slice(0, 12)}… (${local.chain.period} s rounds) at ${local.url}, key in ${beacon.local.dir}`,
      close: () => local.close(),
    };
  }
  const chain = configuredChain(beacon);
  const name =
    chain.chain_hash === leagueOfEntropyQuicknet.chain_hash ? 'League of Entropy quicknet' : `drand chain ${chain.chain_hash}`;
  return {
    client: createBeaconClient({ urls: beacon.urls, chain, timeoutMs: beacon.timeoutMs }),
    describe: `Randomness beacon: ${name} from ${beacon.urls.join(', ')}`,
    close: async () => {},
  };
}
