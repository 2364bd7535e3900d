import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ShareImageParams } from '@shop/shared/contract';
import { Type } from 'typebox';
import type { Ctx } from '../../context';
import { fail } from '../../platform/errors';
import { madePictures } from './made-pictures';
import { pictureOrigin } from './picture-bytes';
import { LAYOUT_VERSION } from './render';
import { shareSource } from './sources';

const Jpeg = Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'JPEG bytes, 1200x630' });

/** Whether an If-None-Match header names `etag` (a list, or `*`). */
const matches = (header: string | undefined, etag: string) =>
  !!header && header.split(',').some((t) => t.trim() === '*' || t.trim().replace(/^W\//, '') === etag);

export default function shareImageRoutes(ctx: Ctx): FastifyPluginAsyncTypebox {
  return async (app) => {
    const made = madePictures();
    const inject = async (url: string) => app.inject({ method: 'GET', url });

    app.get(
      '/share-images/:kind/:id.jpg',
      {
        schema: {
          tags: ['catalogue'],
          operationId: 'getShareImage',
          summary: 'Link-preview picture (og:image) of a product, kuji campaign, theme or article: none for adult items',
          description:
            "1200x630 JPEG: the item's first picture fitted whole on the shop's colours. ETag from the picture it is " +
            'made of; If-None-Match answers 304. 404 for an unknown item, an adult one, or a picture outside the shop.',
          params: ShareImageParams,
          response: {
            200: { description: 'The picture', content: { 'image/jpeg': { schema: Jpeg } } },
            304: { description: 'The picture named by If-None-Match is current', type: 'null' },
          },
        },
      },
      async (req, reply) => {
        const { kind, id } = req.params;
        const notFound = kind === 'kuji' ? 'KUJI_NOT_FOUND' : 'NOT_FOUND';
        const source = await shareSource(ctx.db, kind, id);
        // Link previews show no adult pictures: an adult item has none, as if it had no picture at all.
        if (!source || source.adult) fail(notFound);
        const origin = await pictureOrigin(ctx.config, inject, source.picture);
        if (!origin) fail(notFound);
        const etag = `"${createHash('sha256').update(`${LAYOUT_VERSION}\n${origin.key}`).digest('base64url').slice(0, 22)}"`;
        // Set only on answers that are the picture: a failed read must not be kept by browsers or CDNs.
        const cacheable = () => reply.header('cache-control', 'public, max-age=86400').header('etag', etag);
        if (matches(req.headers['if-none-match'], etag)) return cacheable().status(304).send(null);
        const started = performance.now();
        const { jpeg, cache } = await made.get(etag, origin);
        return cacheable()
          .header('x-cache', cache)
          .header('server-timing', `share-image;desc="${cache}";dur=${(performance.now() - started).toFixed(1)}`)
          .type('image/jpeg')
          .send(jpeg);
      },
    );
  };
}
