import type { BreadcrumbList, WithContext } from 'schema-dts';
import { pageAddress, type SeoSite } from './address';

/** One step of a page's breadcrumb as the page shows it: its name, and its site path (none for the page itself). */
export interface BreadcrumbStep {
  name: string;
  path?: string;
}

/** The breadcrumb the page shows, for search results' breadcrumb trail. */
export function breadcrumbJsonLd(site: SeoSite, steps: BreadcrumbStep[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      ...(step.path !== undefined && { item: pageAddress(site, step.path) }),
    })),
  };
}
