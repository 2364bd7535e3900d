import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { i18next } from '@shop/shared/i18n';
import { $locale, localeTags } from '@shop/shared/stores';
import { ns } from '../namespace';
import { usePageHandle } from './useRouteHandle';

/** Keeps `<title>`, `<html lang>` and the robots meta in step with the page being shown. */
export function DocumentMeta() {
  const handle = usePageHandle();
  const locale = useStore($locale);

  useEffect(() => {
    document.documentElement.lang = localeTags[locale];
  }, [locale]);

  useEffect(() => {
    let current = true;
    const titleKey = handle?.titleKey;
    const pageNamespace = titleKey?.split(':')[0];
    void i18next.loadNamespaces([ns, ...(pageNamespace ? [pageNamespace] : [])]).then(() => {
      if (!current) return;
      const site = i18next.t(`${ns}:siteName`);
      document.title = titleKey ? `${i18next.t(titleKey)} | ${site}` : site;
    });
    return () => {
      current = false;
    };
  }, [handle?.titleKey, locale]);

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
