/** Where a link from the API (a banner, a link inside an article) leads, and so how it is rendered. */
export type LinkTarget =
  /** A path inside the shop: a react-router `Link`, no page load. */
  | { kind: 'internal'; to: string }
  /** Another site: a plain `<a href>`. */
  | { kind: 'external'; href: string }
  /** Empty or a scheme we never follow (javascript:, data:, …): not a link at all. */
  | { kind: 'none' };

const currentOrigin = () => (typeof location === 'undefined' ? '' : location.origin);

/**
 * Classifies a link given by the API. Paths (`/theme/3`, `/news-list?page=2`) and absolute URLs on this
 * shop's own origin are internal; other http(s) URLs are external; anything else is not followed.
 */
export function classifyLink(link: string | null | undefined, origin: string = currentOrigin()): LinkTarget {
  const value = (link ?? '').trim();
  if (!value) return { kind: 'none' };
  // A single leading slash is a path; `//host/…` is protocol-relative, i.e. another site.
  if (value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')) return { kind: 'internal', to: value };
  let url: URL;
  try {
    url = new URL(value, origin || undefined);
  } catch {
    return { kind: 'none' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { kind: 'none' };
  // A relative path without a leading slash (`theme/3`) resolves against the origin: still ours.
  if (origin && url.origin === origin) return { kind: 'internal', to: `${url.pathname}${url.search}${url.hash}` };
  return { kind: 'external', href: url.href };
}
