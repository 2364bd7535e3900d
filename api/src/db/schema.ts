// The database schema, one file per area under tables/ (drizzle-kit reads this file: drizzle.config.ts).
// Indexes: one for every column the catalogue filters or sorts by, in the order its queries sort (`desc()`
// in SQL means NULLS FIRST, hence `.desc().nullsFirst()`), and one for every foreign key (deleting or
// updating a referenced row must not scan the referencing table).
export * from './tables/catalogue';
export * from './tables/sets';
export * from './tables/members';
export * from './tables/shopping';
export * from './tables/orders';
export * from './tables/kuji';
export * from './tables/platform';
export * from './tables/payments';
export * from './tables/storage';
export * from './tables/health';
export * from './tables/drops';
export * from './tables/outbox';
export * from './tables/invoices';
export * from './tables/prizes';
export * from './tables/operators';
