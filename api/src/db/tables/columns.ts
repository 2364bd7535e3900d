import { timestamp } from 'drizzle-orm/pg-core';

export const created = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
