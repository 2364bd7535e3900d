/** Publishing a fake remote build (testing/fixtures.ts) the way `release` does, for tests of what follows. */
import path from 'node:path';
import { readRemotePackage } from '../apps.js';
import { publishRemote } from '../publish/publish-remote.js';
import { writeRemote, type FakeRemote } from './fixtures.js';

/** Writes `remote`'s dist with content `tag` into the fake repo `root`, publishes it, and returns its version. */
export async function publishFake(root: string, publishDir: string, remote: FakeRemote, tag: string): Promise<string> {
  await writeRemote(root, remote, tag);
  const info = await readRemotePackage(root, remote.app);
  return (await publishRemote(publishDir, path.join(root, remote.app, 'dist'), info)).version;
}
