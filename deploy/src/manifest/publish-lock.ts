/**
 * One release/rollback at a time per publish folder. remotes.json is read, changed and rewritten; two
 * concurrent releases of different remotes would otherwise both start from the same old file and the
 * second rename would silently drop the first release.
 */
import { open, readFile, rm, stat } from 'node:fs/promises';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const LOCK_NAME = '.publish.lock';
/** A lock older than this is from a crashed process and is broken. */
const STALE_AFTER_MS = 60_000;
const WAIT_AT_MOST_MS = 15_000;

export async function withPublishLock<T>(publishDir: string, work: () => Promise<T>): Promise<T> {
  await mkdir(publishDir, { recursive: true });
  const lockFile = path.join(publishDir, LOCK_NAME);
  const deadline = Date.now() + WAIT_AT_MOST_MS;
  for (;;) {
    try {
      const handle = await open(lockFile, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (await isStale(lockFile)) {
        await rm(lockFile, { force: true });
        continue;
      }
      if (Date.now() > deadline) {
        const owner = await readFile(lockFile, 'utf8').catch(() => '?');
        throw new Error(`another release is running (pid ${owner}); lock file ${lockFile}`);
      }
      await sleep(100);
    }
  }
  try {
    return await work();
  } finally {
    await rm(lockFile, { force: true });
  }
}

async function isStale(lockFile: string): Promise<boolean> {
  try {
    return Date.now() - (await stat(lockFile)).mtimeMs > STALE_AFTER_MS;
  } catch {
    return false; // vanished meanwhile: just retry
  }
}
