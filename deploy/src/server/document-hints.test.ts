import path from 'node:path';
import { writeFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { removeTempDirs } from '../testing/fixtures.js';
import { shopFixture, type ShopFixture } from '../testing/shop-fixture.js';
import { createShopServer } from './create-server.js';
import { REMOTES_ELEMENT_ID } from './document-hints.js';

let shop: ShopFixture;
let app: FastifyInstance;

beforeAll(async () => {
  shop = await shopFixture();
  app = await createShopServer({ publishDir: shop.publishDir, shellDir: shop.shellDir, api: null });
});
afterAll(async () => {
  await app.close();
  await removeTempDirs();
});

const page = async (url: string) => (await app.inject({ url, headers: { accept: 'text/html' } })).body;
const inlineManifest = (html: string) => {
  const match = new RegExp(`<script type="application/json" id="${REMOTES_ELEMENT_ID}">(.*?)</script>`).exec(html);
  return match ? (JSON.parse(match[1]!) as { remotes: { name: string; version: string }[] }) : undefined;
};
const preloads = (html: string) =>
  [...html.matchAll(/<link rel="preload" href="([^"]+)" as="(\w+)"/g)].map((m) => `${m[2]} ${m[1]}`);

describe('the page document', () => {
  it('carries the live remotes manifest, so the shell needs no request for it', async () => {
    const html = await page('/cart');
    const served = JSON.parse((await app.inject('/remotes.json')).body);
    expect(inlineManifest(html)).toEqual(served);
  });

  it('preloads the manifest, entry and route module of the remote that owns the path', async () => {
    const base = `/remotes/mf-catalog/${shop.catalogVersion}/`;
    const hinted = preloads(await page('/product/42'));
    expect(hinted).toContain(`fetch ${base}mf-manifest.json`);
    expect(hinted).toContain(`script ${base}remoteEntry.js`);
    expect(hinted).toContain(`script ${base}routes.1a2b3c4d.js`);
    expect(hinted).toContain(`style ${base}styles.0f9e8d7c.css`);
    expect(hinted.every((hint) => hint.includes(base))).toBe(true);
  });

  it('preloads nothing for a path no remote owns', async () => {
    expect(preloads(await page('/cart'))).toEqual([]);
  });

  it('follows a rewrite of remotes.json without a restart', async () => {
    const manifestFile = path.join(shop.publishDir, 'remotes.json');
    const before = inlineManifest(await page('/'))!;
    const renamed = { remotes: before.remotes.map((entry) => ({ ...entry, version: `${entry.version}-next` })) };
    await writeFile(manifestFile, JSON.stringify(renamed));
    expect(inlineManifest(await page('/'))).toEqual(renamed);
    await writeFile(manifestFile, JSON.stringify(before));
  });

  it('keeps a manifest value from closing the data block early', async () => {
    const manifestFile = path.join(shop.publishDir, 'remotes.json');
    const before = inlineManifest(await page('/'))!;
    const hostile = { remotes: before.remotes.map((entry) => ({ ...entry, version: '</script><script>alert(1)</script>' })) };
    await writeFile(manifestFile, JSON.stringify(hostile));
    const html = await page('/');
    expect(html).not.toContain('<script>alert(1)');
    expect(inlineManifest(html)).toEqual(hostile);
    await writeFile(manifestFile, JSON.stringify(before));
  });

  it('is the plain shell when remotes.json is unreadable', async () => {
    const manifestFile = path.join(shop.publishDir, 'remotes.json');
    const before = (await app.inject('/remotes.json')).body;
    await writeFile(manifestFile, '{ half written');
    const html = await page('/');
    expect(inlineManifest(html)).toBeUndefined();
    expect(html).toContain('<div id="root"></div>');
    await writeFile(manifestFile, before);
  });
});
