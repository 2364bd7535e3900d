/**
 * Where to go after signing in: the `redirect` query when it is a path on this site, else home.
 * Anything that could leave the site (`//host`, `/\host`, a scheme) is ignored.
 */
export function safeRedirect(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  try {
    const url = new URL(value, 'https://shop.invalid');
    return url.origin === 'https://shop.invalid' ? `${url.pathname}${url.search}${url.hash}` : '/';
  } catch {
    return '/';
  }
}

/**
 * A sign-in page's way to another one (log in → sign up → set password, forgot password…), carrying the
 * same-site `redirect` along so the shopper still ends up where they were; one that could leave the site is dropped.
 */
export function withRedirect(path: string, redirect: string | null | undefined): string {
  const target = safeRedirect(redirect);
  return target === '/' ? path : `${path}?${new URLSearchParams({ redirect: target })}`;
}
