/**
 * `npm run dev`: every app's rspack dev server (hot reload; ports come from rspack.config.base.ts, and the
 * shell's dev server serves a dev remotes.json and proxies /api and /dev to 8081), plus the API alone on
 * 8081 once api/src/server.ts exists. Ctrl-C stops them all.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ALL_APPS, repoRoot } from '../paths.js';
import { startChild, stopChild, type ChildSpec, type RunningChild } from './child-processes.js';
import { parseCliArgs, runCli } from './run-cli.js';

const DEV_API_PORT = '8081';

function childSpecs(): ChildSpec[] {
  const rspackBin = path.join(repoRoot, 'node_modules', '.bin', 'rspack');
  const specs: ChildSpec[] = ALL_APPS.map((app) => ({
    name: app,
    command: rspackBin,
    args: ['serve', '--mode', 'development'],
    cwd: path.join(repoRoot, app),
    env: { NODE_ENV: 'development' },
  }));
  if (existsSync(path.join(repoRoot, 'api', 'src', 'server.ts'))) {
    specs.push({ name: 'api', command: 'npm', args: ['run', 'start', '-w', 'api'], cwd: repoRoot, env: { PORT: DEV_API_PORT } });
  } else {
    console.log('API not present yet (api/src/server.ts): running the front end only');
  }
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
  // Last resort if we die some other way: do not leave dev servers holding the ports.
  process.on('exit', () => children.forEach((child) => stopChild(child, 'SIGKILL')));

  await Promise.all(children.map((child) => child.exited));
});
