import { type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, check, timestamp } from 'drizzle-orm/pg-core';

// Column shapes every table uses.

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * A CHECK that a text column holds one of `values`: the same list that types the column
 * (`text(name, { enum: values })`), so a state is declared once and the database refuses any
 * other. The values are our own constants, written into the constraint as literals.
 */
export function oneOf(name: string, column: AnyPgColumn, values: readonly string[]) {
  const list: SQL = sql.join(
    values.map((v) => sql.raw(`'${v.replaceAll("'", "''")}'`)),
    sql`, `,
  );
  return check(name, sql`${column} IN (${list})`);
}
