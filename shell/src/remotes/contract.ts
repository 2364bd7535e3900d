import { satisfy, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { contractProblems, formatContractProblems, type ContractProblem } from '@shop/shared/manifest';

type SnapshotHook = NonNullable<ModuleFederationRuntimePlugin['loadRemoteSnapshot']>;
type SnapshotArgs = Parameters<SnapshotHook>[0];

/** A remote the shell will not run: it needs shared singletons this shell does not provide. */
export class RemoteContractRefused extends Error {
  override name = 'RemoteContractRefused';
  constructor(
    readonly remote: string,
    readonly problems: ContractProblem[],
  ) {
    super(formatContractProblems(problems).join('; '));
  }
}

/** Package → version of what the host shares itself (the remotes' own offers join the same list once loaded). */
export function providedByHost(options: Pick<SnapshotArgs['options'], 'name' | 'shared'>): Map<string, string> {
  const provides = new Map<string, string>();
  for (const [name, offers] of Object.entries(options.shared)) {
    const own = offers.find((offer) => offer.from === options.name);
    if (own) provides.set(name, own.version);
  }
  return provides;
}

/**
 * Refuses a remote whose mf-manifest.json needs singletons the shell does not satisfy, before its entry script is
 * fetched, so none of its code runs: with a singleton the runtime would only warn and hand the remote the shell's
 * copy. The release check applies the same rule (deploy/src/release/contract-check.ts); this catches what slipped
 * past it, e.g. a shell rolled back under a live remote. The error reaches the fallback plugin (federation.ts).
 */
export function contractPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shop-remote-contract',
    loadRemoteSnapshot(args) {
      if (args.from !== 'manifest' || !args.manifestJson) return args;
      const { name, shared } = args.manifestJson;
      const problems = contractProblems(name, shared, providedByHost(args.options), satisfy);
      if (problems.length > 0) throw new RemoteContractRefused(name, problems);
      return args;
    },
  };
}
