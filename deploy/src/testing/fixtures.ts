/**
 * Real temp folders for tests: a fake repo with remotes' package.json files and fake builds, and a fake
 * shell dist. Nothing here runs rspack; the files look like what rspack emits.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

const made: string[] = [];

export async function tempDir(label = 'deploy-test'): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), `${label}-`));
  made.push(dir);
  return dir;
}

export async function removeTempDirs(): Promise<void> {
  await Promise.all(made.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
}

export async function writeFiles(dir: string, files: Record<string, string | Buffer>): Promise<void> {
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(dir, name);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, content);
  }
}

/** Big enough (>1 KB) to be compressed. */
export function jsBody(tag: string): string {
  return `/* ${tag} */\n${'export const value = "collectible goods";\n'.repeat(60)}`;
}

/** A remote's dist as rspack + Module Federation produce it. `tag` changes the bytes. */
export function remoteDistFiles(tag: string): Record<string, string> {
  return {
    'mf-manifest.json': JSON.stringify({
      id: 'mf_catalog',
      tag,
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } },
      exposes: [
        {
          path: './routes',
          assets: { js: { sync: ['routes.1a2b3c4d.js'], async: [] }, css: { sync: ['styles.0f9e8d7c.css'], async: [] } },
        },
      ],
      padding: 'x'.repeat(1500),
    }),
    'remoteEntry.js': jsBody(`entry ${tag}`),
    'routes.1a2b3c4d.js': jsBody(`routes ${tag}`),
    'styles.0f9e8d7c.css': `.card{color:red}/* ${tag} */\n`.repeat(60),
  };
}

export interface FakeRemote {
  app: string;
  remoteName: string;
  owns: string[];
  version?: string;
}

/** A repo root with the given remotes (package.json + dist). */
export async function fakeRepo(remotes: FakeRemote[], tag = 'v1'): Promise<string> {
  const root = await tempDir('repo');
  for (const remote of remotes) await writeRemote(root, remote, tag);
  return root;
}

export async function writeRemote(root: string, remote: FakeRemote, tag: string): Promise<void> {
  const pkg = {
    name: remote.app,
    version: remote.version ?? '1.0.0',
    shop: { role: 'remote', containerName: remote.remoteName, owns: remote.owns },
  };
  await rm(path.join(root, remote.app, 'dist'), { recursive: true, force: true });
  await writeFiles(path.join(root, remote.app), {
    'package.json': JSON.stringify(pkg),
    ...Object.fromEntries(Object.entries(remoteDistFiles(`${remote.app} ${tag}`)).map(([k, v]) => [`dist/${k}`, v])),
  });
}

export const CATALOG: FakeRemote = { app: 'mf-catalog', remoteName: 'mf_catalog', owns: ['/', '/product'] };
export const CHECKOUT: FakeRemote = { app: 'mf-checkout', remoteName: 'mf_checkout', owns: ['/cart'] };
