import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from './client';

test('a PGlite directory cannot be opened twice at once (it would corrupt)', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-lock-'));
  const dataDir = path.join(dir, 'pglite');
  try {
    const first = await openDatabase({ dataDir });
    await expect(openDatabase({ dataDir })).rejects.toThrow(/in use by process/);
    await first.close();
    // A stale lock from a dead process does not block.
    fs.writeFileSync(`${dataDir}.lock`, '999999');
    const again = await openDatabase({ dataDir });
    await again.close();
    expect(fs.existsSync(`${dataDir}.lock`)).toBe(false);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
