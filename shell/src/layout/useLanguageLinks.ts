import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { canonicalAddress, languageVersions } from '@shop/shared/locale';

const linkSelector = 'link[rel="canonical"], link[rel="alternate"][hreflang]';

/** The shop's public origin: the one the server's canonical link names (PUBLIC_URL), else this page's. */
let publicOrigin: string | undefined;
function siteOrigin(): string {
  publicOrigin ??= new URL(document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href ?? window.location.href).origin;
  return publicOrigin;
}

/**
 * Keeps the canonical link and the language versions (`hreflang`) in step with the page on screen, as the server
 * wrote them for the first one: a page shared from the browser, or read by a crawler that runs scripts, names the
 * address it is. A `noindex` page has none.
 */
export function useLanguageLinks(noindex: boolean): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    const origin = siteOrigin();
    for (const link of document.head.querySelectorAll(linkSelector)) link.remove();
    if (noindex) return;
    const canonical = canonicalAddress(new URL(`${pathname}${search}`, origin));
    const links = [
      { rel: 'canonical', href: canonical.href },
      ...languageVersions(canonical).map(({ hreflang, href }) => ({ rel: 'alternate', hreflang, href })),
    ];
    for (const { rel, href, hreflang } of links as { rel: string; href: string; hreflang?: string }[]) {
      const link = document.createElement('link');
      link.rel = rel;
      link.href = href;
      if (hreflang) link.hreflang = hreflang;
      document.head.append(link);
    }
  }, [pathname, search, noindex]);
}
