import type { i18n as I18n } from 'i18next';
import type { RouteHandle } from '@shop/shared/routing';
import type { PageMeta } from '@shop/shared/stores';
import { ns } from '../namespace';

/** What the served document's `<head>` says about the page: what layout/DocumentMeta keeps in step in the browser. */
export interface DocumentHead {
  title: string;
  description: string;
  noindex: boolean;
}

export function documentHead(i18n: I18n, handle: RouteHandle, pageMeta: PageMeta): DocumentHead {
  const site = i18n.t(`${ns}:siteName`);
  const page = pageMeta.title || i18n.t(handle.titleKey);
  return {
    title: page ? `${page} | ${site}` : site,
    description: pageMeta.description || i18n.t(`${ns}:siteDescription`),
    noindex: handle.noindex === true,
  };
}
