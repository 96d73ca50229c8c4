import { and, count, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { signInFailures } from '../../db/schema.ts';

// Repeated failed sign-ins for one username are slowed down: after 5 failures in 15
// minutes further tries are refused until the window moves on. Kept in the database so
// every API instance sees the same count.

export const SIGN_IN_WINDOW_MINUTES = 15;
export const SIGN_IN_MAX_FAILURES = 5;

export async function recentFailures(db: Db, usernameKey: string): Promise<number> {
  const since = new Date(Date.now() - SIGN_IN_WINDOW_MINUTES * 60_000);
  const [row] = await db
    .select({ n: count() })
    .from(signInFailures)
    .where(and(eq(signInFailures.usernameKey, usernameKey), gt(signInFailures.createdAt, since)));
  return row?.n ?? 0;
}

export async function recordFailure(db: Db, usernameKey: string, ip: string) {
  await db.insert(signInFailures).values({ usernameKey, ip });
}

export async function clearFailures(db: Db, usernameKey: string) {
  await db.delete(signInFailures).where(eq(signInFailures.usernameKey, usernameKey));
}
