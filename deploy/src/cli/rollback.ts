/** `npm run rollback -- <remote> [--to <version>]`: switch one remote back; no rebuild, no other remote touched. */
import { parseRemoteApp } from '../apps.js';
import { UserError } from '../errors.js';
import { rollbackRemote } from '../manifest/activate.js';
import { defaultPublishDir } from '../paths.js';
import { parseCliArgs, runCli } from './run-cli.js';

runCli(async () => {
  const { values, positionals } = parseCliArgs({ to: { type: 'string' } });
  if (positionals.length > 1) throw new UserError('roll back one remote at a time');
  const app = parseRemoteApp(positionals[0]);
  const result = await rollbackRemote(defaultPublishDir(), app, { to: values.to });
  console.log(`${app}: ${result.previous ?? '(none)'} -> ${result.current}`);
});
