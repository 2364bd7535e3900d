/** @jest-environment node */
import { mkdtemp, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RemotesManifest } from '@shop/shared/manifest';
import { createDocumentHandler } from './handle-document';

let shellDir: string;
let publishDir: string;
const parts = {
  scripts: ['/main.0a1b2c3d.js'],
  stylesheet: '/styles.9f9f9f9f.css',
  bootStyle: 'body{margin:0}',
  inlineScript: 'window.held=1',
};
const manifest: RemotesManifest = {
  remotes: [
    {
      name: 'mf_catalog',
      package: 'mf-catalog',
      version: '2.0.0-abc',
      manifest: '/remotes/mf-catalog/2.0.0-abc/mf-manifest.json',
      owns: ['/product'],
    },
  ],
};

beforeAll(async () => {
  shellDir = await mkdtemp(path.join(tmpdir(), 'shell-dist-'));
  publishDir = await mkdtemp(path.join(tmpdir(), 'published-'));
  await writeFile(path.join(shellDir, 'document.json'), JSON.stringify(parts));
  await mkdir(path.join(publishDir, 'remotes/mf-catalog/2.0.0-abc'), { recursive: true });
  await writeFile(
    path.join(publishDir, 'remotes/mf-catalog/2.0.0-abc/mf-manifest.json'),
    JSON.stringify({
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, stylesheet: 'styles.5e5e5e5e.css' },
      exposes: [{ path: './routes', assets: { js: { sync: ['routes.1a2b3c4d.js'] }, css: { sync: [], async: [] } } }],
    }),
  );
});
afterAll(async () => {
  await rm(shellDir, { recursive: true, force: true });
  await rm(publishDir, { recursive: true, force: true });
});

/** The shop's documents without an API in the process: no page is rendered on the server. */
const handleDocument = () =>
  createDocumentHandler({
    shellDir,
    publishedFile: (sitePath) => (sitePath.startsWith('/remotes/') ? path.join(publishDir, sitePath) : undefined),
  });

async function documentFor(url: string, headers: Record<string, string> = {}, nonce = 'bm9uY2Utb2YtdGhpcy1kb2M=') {
  const response = await handleDocument()(new Request(`http://shop.local${url}`, { headers }), {
    nonce,
    manifest,
    signal: new AbortController().signal,
  });
  return { response, html: await response.text() };
}

describe('the language of the document (SPEC §4)', () => {
  const lang = async (headers: Record<string, string>) =>
    /<html lang="([^"]+)"/.exec((await documentFor('/', headers)).html)?.[1];

  it('is the shopper’s choice (the lang cookie), whatever the browser says', async () => {
    expect(await lang({ cookie: 'theme=x; lang=en', 'accept-language': 'zh-CN' })).toBe('en');
    expect(await lang({ cookie: 'lang=cn' })).toBe('zh-CN');
  });

  it('else the browser’s language by the SPEC §4 rules, else the default', async () => {
    expect(await lang({ 'accept-language': 'zh-CN,zh;q=0.9' })).toBe('zh-CN');
    expect(await lang({ 'accept-language': 'zh-HK,en;q=0.5' })).toBe('zh-TW');
    expect(await lang({ 'accept-language': 'fr-FR,fr;q=0.9' })).toBe('en');
    expect(await lang({ cookie: 'lang=xx', 'accept-language': 'zh-TW' })).toBe('zh-TW');
    expect(await lang({})).toBe('zh-TW');
  });

  it('titles, describes and explains the page without JavaScript in that language, and says it varies by both', async () => {
    const { response, html } = await documentFor('/', { cookie: 'lang=en' });
    expect(html).toContain('<title>Collectibles Shop</title>');
    expect(html).toMatch(/<meta name="description" content="Figures, trading cards/);
    expect(html).toContain('<noscript>This shop needs JavaScript to browse and buy.</noscript>');
    expect(response.headers.get('vary')).toBe('Cookie, Accept-Language');
    expect((await documentFor('/', { cookie: 'lang=cn' })).html).toContain('<title>收藏家商城</title>');
  });
});

describe('a page the browser renders', () => {
  it('runs the build’s inline style and script under the response’s nonce, and nothing else inline', async () => {
    const { html } = await documentFor('/product/7', {}, 'Tk9OQ0U=');
    expect(html).toContain('<style nonce="Tk9OQ0U=">body{margin:0}</style>');
    expect(html).toContain('<script nonce="Tk9OQ0U=">window.held=1</script>');
    const inline = [...html.matchAll(/<script([^>]*)>([^<]+)<\/script>/g)].map(([, attributes]) => attributes?.trim());
    expect(inline).toEqual(['nonce="Tk9OQ0U="', `type="application/json" id="shop-remotes"`]);
  });

  it('carries the shopper’s manifest and preloads the owning remote’s code beside the shell’s script', async () => {
    const { html } = await documentFor('/product/7');
    expect(html).toContain(`<script type="application/json" id="shop-remotes">${JSON.stringify(manifest)}</script>`);
    expect(html).toContain('<link rel="preload" href="/remotes/mf-catalog/2.0.0-abc/remoteEntry.js" as="script"/>');
    expect(html).toContain('<link rel="preload" href="/remotes/mf-catalog/2.0.0-abc/routes.1a2b3c4d.js" as="script"/>');
    expect(html).toContain('<script defer="" src="/main.0a1b2c3d.js"></script>');
    // The shell's own pages preload no remote.
    expect((await documentFor('/about-us')).html).not.toContain('rel="preload"');
  });

  it('shows the boot screen, and links no stylesheet that would hold its first paint', async () => {
    const { html } = await documentFor('/product/7');
    expect(html).toContain('<div id="root"><div class="boot-screen" aria-busy="true">');
    expect(html).not.toContain('rel="stylesheet"');
  });

  it('a JSON manifest cannot end its data block early', async () => {
    const hostile = { remotes: [{ ...manifest.remotes[0]!, owns: ['/</script><script>alert(1)//'] }] };
    const response = await handleDocument()(new Request('http://shop.local/'), {
      nonce: 'n',
      manifest: hostile,
      signal: new AbortController().signal,
    });
    expect(await response.text()).not.toContain('</script><script>alert(1)');
  });
});

describe('caching', () => {
  it('gives the same document the same ETag whatever its nonce, and answers a revalidation with a 304', async () => {
    const first = await documentFor('/product/7', {}, 'Zmlyc3Q=');
    const second = await documentFor('/product/7', {}, 'c2Vjb25k');
    expect(first.html).not.toBe(second.html);
    expect(second.response.headers.get('etag')).toBe(first.response.headers.get('etag'));
    const revalidated = await documentFor('/product/7', { 'if-none-match': first.response.headers.get('etag')! });
    expect(revalidated.response.status).toBe(304);
    expect(revalidated.html).toBe('');
    expect((await documentFor('/product/7', { cookie: 'lang=en' })).response.headers.get('etag')).not.toBe(
      first.response.headers.get('etag'),
    );
  });

  it('a page left to the browser is revalidated on every use', async () => {
    expect((await documentFor('/product/7')).response.headers.get('cache-control')).toBe('no-cache');
  });
});
