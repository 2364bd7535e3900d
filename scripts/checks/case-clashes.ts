import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * Files of one folder whose names, without their last extension, differ only by case (`CheckoutForm.tsx` beside
 * `checkoutForm.ts`), and folders whose names do: on a case-insensitive disk (macOS, Windows) they are one name,
 * so `import './CheckoutForm'` may resolve to the other file. Each clash lists the clashing paths.
 */
export function caseClashes(paths: readonly string[]): string[][] {
  const names = new Map<string, Set<string>>();
  for (const file of paths) {
    const parts = file.split('/');
    parts.forEach((part, index) => {
      const folder = parts.slice(0, index).join('/');
      const entry = index === parts.length - 1 ? file : `${path.posix.join(folder, part)}/`;
      const key = `${folder}/${baseName(entry).toLowerCase()}`;
      names.set(key, (names.get(key) ?? new Set()).add(entry));
    });
  }
  return [...names.values()].map((entries) => [...entries].sort()).filter((entries) => new Set(entries.map(baseName)).size > 1);
}

/** The name a clash compares: a file's without its last extension, a folder's as it is. */
function baseName(entry: string): string {
  const name = path.posix.basename(entry);
  const extension = name.lastIndexOf('.');
  return entry.endsWith('/') || extension <= 0 ? name : name.slice(0, extension);
}

/** Every file git tracks in the repo, and the ones it would add (untracked, not ignored). */
export function repoFiles(repoRoot: string): string[] {
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: repoRoot,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return listed.split('\0').filter(Boolean);
}
