import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useStore } from '@nanostores/react';
import { i18next } from '@shop/shared/i18n';
import { $pageMeta, localeTags, useLocale } from '@shop/shared/stores';
import { ns } from '../namespace';
import { useLanguageLinks } from './useLanguageLinks';
import { usePageHandle } from './useRouteHandle';
import { dropServedPageTags } from './pageTags';

/**
 * Keeps `<title>`, the description, `<html lang>`, the robots meta and the canonical and language-version links in
 * step with the page being shown, and drops the served page's link-preview tags and structured data once another
 * page is shown.
 * A page that knows what it shows names itself (`usePageMeta`: a product's name, an article's summary);
 * otherwise the title is its route's and the description the shop's, in the shopper's language.
 */
export function DocumentMeta() {
  const handle = usePageHandle();
  const locale = useLocale();
  const pageMeta = useStore($pageMeta);
  useLanguageLinks(handle?.noindex === true);
  const { pathname, search } = useLocation();
  const servedAddress = useRef(`${pathname}${search}`);

  // The link preview and JSON-LD the server wrote describe the page it served; search engines and previews read
  // the served document only, so another page in the browser just drops them.
  useEffect(() => {
    if (`${pathname}${search}` !== servedAddress.current) dropServedPageTags();
  }, [pathname, search]);

  useEffect(() => {
    document.documentElement.lang = localeTags[locale];
  }, [locale]);

  useEffect(() => {
    let current = true;
    const titleKey = handle?.titleKey;
    const pageNamespace = pageMeta.title ? undefined : titleKey?.split(':')[0];
    void i18next.loadNamespaces([ns, ...(pageNamespace ? [pageNamespace] : [])]).then(() => {
      if (!current) return;
      const site = i18next.t(`${ns}:siteName`);
      const page = pageMeta.title || (titleKey ? i18next.t(titleKey) : '');
      document.title = page ? `${page} | ${site}` : site;
      describeDocument(pageMeta.description || i18next.t(`${ns}:siteDescription`));
    });
    return () => {
      current = false;
    };
  }, [handle?.titleKey, locale, pageMeta.title, pageMeta.description]);

  useEffect(() => {
    let robots = document.querySelector<HTMLMetaElement>('meta[name="robots"]');
    if (handle?.noindex) {
      if (!robots) {
        robots = document.createElement('meta');
        robots.name = 'robots';
        document.head.append(robots);
      }
      robots.content = 'noindex';
    } else {
      robots?.remove();
    }
  }, [handle?.noindex]);

  return null;
}

/** The served document carries a description; a document without one (a static host) gets it here. */
function describeDocument(description: string): void {
  let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  meta.content = description;
}
