import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Ctx } from '../../context';
import { fail } from '../../platform/errors';
import { robotsTxt } from './robots';
import { parseSitemapFile, sitemapFiles, sitemapPages } from './service';
import { sitemapIndexXml, urlsetXml } from './sitemap-xml';

/** A CDN keeps a sitemap ten minutes (crawlers need no fresher); browsers and the CDN after that revalidate by ETag. */
export const SITEMAP_CACHE_CONTROL = 'public, max-age=0, s-maxage=600';
/** robots.txt changes only with PUBLIC_URL or a release. */
export const ROBOTS_CACHE_CONTROL = 'public, max-age=3600';

interface Document {
  body: string;
  etag: string;
}

const documentOf = (body: string): Document => ({ body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` });

function send(req: FastifyRequest, reply: FastifyReply, doc: Document, type: string, cacheControl: string) {
  reply.header('cache-control', cacheControl).header('etag', doc.etag).type(type);
  const asked = req.headers['if-none-match']?.split(',').map((tag) => tag.trim().replace(/^W\//, ''));
  if (asked?.includes(doc.etag)) return reply.code(304).send();
  return reply.send(doc.body);
}

const XML = 'application/xml; charset=utf-8';

/**
 * /sitemap.xml (the index), /sitemaps/<type>[-<n>].xml and /robots.txt, at the site root. The sitemaps are read from
 * the database and kept in the catalogue cache: any catalogue write is served by the next read (platform/cache.ts).
 */
export default function seoRoutes(ctx: Ctx): FastifyPluginAsyncTypebox {
  const { publicUrl } = ctx.config;
  const robots = documentOf(robotsTxt(publicUrl));
  return async (app) => {
    app.get('/robots.txt', { schema: { hide: true } }, (req, reply) =>
      send(req, reply, robots, 'text/plain; charset=utf-8', ROBOTS_CACHE_CONTROL),
    );

    app.get('/sitemap.xml', { schema: { hide: true } }, async (req, reply) => {
      const doc = await ctx.cache.get(req, async () => documentOf(await sitemapIndexXml(publicUrl, await sitemapFiles(ctx.db))));
      return send(req, reply, doc, XML, SITEMAP_CACHE_CONTROL);
    });

    app.get<{ Params: { file: string } }>('/sitemaps/:file', { schema: { hide: true } }, async (req, reply) => {
      const file = parseSitemapFile(req.params.file);
      if (!file) fail('NOT_FOUND');
      const doc = await ctx.cache.get(req, async () => {
        const pages = await sitemapPages(ctx.db, file.type, file.n);
        if (!pages) fail('NOT_FOUND');
        return documentOf(await urlsetXml(publicUrl, pages));
      });
      return send(req, reply, doc, XML, SITEMAP_CACHE_CONTROL);
    });
  };
}
