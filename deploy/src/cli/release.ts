/** `npm run release -- <remote>`: fresh build, new immutable version, remotes.json switched to it. */
import { parseRemoteApp } from '../apps.js';
import { UserError } from '../errors.js';
import { releaseRemoteApp } from '../pipeline.js';
import { defaultPublishDir, repoRoot } from '../paths.js';
import { parseCliArgs, runCli } from './run-cli.js';

runCli(async () => {
  const { positionals } = parseCliArgs({});
  if (positionals.length > 1) throw new UserError('release one remote at a time');
  const app = parseRemoteApp(positionals[0]);
  const result = await releaseRemoteApp(repoRoot, defaultPublishDir(), app);
  if (result.changed) console.log(`${app}: ${result.previous ?? '(none)'} -> ${result.current}`);
  else console.log(`${app}: ${result.current} is already live (the build did not change)`);
});
