import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { removeTempDirs } from '../testing/fixtures.js';
import { shopFixture, type ShopFixture } from '../testing/shop-fixture.js';
import type { ShopApi } from './api-mount.js';
import { createShopServer } from './create-server.js';
import { LIVENESS_PATH, markShuttingDown, READINESS_PATH, READY_TIMEOUT_MS } from './health.js';

const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
let shop: ShopFixture;
const apps: FastifyInstance[] = [];

/** An API whose database answers as `ready` says (the real API's ready() is tested in api/src/api-ready.test.ts). */
function apiWhoseDatabase(ready: () => Promise<boolean>): ShopApi {
  return { register: async () => {}, close: async () => {}, describe: () => [], ready };
}

async function server(api: ShopApi | null, shellDir = shop.shellDir): Promise<FastifyInstance> {
  const app = await createShopServer({ publishDir: shop.publishDir, shellDir, api });
  apps.push(app);
  return app;
}

beforeAll(async () => {
  shop = await shopFixture();
});
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});
afterAll(removeTempDirs);

describe('liveness', () => {
  it('answers 200 JSON, never cached, even when the database is down', async () => {
    const app = await server(apiWhoseDatabase(async () => false));
    const response = await app.inject({ url: LIVENESS_PATH, headers: { accept: BROWSER_ACCEPT } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ status: 'ok' });
  });
});

describe('readiness', () => {
  it('is 200 when the API answers, as JSON even to a browser (the SPA fallback never answers it)', async () => {
    const app = await server(apiWhoseDatabase(async () => true));
    for (const method of ['GET', 'HEAD'] as const) {
      const response = await app.inject({ method, url: READINESS_PATH, headers: { accept: BROWSER_ACCEPT } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.headers['cache-control']).toBe('no-store');
      if (method === 'GET') expect(response.json()).toEqual({ status: 'ready' });
    }
  });

  it('is 200 for a front end served without an API', async () => {
    const app = await server(null);
    expect((await app.inject(READINESS_PATH)).statusCode).toBe(200);
  });

  it('is 503 while the database does not answer, and 200 again once it does', async () => {
    let databaseUp = false;
    const app = await server(apiWhoseDatabase(async () => databaseUp));
    const down = await app.inject(READINESS_PATH);
    expect(down.statusCode).toBe(503);
    expect(down.headers['cache-control']).toBe('no-store');
    expect(down.json()).toEqual({ status: 'unavailable', reasons: ['database not answering'] });
    databaseUp = true;
    expect((await app.inject(READINESS_PATH)).statusCode).toBe(200);
  });

  it('is 503 when the readiness check throws', async () => {
    const app = await server(apiWhoseDatabase(() => Promise.reject(new Error('connection refused'))));
    expect((await app.inject(READINESS_PATH)).statusCode).toBe(503);
  });

  it(`is 503 within ${READY_TIMEOUT_MS} ms when the database hangs (an unreachable host)`, async () => {
    const app = await server(apiWhoseDatabase(() => new Promise<boolean>(() => {})));
    const started = Date.now();
    const response = await app.inject(READINESS_PATH);
    expect(response.statusCode).toBe(503);
    expect(Date.now() - started).toBeLessThan(READY_TIMEOUT_MS + 1000);
  });

  it('is 503 when the shell is not built', async () => {
    const app = await server(null, path.join(shop.base, 'no-shell-here'));
    const response = await app.inject(READINESS_PATH);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'unavailable', reasons: ['shell not built'] });
    await rm(path.join(shop.base, 'no-shell-here'), { recursive: true, force: true });
  });

  it('is 503 from the moment shutdown begins, while pages are still served, each closing its connection', async () => {
    const app = await server(apiWhoseDatabase(async () => true));
    const before = await app.inject({ url: '/product/42', headers: { accept: BROWSER_ACCEPT } });
    expect(before.headers.connection).not.toBe('close');
    markShuttingDown(app);
    const readiness = await app.inject(READINESS_PATH);
    expect(readiness.statusCode).toBe(503);
    expect(readiness.json()).toEqual({ status: 'unavailable', reasons: ['shutting down'] });
    const page = await app.inject({ url: '/product/42', headers: { accept: BROWSER_ACCEPT } });
    expect(page.statusCode).toBe(200);
    expect(page.headers.connection).toBe('close');
    expect((await app.inject(LIVENESS_PATH)).statusCode).toBe(200);
  });
});
