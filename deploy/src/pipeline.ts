/**
 * The release pipeline as functions: build what is stale, publish remotes as immutable versions, switch
 * remotes.json. The CLIs are thin wrappers over these; the e2e runner can call them directly.
 */
import { readRemotePackage, type RemotePackageInfo } from './apps.js';
import { UserError } from './errors.js';
import { buildApps } from './build/build-apps.js';
import { distDirOf, findStaleApps } from './build/staleness.js';
import { activateVersion, type SwitchResult } from './manifest/activate.js';
import { findEntry, readRemotesManifest } from './manifest/remotes-manifest.js';
import { ALL_APPS, REMOTE_APPS, type AppName, type RemoteApp } from './paths.js';
import { publishRemote, type PublishResult } from './publish/publish-remote.js';
import {
  checkRemoteAgainstShell,
  formatContractProblems,
  readFederationManifest,
  readLiveShellManifest,
} from './release/contract-check.js';
import { startCanary } from './release/rollout.js';

export type Log = (line: string) => void;

export interface BuildOptions {
  apps?: readonly AppName[];
  force?: boolean;
  log?: Log;
}

/** Builds the stale ones among `apps` (default: all five) in one rspack run; throws if any fails. */
export async function buildStaleApps(root: string, options: BuildOptions = {}): Promise<string[]> {
  const log = options.log ?? console.log;
  const stale = await findStaleApps(root, options.apps ?? ALL_APPS, { force: options.force });
  if (stale.length === 0) {
    log('build: everything is up to date');
    return [];
  }
  log(`build: ${stale.map(({ app, reason }) => `${app} (${reason})`).join(', ')}`);
  const report = await buildApps(
    root,
    stale.map(({ app }) => app),
  );
  const failed = report.results.filter((result) => !result.ok);
  for (const result of report.results) if (result.messages) log(`--- ${result.app}\n${result.messages.trim()}`);
  // The compiler output above says what is wrong; a stack trace of this tool would only bury it.
  if (failed.length) throw new UserError(`build failed: ${failed.map((result) => result.app).join(', ')}`);
  log(`build: ${report.results.length} app(s) built in ${(report.durationMs / 1000).toFixed(1)} s`);
  return report.results.map((result) => result.app);
}

/** Publishes one remote's current dist (a no-op for an already-published build). */
export async function publishRemoteApp(root: string, publishDir: string, app: RemoteApp): Promise<PublishResult> {
  return publishRemote(publishDir, distDirOf(root, app), await readRemotePackage(root, app));
}

export interface PublishedRemote {
  publish: PublishResult;
  activation: SwitchResult | undefined;
}

/**
 * Publishes every remote and activates the versions that are new, or the remotes not live at all.
 * A build that was published before is NOT re-activated: that keeps an operator's rollback in force
 * across restarts of `npm start` until a genuinely new build appears.
 */
export async function publishAllRemotes(root: string, publishDir: string, log: Log = console.log): Promise<PublishedRemote[]> {
  const results: PublishedRemote[] = [];
  for (const app of REMOTE_APPS) {
    const publish = await publishRemoteApp(root, publishDir, app);
    const live = findEntry(await readRemotesManifest(publishDir), app)?.version;
    const activation =
      publish.created || live === undefined
        ? await activateVersion(publishDir, app, publish.version, { operator: 'npm start' })
        : undefined;
    const state = activation?.changed
      ? `live ${activation.previous ?? '(none)'} -> ${activation.current}`
      : `live ${live ?? publish.version}`;
    log(`publish: ${app} ${publish.version} (${publish.created ? 'new' : 'already published'}), ${state}`);
    results.push({ publish, activation });
  }
  return results;
}

/** `npm start`'s preparation: build what is stale, then publish and activate every remote. */
export async function prepareShop(
  root: string,
  publishDir: string,
  options: { force?: boolean; log?: Log } = {},
): Promise<PublishedRemote[]> {
  await buildStaleApps(root, { force: options.force, log: options.log });
  return publishAllRemotes(root, publishDir, options.log);
}

export interface ReleaseOptions {
  /** Serve the new version to this share of shoppers instead of everyone. */
  canary?: number;
  operator?: string;
  log?: Log;
  /** The live shell, whose mf-manifest.json says what it provides; default SHOP_SHELL_DIR or shell/dist. */
  shellDir?: string;
}

export interface ReleaseResult {
  app: RemoteApp;
  version: string;
  /** One line for the operator: what changed for whom. */
  summary: string;
}

/** One remote's release: fresh build, then publishReleaseBuild. */
export async function releaseRemoteApp(
  root: string,
  publishDir: string,
  app: RemoteApp,
  options: ReleaseOptions = {},
): Promise<ReleaseResult> {
  await buildStaleApps(root, { apps: [app], force: true, log: options.log ?? console.log });
  return publishReleaseBuild(publishDir, distDirOf(root, app), await readRemotePackage(root, app), options);
}

/**
 * A remote's build checked against the live shell, published, then made live for everyone or started as a
 * canary. A build that needs what the live shell does not provide is refused before anything is written.
 */
export async function publishReleaseBuild(
  publishDir: string,
  distDir: string,
  info: RemotePackageInfo,
  options: ReleaseOptions = {},
): Promise<ReleaseResult> {
  const app = info.app;
  const shellManifest = await readLiveShellManifest(options.shellDir).catch((error: unknown) => {
    throw new UserError(`cannot check ${app} against the live shell: ${(error as Error).message}`);
  });
  const problems = checkRemoteAgainstShell(await readFederationManifest(distDir), shellManifest);
  if (problems.length) {
    throw new UserError(
      `release refused: ${formatContractProblems(problems).join('; ')}. Release the shell first, or build ${app} against this shell.`,
    );
  }
  const publish = await publishRemote(publishDir, distDir, info);
  const operator = options.operator ?? 'unknown';
  if (options.canary !== undefined) {
    const canary = await startCanary(publishDir, app, publish.version, options.canary, { operator });
    return {
      app,
      version: publish.version,
      summary: `${app}: canary ${publish.version} for ${canary.percent} % of shoppers (stable ${canary.stable})`,
    };
  }
  const result = await activateVersion(publishDir, app, publish.version, { operator });
  const summary = result.changed
    ? `${app}: ${result.previous ?? '(none)'} -> ${result.current}`
    : `${app}: ${result.current} is already live (the build did not change)`;
  return { app, version: publish.version, summary };
}
