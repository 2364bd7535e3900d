import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Ctx } from '../../context';
import { fail } from '../../platform/errors';
import { readImage } from './service';

const Params = Type.Object({ name: Type.String({ pattern: '^[a-z0-9-]{1,80}\\.(jpg|webp)$' }) }, { additionalProperties: false });
const Image = Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'JPEG or WebP bytes' });

export default function imageRoutes(ctx: Ctx): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      '/images/:name',
      {
        schema: {
          tags: ['system'],
          operationId: 'getImage',
          summary: 'Seed images (JPEG, and WebP under the same name with .webp)',
          params: Params,
          response: {
            200: { description: 'The picture', content: { 'image/jpeg': { schema: Image }, 'image/webp': { schema: Image } } },
          },
        },
      },
      async (req, reply) => {
        const image = await readImage(ctx.config.imagesDir, req.params.name);
        if (!image) fail('NOT_FOUND');
        return reply.type(image.type).header('cache-control', 'public, max-age=86400').send(image.body);
      },
    );
  };
}
