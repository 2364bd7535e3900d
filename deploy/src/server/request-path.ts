/**
 * Turning a request URL into a file path under a root without ever leaving the root. We decode ourselves
 * and refuse any `.`/`..` segment, backslash or NUL, instead of trusting that a later join cleans it up:
 * `%2e%2e%2f` and friends decode into traversal after the router has already looked at the path.
 */
import path from 'node:path';

/** Decoded URL path segments, or undefined if the path is malformed or tries to climb out. */
export function safeSegments(url: string): string[] | undefined {
  const rawPath = url.split(/[?#]/, 1)[0] ?? '';
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return undefined;
  const segments = decoded.split('/').filter((segment) => segment !== '');
  if (segments.some((segment) => segment === '.' || segment === '..')) return undefined;
  return segments;
}

/** The absolute file for `segments` under `root`, double-checked to be inside it. */
export function resolveUnder(root: string, segments: string[]): string | undefined {
  const base = path.resolve(root);
  const file = path.resolve(base, ...segments);
  return file === base || file.startsWith(base + path.sep) ? file : undefined;
}

/**
 * True when the last segment ends in a file extension. An extension must start with a letter so that
 * deep links such as `/news/2024.11` or `/product/v1.2` still reach the SPA instead of a 404.
 */
export function hasFileExtension(segments: string[]): boolean {
  const last = segments[segments.length - 1] ?? '';
  return /\.[a-z][a-z0-9]{0,7}$/i.test(last);
}

/** Whether the client accepts an HTML answer (a browser navigation does; an `Accept: image/*` does not). */
export function acceptsHtml(accept: string | undefined): boolean {
  if (!accept) return true; // no Accept header means anything goes (RFC 9110)
  return accept.split(',').some((part) => {
    const [type = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) return false;
    return type === 'text/html' || type === 'text/*' || type === '*/*' || type === 'application/xhtml+xml';
  });
}
