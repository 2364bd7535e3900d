import { assembleRemoteCheckShop } from '../../deploy/src/remote-checks/assemble-shop';
import { defaultPublishDir, repoRoot } from '../../deploy/src/index';
import { distDirOf } from '../../deploy/src/build/staleness';
import { remoteUnderTest } from './remote-under-test';
import { startE2eShop } from './global-setup';

/**
 * The e2e shop of one remote's own checks (`npm run test:remote -- <remote>`): the live version of every other
 * remote, copied from the real publish folder, and the remote's fresh build (test:remote built it) as a new
 * version; the shell as it is built. Nothing is built here, and the real publish folder is only read.
 */
export default function remoteGlobalSetup() {
  const app = remoteUnderTest();
  return startE2eShop(async (publishDir, log) => {
    const assembled = await assembleRemoteCheckShop({
      liveDir: defaultPublishDir(repoRoot),
      targetDir: publishDir,
      app,
      distDir: distDirOf(repoRoot, app),
      root: repoRoot,
    });
    for (const remote of assembled) log(`publish: ${remote.app} ${remote.version} (${remote.source})`);
  });
}
