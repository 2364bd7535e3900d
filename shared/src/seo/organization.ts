import type { Organization, WebSite, WithContext } from 'schema-dts';
import { hreflangTags } from '../locale';
import { pageAddress, pictureAddress, type SeoSite } from './address';
import { shopLogoPath } from './pictures';

/** The shop as the organization behind the site (home) and as an article's author and publisher. */
export function organization(site: SeoSite, name: string) {
  return {
    '@type': 'Organization',
    '@id': `${site.origin}/#organization`,
    name,
    // The shop is one whatever the language: its plain address (x-default).
    url: `${site.origin}/`,
    logo: pictureAddress(site, shopLogoPath),
  } satisfies Organization;
}

export function organizationJsonLd(site: SeoSite, name: string): WithContext<Organization> {
  return { '@context': 'https://schema.org', ...organization(site, name) };
}

/** The site, and how to search it (SPEC §2 /search?keyword=): Google's sitelinks search box reads it. */
export function webSiteJsonLd(site: SeoSite, name: string): WithContext<WebSite> {
  const search = new URL(pageAddress(site, '/search'));
  // The template's braces must stay literal: URL would escape them.
  const target = `${search.origin}${search.pathname}?keyword={search_term_string}${search.search ? `&${search.search.slice(1)}` : ''}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name,
    url: `${site.origin}/`,
    inLanguage: hreflangTags[site.locale],
    publisher: { '@id': `${site.origin}/#organization` },
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: target },
      // schema-dts has no type for Google's `query-input` shorthand.
      'query-input': 'required name=search_term_string',
    } as WebSite['potentialAction'],
  };
}
