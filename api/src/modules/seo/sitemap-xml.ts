import { ErrorLevel, SitemapIndexStream, SitemapStream, streamToPromise } from 'sitemap';
import { languageVersions } from '@shop/shared/locale';
import type { SitemapFile, SitemapPage } from './service';

/** The page at `path` (with its query, if any) on the shop's public origin. */
const absolute = (publicUrl: string, path: string) => new URL(publicUrl + path);

/**
 * A urlset: each page at each of its addresses (`?lang=tw|cn|en` and the x-default one naming no language, each its
 * own canonical: decision 037), each listing all four as `xhtml:link rel="alternate"` (the same list on each, so
 * the pairs are reciprocal). Four URLs a page.
 */
export async function urlsetXml(publicUrl: string, pages: readonly SitemapPage[]): Promise<string> {
  const stream = new SitemapStream({ level: ErrorLevel.THROW, xmlns: { xhtml: true, news: false, image: false, video: false } });
  for (const page of pages) {
    const address = absolute(publicUrl, page.path);
    const links = languageVersions(address).map((v) => ({ lang: v.hreflang, hreflang: v.hreflang, url: v.href }));
    const lastmod = page.lastmod?.toISOString();
    for (const version of links) stream.write({ url: version.url, lastmod, links });
  }
  stream.end();
  return (await streamToPromise(stream)).toString('utf8');
}

/** The sitemap index: every per-type file with the newest lastmod of its pages. */
export async function sitemapIndexXml(publicUrl: string, files: readonly SitemapFile[]): Promise<string> {
  const stream = new SitemapIndexStream({ level: ErrorLevel.THROW });
  for (const file of files) stream.write({ url: absolute(publicUrl, file.path).href, lastmod: file.lastmod?.toISOString() });
  stream.end();
  return (await streamToPromise(stream)).toString('utf8');
}
