/** `npm run build [-- --force] [app…]`: production builds of the stale apps (or the named ones). */
import { parseAppName } from '../apps.js';
import { buildStaleApps } from '../pipeline.js';
import { repoRoot } from '../paths.js';
import { parseCliArgs, runCli } from './run-cli.js';

runCli(async () => {
  const { values, positionals } = parseCliArgs({ force: { type: 'boolean', default: false } });
  const apps = positionals.length ? positionals.map(parseAppName) : undefined;
  await buildStaleApps(repoRoot, { apps, force: values.force });
});
