/**
 * `npm run test:remote -- <remote>` (and `npm test -w <remote>`): one remote's own checks, so its team can
 * release without running everyone's suite: (1) its unit tests, (2) a fresh production build of it alone,
 * (3) the e2e specs that claim it (e2e/spec-owners.ts), against the live versions of the other remotes
 * (copied from the publish folder `npm start` uses, never modified) and the shell as it is built.
 * The first step that fails ends the run.
 */
import { spawn } from 'node:child_process';
import { access } from 'node:fs/promises';
import path from 'node:path';
import { specsOwnedBy } from '../../../e2e/spec-owners.js';
import { parseRemoteApp } from '../apps.js';
import { staleReason } from '../build/staleness.js';
import { UserError } from '../errors.js';
import { HOST_APP, defaultPublishDir, defaultShellDir, repoRoot } from '../paths.js';
import { buildStaleApps } from '../pipeline.js';
import { RUN_START_ONCE, liveVersionsOfOthers } from '../remote-checks/assemble-shop.js';
import { unitTestPattern } from '../remote-checks/unit-tests.js';
import { parseCliArgs, runCli } from './run-cli.js';

runCli(async () => {
  const { positionals } = parseCliArgs({});
  if (positionals.length > 1) throw new UserError('check one remote at a time');
  const app = parseRemoteApp(positionals[0]);
  const publishDir = defaultPublishDir();
  const shellDir = defaultShellDir();

  // Before spending minutes on tests: is there a shop to check against?
  const others = await liveVersionsOfOthers(publishDir, app);
  await access(path.join(shellDir, 'index.html')).catch(() => {
    throw new UserError(`no shell build in ${shellDir}: ${RUN_START_ONCE}`);
  });
  const shellStale = shellDir === path.join(repoRoot, HOST_APP, 'dist') ? await staleReason(repoRoot, HOST_APP) : undefined;
  console.log(`${app}: checked against ${[...others].map(([other, version]) => `${other} ${version}`).join(', ')} (live)`);
  console.log(
    `${app}: and the shell in ${path.relative(repoRoot, shellDir) || shellDir}, as built${shellStale ? ` (older than its sources: ${shellStale})` : ''}`,
  );

  const timings: string[] = [];
  const step = async (name: string, run: () => Promise<void>) => {
    const startedAt = Date.now();
    console.log(`== ${app}: ${name}`);
    await run();
    timings.push(`${name} ${formatSeconds(Date.now() - startedAt)}`);
  };

  await step('unit tests', () =>
    runChild(
      'unit tests',
      [path.join(repoRoot, 'node_modules/jest/bin/jest.js'), unitTestPattern(repoRoot, app)],
      ['--experimental-vm-modules'],
    ),
  );
  await step('build', async () => {
    await buildStaleApps(repoRoot, { apps: [app], force: true });
  });
  const specs = specsOwnedBy(app);
  await step(`e2e (${specs.length} specs)`, () =>
    runChild(
      'e2e',
      [path.join(repoRoot, 'node_modules/@playwright/test/cli.js'), 'test', '-c', 'e2e/playwright.remote.config.ts'],
      [],
      {
        SHOP_E2E_REMOTE: app,
      },
    ),
  );
  console.log(`== ${app}: passed (${timings.join(', ')})`);
});

/** Runs a Node script from the repo root with this terminal's output; rejects, naming the step, unless it exits 0. */
function runChild(name: string, args: string[], nodeOptions: string[], env: NodeJS.ProcessEnv = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...nodeOptions, ...args], {
      cwd: repoRoot,
      env: { ...process.env, ...env },
      stdio: 'inherit',
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new UserError(`${name} failed (${signal ?? `exit code ${code}`})`));
    });
  });
}

function formatSeconds(ms: number): string {
  const seconds = Math.round(ms / 1000);
  return seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}
