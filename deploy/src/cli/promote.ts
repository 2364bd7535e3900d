/** `npm run promote -- <remote>`: the remote's canary becomes the stable version for every shopper. */
import { parseRemoteApp } from '../apps.js';
import { UserError } from '../errors.js';
import { defaultPublishDir } from '../paths.js';
import { operatorName } from '../release/operator.js';
import { promoteCanary } from '../release/rollout.js';
import { parseCliArgs, runCli } from './run-cli.js';

runCli(async () => {
  const { values, positionals } = parseCliArgs({ operator: { type: 'string' } });
  if (positionals.length !== 1) throw new UserError('usage: npm run promote -- <remote>');
  const app = parseRemoteApp(positionals[0]);
  const result = await promoteCanary(defaultPublishDir(), app, { operator: operatorName(values.operator) });
  console.log(`${app}: ${result.previous ?? '(none)'} -> ${result.current} (promoted from canary)`);
});
