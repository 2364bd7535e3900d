import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { removeTempDirs } from '../testing/fixtures.js';
import { shopFixture } from '../testing/shop-fixture.js';
import type { ShopApi } from './api-mount.js';
import { createShopServer } from './create-server.js';

// A path whose %-encoding decodes to no text is refused by the router before any route runs. On the API's paths
// the mounted API still answers it (its error shape); elsewhere the server's default answer stays.

const apiAnswer = { error_code: 40004, error_msg: 'bad' };
const api: ShopApi = {
  register: async (app) => {
    app.get('/api/v1/product/:id', async () => ({ data: {} }));
  },
  close: async () => {},
  describe: () => [],
  frameworkErrors: (_error, _request, reply) => reply.code(400).send(apiAnswer),
};

let app: FastifyInstance;
beforeAll(async () => {
  const shop = await shopFixture();
  app = await createShopServer({ publishDir: shop.publishDir, shellDir: shop.shellDir, api, serverRender: false });
});
afterAll(async () => {
  await app.close();
  await removeTempDirs();
});

describe('a path that does not decode', () => {
  it("is answered by the API on the API's paths", async () => {
    const response = await app.inject({ url: '/api/v1/product/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(apiAnswer);
  });

  it('is a plain 400 elsewhere', async () => {
    const response = await app.inject({ url: '/remotes/%E0%A4%A/x.js' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'FST_ERR_BAD_URL' });
  });
});
