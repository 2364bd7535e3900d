/**
 * The release-time contract check: does the live shell provide what a remote's build needs? Each build records
 * in its mf-manifest.json `shared[]` the singletons it shares and the range it needs of each (`^<the version it
 * was built against>`); the shell's records the version it provides. A remote whose needs the live shell does not
 * satisfy would run against code it was not built for, so `release` refuses it; the shell refuses it too at run
 * time, with the same rule (`contractProblems` of @shop/shared/manifest, and the runtime's own `satisfy`).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { satisfy } from '@module-federation/enhanced/runtime';
import { contractProblems, formatContractProblems, type ContractProblem, type SharedNeed } from '@shop/shared/manifest';
import { defaultShellDir } from '../paths.js';

export { formatContractProblems, type ContractProblem };

/** What the contract reads of a Module Federation manifest (`mf-manifest.json`). */
export interface FederationManifest {
  name: string;
  metaData?: { buildInfo?: { buildName?: string } };
  shared: Array<SharedNeed & { version: string }>;
}

/**
 * What `remoteManifest` needs that `shellManifest` does not provide: one problem per shared singleton, naming
 * the remote by its package (`mf-catalog`); empty when the remote can run with that shell.
 */
export function checkRemoteAgainstShell(
  remoteManifest: FederationManifest,
  shellManifest: FederationManifest,
): ContractProblem[] {
  const provides = new Map(shellManifest.shared.map((shared) => [shared.name, shared.version]));
  const remote = remoteManifest.metaData?.buildInfo?.buildName || remoteManifest.name;
  return contractProblems(remote, remoteManifest.shared, provides, satisfy);
}

/** A build's or a published version's mf-manifest.json. */
export async function readFederationManifest(dir: string): Promise<FederationManifest> {
  const file = path.join(dir, 'mf-manifest.json');
  const manifest = JSON.parse(await readFile(file, 'utf8')) as Partial<FederationManifest>;
  if (typeof manifest.name !== 'string' || !Array.isArray(manifest.shared))
    throw new Error(`${file} is not a Module Federation manifest (no name or shared[])`);
  return manifest as FederationManifest;
}

/** The live shell's manifest: `mf-manifest.json` of the shell served at `/` (SHOP_SHELL_DIR or shell/dist). */
export function readLiveShellManifest(shellDir: string = defaultShellDir()): Promise<FederationManifest> {
  return readFederationManifest(shellDir);
}
