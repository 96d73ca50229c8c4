import { timestamp } from 'drizzle-orm/pg-core';

// Column shapes every table uses.

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
