/** What the navigation offers: only the pages the signed-in role may use (GET me's `permissions`). */
export interface ConsolePage {
  path: string;
  /** The text key of its navigation entry. */
  label: string;
  permission: string;
}

export const consolePages: readonly ConsolePage[] = [
  { path: '/orders', label: 'nav.orders', permission: 'orders' },
  { path: '/members', label: 'nav.members', permission: 'members' },
  { path: '/catalogue', label: 'catalogue.nav', permission: 'catalogue' },
  { path: '/kuji', label: 'kuji.nav', permission: 'kuji' },
  { path: '/coupons', label: 'coupons.nav', permission: 'coupons' },
  { path: '/audit', label: 'nav.audit', permission: 'audit' },
  { path: '/operators', label: 'nav.operators', permission: 'operators' },
  { path: '/releases', label: 'releases.nav', permission: 'releases' },
];

export const pagesFor = (permissions: readonly string[]): ConsolePage[] =>
  consolePages.filter((page) => permissions.includes(page.permission));

/** Where a signed-in operator lands: their first page, or their own password page if the console has none for them. */
export const firstPageFor = (permissions: readonly string[]): string => pagesFor(permissions)[0]?.path ?? '/password';
