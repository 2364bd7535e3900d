/** A servable shop on disk: a shell dist and a publish folder with mf-catalog published and live. */
import path from 'node:path';
import { readRemotePackage } from '../apps.js';
import { activateVersion } from '../manifest/activate.js';
import { publishRemote } from '../publish/publish-remote.js';
import { CATALOG, fakeRepo, jsBody, tempDir, writeFiles } from './fixtures.js';

export const INDEX_HTML = `<!doctype html><html><head><title>Shop</title><script defer src="/main.3f2a9c1b.js"></script></head><body><div id="root"></div>${'<!-- padding -->'.repeat(80)}</body></html>`;

/** The shell's inline head script and style in the stand-in's documents. */
export const EARLY_NAVIGATION = 'window.__shopEarlyNavigation = { takeOver: () => null };';
export const BOOT_CSS = 'body { margin: 0; background: #f7f7f7; }';

/**
 * A stand-in of the shell's server bundle (shell/src/server/contract.ts) for the document server's own tests: its
 * document names the nonce and manifest it was given, as the shell's does, and answers If-None-Match with a 304.
 * The shell's real documents are tested in shell/src/server and the e2e suite.
 */
const SHELL_BUNDLE_STAND_IN = `
exports.createDocumentHandler = () => async (request, { nonce, manifest }) => {
  const head = '<style nonce="' + nonce + '">${BOOT_CSS}</style><script nonce="' + nonce + '">${EARLY_NAVIGATION}</script>' +
    (manifest ? '<script type="application/json" id="shop-remotes">' + JSON.stringify(manifest) + '</script>' : '');
  const html = '<!doctype html><html><head><title>Shop</title>' + head + '</head><body><div id="root"></div></body></html>';
  const headers = {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-cache',
    vary: 'Cookie, Accept-Language',
    etag: '"' + html.split(nonce).join('').length + '"',
  };
  if (request.headers.get('if-none-match') === headers.etag) return new Response(null, { status: 304, headers });
  return new Response(html, { headers });
};`;

/** Gives the fixture's shell a server bundle: the stand-in above. */
export const withShellDocuments = (shellDir: string) => writeFiles(shellDir, { 'server/render.cjs': SHELL_BUNDLE_STAND_IN });

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
    'humans.txt': 'Team: the shop\n',
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
