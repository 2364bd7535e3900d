import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Ctx } from '../../context';
import { fail } from '../../platform/errors';

const Params = Type.Object({ name: Type.String({ pattern: '^[a-z0-9-]{1,80}\\.(jpg|webp)$' }) }, { additionalProperties: false });

export default function imageRoutes(ctx: Ctx): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get('/images/:name', {
      schema: { tags: ['system'], summary: 'Seed images (JPEG, and WebP under the same name with .webp)', params: Params },
    }, async (req, reply) => {
      const file = path.join(ctx.config.imagesDir, req.params.name);
      const body = await fs.readFile(file).catch(() => null);
      if (!body) fail('NOT_FOUND');
      return reply
        .type(req.params.name.endsWith('.webp') ? 'image/webp' : 'image/jpeg')
        .header('cache-control', 'public, max-age=86400')
        .send(body);
    });
  };
}
