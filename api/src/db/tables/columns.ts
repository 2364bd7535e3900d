import { timestamp } from 'drizzle-orm/pg-core';

export const created = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * When the row's content last changed, kept by the database (trigger `touch_updated_at`, migration 0036): sales
 * (stock, tickets) leave it alone. The sitemaps' lastmod (modules/seo).
 */
export const updated = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
