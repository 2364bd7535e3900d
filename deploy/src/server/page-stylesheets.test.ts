/**
 * What a server-rendered page links to be styled at its first paint: the shell build's one stylesheet and the owning
 * remote version's, each a file under its build's own path (so any replica, CDN or static host serves it), and, for
 * a version published before builds had one, its chunks' stylesheets as they were linked then.
 */
import { afterAll, expect, it } from '@jest/globals';
import { removeTempDirs, tempDir, writeFiles } from '../testing/fixtures.js';
import { createDocumentHints } from './document-hints.js';
import { shellStylesheets } from './server-document.js';

afterAll(removeTempDirs);

const routesExpose = (css: { sync: string[]; async: string[] }) => ({
  path: './routes',
  assets: { js: { sync: ['routes.1a2b3c4d.js'], async: [] }, css },
});

async function publishedVersions() {
  const publishDir = await tempDir('page-stylesheets-publish');
  await writeFiles(publishDir, {
    'remotes/mf-catalog/2.0.0-new/mf-manifest.json': JSON.stringify({
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, stylesheet: 'styles.5e5e5e5e.css' },
      exposes: [routesExpose({ sync: ['1.11111111.css'], async: ['2.22222222.css'] })],
    }),
    'remotes/mf-catalog/1.0.0-old/mf-manifest.json': JSON.stringify({
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [routesExpose({ sync: ['1.11111111.css'], async: ['2.22222222.css', '3.11111111.css'] })],
    }),
  });
  return publishDir;
}

const manifestWith = (version: string) => ({
  remotes: [
    {
      name: 'mf_catalog',
      package: 'mf-catalog',
      version,
      manifest: `/remotes/mf-catalog/${version}/mf-manifest.json`,
      owns: ['/product'],
    },
  ],
});

it("links the owning remote version's one stylesheet, under the version's path", async () => {
  const hints = createDocumentHints(await publishedVersions());
  expect(await hints.pageStyles('/product/7', manifestWith('2.0.0-new'))).toEqual([
    '/remotes/mf-catalog/2.0.0-new/styles.5e5e5e5e.css',
  ]);
  expect(await hints.pageStyles('/cart', manifestWith('2.0.0-new'))).toEqual([]);
});

it("links an older version's chunk stylesheets, each content once, when its build named no stylesheet", async () => {
  const hints = createDocumentHints(await publishedVersions());
  expect(await hints.pageStyles('/product/7', manifestWith('1.0.0-old'))).toEqual([
    '/remotes/mf-catalog/1.0.0-old/1.11111111.css',
    '/remotes/mf-catalog/1.0.0-old/2.22222222.css',
  ]);
});

it("links the shell build's one stylesheet, or its CSS files when the build named none", async () => {
  const shellDir = await tempDir('page-stylesheets-shell');
  await writeFiles(shellDir, {
    'main.1111aaaa.css': '.header{color:red}',
    'styles.9f9f9f9f.css': '.header{color:red}',
    'mf-manifest.json': JSON.stringify({ metaData: { stylesheet: 'styles.9f9f9f9f.css' } }),
  });
  expect(await shellStylesheets(shellDir)).toEqual(['/styles.9f9f9f9f.css']);

  const olderShell = await tempDir('page-stylesheets-older-shell');
  await writeFiles(olderShell, { 'main.1111aaaa.css': '.a{}', 'page.2222bbbb.css': '.b{}', 'mf-manifest.json': '{}' });
  expect(await shellStylesheets(olderShell)).toEqual(['/main.1111aaaa.css', '/page.2222bbbb.css']);
});
