/** `npm run abort -- <remote>`: drops the remote's canary; every shopper is back on stable. */
import { parseRemoteApp } from '../apps.js';
import { UserError } from '../errors.js';
import { defaultPublishDir } from '../paths.js';
import { operatorName } from '../release/operator.js';
import { abortCanary } from '../release/rollout.js';
import { parseCliArgs, runCli } from './run-cli.js';

runCli(async () => {
  const { values, positionals } = parseCliArgs({ operator: { type: 'string' }, reason: { type: 'string' } });
  if (positionals.length !== 1) throw new UserError('usage: npm run abort -- <remote> [--reason <text>]');
  const app = parseRemoteApp(positionals[0]);
  const result = await abortCanary(defaultPublishDir(), app, { operator: operatorName(values.operator), reason: values.reason });
  console.log(`${app}: canary ${result.dropped} dropped; everyone gets ${result.stable}`);
});
