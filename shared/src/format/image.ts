/** Rewrites a .jpg/.jpeg/.png/.gif address to .webp, keeping any query string or fragment. */
export function toWebp(url: string): string {
  return url.replace(/\.(?:jpe?g|png|gif)(?=([?#].*)?$)/i, '.webp');
}
