/**
 * `npm run dev`: every app's rspack dev server (hot reload; ports come from each app's `shop.devPort`, the
 * shell's dev server serves a dev remotes.json, and every dev server proxies /api and /dev to the API), plus
 * the API alone on its dev port. Ctrl-C stops them all.
 */
import path from 'node:path';
import { devApiPort } from '@shop/shared/apps';
import { ALL_APPS, repoRoot } from '../paths.js';
import { startChild, stopChild, type ChildSpec, type RunningChild } from './child-processes.js';
import { onParentGone } from './parent-watch.js';
import { parseCliArgs, runCli } from './run-cli.js';

function childSpecs(): ChildSpec[] {
  const rspackBin = path.join(repoRoot, 'node_modules', '.bin', 'rspack');
  const specs: ChildSpec[] = ALL_APPS.map((app) => ({
    name: app,
    command: rspackBin,
    args: ['serve', '--mode', 'development'],
    cwd: path.join(repoRoot, app),
    env: { NODE_ENV: 'development' },
  }));
  specs.push({
    name: 'api',
    command: 'npm',
    args: ['run', 'start', '-w', 'api'],
    cwd: repoRoot,
    env: { PORT: String(devApiPort) },
  });
  return specs;
}

runCli(async () => {
  parseCliArgs({});
  const specs = childSpecs();
  const width = Math.max(...specs.map((spec) => spec.name.length));
  const children: RunningChild[] = specs.map((spec) => startChild(spec, width));

  let stopping = false;
  const stopAll = (signal: NodeJS.Signals): void => {
    if (stopping) {
      children.forEach((child) => stopChild(child, 'SIGKILL')); // second Ctrl-C: no more waiting
      return;
    }
    stopping = true;
    children.forEach((child) => stopChild(child, signal));
  };
  process.on('SIGINT', () => stopAll('SIGTERM'));
  process.on('SIGTERM', () => stopAll('SIGTERM'));
  onParentGone(() => stopAll('SIGTERM'));
  // Last resort if we die some other way: do not leave dev servers holding the ports.
  process.on('exit', () => children.forEach((child) => stopChild(child, 'SIGKILL')));

  await Promise.all(children.map((child) => child.exited));
});
