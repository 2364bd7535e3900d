/**
 * What search engines must not crawl: exactly the routes SPEC §2 marks not indexed. Each is a prefix (its children
 * and queries too: /member/orders, /search?keyword=…) except the kuji list, whose campaigns (/fanza/{kuji_id}) and
 * FAQ stay open: `$` ends the list's own path, and `/fanza?` covers its pages and languages (/fanza?page=2).
 */
export const notIndexedRules = ['/search', '/checkout', '/result', '/order-detail', '/member', '/fanza$', '/fanza?'] as const;

/** robots.txt: every crawler, the not-indexed routes, and where the sitemap index is. */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    ...notIndexedRules.map((rule) => `Disallow: ${rule}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
