/** `npm run rollout -- <remote> <percent>`: changes the share of shoppers who get the remote's canary. */
import { parseRemoteApp } from '../apps.js';
import { UserError } from '../errors.js';
import { defaultPublishDir } from '../paths.js';
import { operatorName } from '../release/operator.js';
import { parsePercent, setCanaryShare } from '../release/rollout.js';
import { parseCliArgs, runCli } from './run-cli.js';

runCli(async () => {
  const { values, positionals } = parseCliArgs({ operator: { type: 'string' } });
  if (positionals.length !== 2) throw new UserError('usage: npm run rollout -- <remote> <percent>');
  const app = parseRemoteApp(positionals[0]);
  const percent = parsePercent(positionals[1]);
  const result = await setCanaryShare(defaultPublishDir(), app, percent, { operator: operatorName(values.operator) });
  console.log(
    result.changed
      ? `${app}: canary ${result.canary} now for ${percent} % of shoppers`
      : `${app}: canary ${result.canary} is already at ${percent} %`,
  );
});
