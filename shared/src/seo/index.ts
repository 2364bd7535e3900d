/**
 * Search engines' and link previews' view of the shop's pages: schema.org JSON-LD (typed with schema-dts, types
 * only) with absolute addresses in the page's language, and the shop's own preview pictures.
 */
export * from './address';
export * from './product';
export * from './breadcrumb';
export * from './organization';
export * from './article';
export * from './pictures';
export * from './useSeoSite';
