/** `npm run prune -- [--keep <n>]`: deletes published versions nobody can need any more (see release/prune.ts). */
import { defaultPublishDir } from '../paths.js';
import { operatorName } from '../release/operator.js';
import { parseKeep, pruneVersions } from '../release/prune.js';
import { parseCliArgs, runCli } from './run-cli.js';

runCli(async () => {
  const { values } = parseCliArgs({ keep: { type: 'string' }, operator: { type: 'string' } });
  const results = await pruneVersions(defaultPublishDir(), {
    keep: parseKeep(values.keep),
    operator: operatorName(values.operator),
  });
  for (const { app, removed, kept } of results) {
    console.log(`${app}: removed ${removed.length ? removed.join(', ') : 'nothing'}; kept ${kept.length}`);
  }
});
