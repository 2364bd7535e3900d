/**
 * `npm run rollback -- <remote> [--to <version>]`: a canary in flight is dropped; otherwise the remote goes
 * back to the version live before. No rebuild, no other remote touched.
 */
import { parseRemoteApp } from '../apps.js';
import { UserError } from '../errors.js';
import { rollbackRemote } from '../manifest/activate.js';
import { defaultPublishDir } from '../paths.js';
import { operatorName } from '../release/operator.js';
import { rollbackRelease } from '../release/rollout.js';
import { parseCliArgs, runCli } from './run-cli.js';

runCli(async () => {
  const { values, positionals } = parseCliArgs({ to: { type: 'string' }, operator: { type: 'string' } });
  if (positionals.length > 1) throw new UserError('roll back one remote at a time');
  const app = parseRemoteApp(positionals[0]);
  const actor = { operator: operatorName(values.operator) };
  const result =
    values.to === undefined
      ? await rollbackRelease(defaultPublishDir(), app, actor)
      : await rollbackRemote(defaultPublishDir(), app, { to: values.to, ...actor });
  console.log(`${app}: ${result.previous ?? '(none)'} -> ${result.current}`);
});
