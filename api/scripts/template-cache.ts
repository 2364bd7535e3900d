// The migrated, seeded PGlite template takes 10–20 s to build (most of it PGlite's initdb) and is the same until
// the schema, the migrations, the seed or the database libraries change: it is kept between runs under .tmp/.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { repoRoot } from '../src/config';
import { prepareTemplate } from '../src/testing/databases';

const apiDir = path.join(repoRoot, 'api');
const cacheDir = path.join(repoRoot, '.tmp/api-test-templates');
const inputs = ['src/db', 'src/seed'];
const libraries = ['@electric-sql/pglite', 'drizzle-orm'];

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : entry.name.endsWith('.test.ts') ? [] : [full];
  });
}

/** Read from the package's own package.json (some packages do not export it). */
function versionOf(name: string): string {
  let dir = path.dirname(createRequire(path.join(apiDir, 'package.json')).resolve(name));
  for (; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (!fs.existsSync(manifest)) continue;
    const pkg = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { name?: string; version?: string };
    if (pkg.name === name) return pkg.version ?? '';
  }
  throw new Error(`no package.json found for ${name}`);
}

function templateKey(): string {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap((dir) => filesUnder(path.join(apiDir, dir))).sort()) {
    hash.update(path.relative(apiDir, file)).update(fs.readFileSync(file));
  }
  for (const name of libraries) hash.update(`${name}@${versionOf(name)}`);
  return hash.digest('hex').slice(0, 16);
}

/** The path of an up-to-date PGlite template tarball, built now only when the cached one is stale. */
export async function pgliteTemplate(): Promise<{ file: string; built: boolean }> {
  const file = path.join(cacheDir, `pglite-${templateKey()}.tar`);
  if (fs.existsSync(file)) return { file, built: false };
  fs.mkdirSync(cacheDir, { recursive: true });
  const partial = `${file}.${process.pid}`;
  await prepareTemplate('pglite', { file: partial });
  fs.renameSync(partial, file);
  // Older templates are of no further use (another run's partial file, ending in its pid, is left alone).
  for (const old of fs.readdirSync(cacheDir)) {
    if (old.endsWith('.tar') && old !== path.basename(file)) fs.rmSync(path.join(cacheDir, old), { force: true });
  }
  return { file, built: true };
}
