/** A Firebase Storage download URL (`…/v0/b/<bucket>/o/<name>`): served as uploaded, it has no WebP copy. */
const storageObject = /\/v0\/b\/[^/?#]+\/o\/[^/?#]+/;

/** Rewrites a .jpg/.jpeg/.png/.gif address to .webp, keeping any query string or fragment. */
export function toWebp(url: string): string {
  if (storageObject.test(url)) return url;
  return url.replace(/\.(?:jpe?g|png|gif)(?=([?#].*)?$)/i, '.webp');
}
