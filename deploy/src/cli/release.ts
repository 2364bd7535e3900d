/**
 * `npm run release -- <remote> [--canary <percent>]`: fresh build, new immutable version, then either
 * remotes.json switched to it for everyone, or served to that share of shoppers as a canary.
 */
import { parseRemoteApp } from '../apps.js';
import { UserError } from '../errors.js';
import { releaseRemoteApp } from '../pipeline.js';
import { defaultPublishDir, repoRoot } from '../paths.js';
import { operatorName } from '../release/operator.js';
import { parsePercent } from '../release/rollout.js';
import { parseCliArgs, runCli } from './run-cli.js';

runCli(async () => {
  const { values, positionals } = parseCliArgs({ canary: { type: 'string' }, operator: { type: 'string' } });
  if (positionals.length > 1) throw new UserError('release one remote at a time');
  const app = parseRemoteApp(positionals[0]);
  const canary = values.canary === undefined ? undefined : parsePercent(values.canary);
  const result = await releaseRemoteApp(repoRoot, defaultPublishDir(), app, {
    canary,
    operator: operatorName(values.operator),
  });
  console.log(result.summary);
});
