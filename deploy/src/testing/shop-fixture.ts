/** A servable shop on disk: a shell dist and a publish folder with mf-catalog published and live. */
import path from 'node:path';
import { readRemotePackage } from '../apps.js';
import { activateVersion } from '../manifest/activate.js';
import { publishRemote } from '../publish/publish-remote.js';
import { CATALOG, fakeRepo, jsBody, tempDir, writeFiles } from './fixtures.js';

export const INDEX_HTML = `<!doctype html><html><head><title>Shop</title><script defer src="/main.3f2a9c1b.js"></script></head><body><div id="root"></div>${'<!-- padding -->'.repeat(80)}</body></html>`;
/** The served document minus what document-hints.ts adds, to compare with the shell's index.html. */
export function withoutDocumentHints(html: string): string {
  return html.replace(/<script type="application\/json" id="shop-remotes">.*?<\/script>|<link rel="preload"[^>]*>/g, '');
}

export const SECRET = 'TOP-SECRET-NOT-FOR-THE-WEB';

export interface ShopFixture {
  base: string;
  shellDir: string;
  publishDir: string;
  catalogVersion: string;
}

export async function shopFixture(): Promise<ShopFixture> {
  const base = await tempDir('shop');
  const shellDir = path.join(base, 'shell-dist');
  const publishDir = path.join(base, 'published');
  await writeFiles(shellDir, {
    'index.html': INDEX_HTML,
    'main.3f2a9c1b.js': jsBody('shell main'),
    'vendor.0123abcd4567.js': jsBody('vendor'),
    'main.3f2a9c1b.css': 'body{margin:0}\n'.repeat(100),
    'favicon.ico': Buffer.from([0, 0, 1, 0, 1, 0]),
    'robots.txt': 'User-agent: *\n',
    'assets/公仔 figure.png': Buffer.from([0x89, 0x50, 0x4e, 0x47]),
    '.env': SECRET,
  });
  // Outside both served roots: what a traversal would try to reach.
  await writeFiles(base, { 'secret.txt': SECRET });
  const root = await fakeRepo([CATALOG]);
  const published = await publishRemote(
    publishDir,
    path.join(root, 'mf-catalog', 'dist'),
    await readRemotePackage(root, 'mf-catalog'),
  );
  await activateVersion(publishDir, 'mf-catalog', published.version);
  return { base, shellDir, publishDir, catalogVersion: published.version };
}
