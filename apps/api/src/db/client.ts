import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies migrations once, even when several API instances start together. */
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

// Migrations ship next to the bundle in production (build.mjs copies them) and live in
// src/db/migrations during development and tests.
export function migrationsFolder(): string {
  const candidates = [
    path.join(import.meta.dirname, 'migrations'),
    path.join(import.meta.dirname, 'db/migrations'),
  ];
  const found = candidates.find((p) => fs.existsSync(path.join(p, 'meta/_journal.json')));
  if (!found) throw new Error(`Migrations folder not found (looked in ${candidates.join(', ')})`);
  return found;
}

/** PostgreSQL when a URL is given, otherwise embedded PGlite under `dataDir/pg` (or in memory). */
export async function openDatabase(opts: {
  url?: string | undefined;
  dataDir?: string | null;
}): Promise<Database> {
  if (opts.url) return openPostgres(opts.url);
  return openPglite(opts.dataDir ?? null);
}

async function openPglite(dataDir: string | null): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  let client: InstanceType<typeof PGlite>;
  if (dataDir) {
    fs.mkdirSync(dataDir, { recursive: true });
    client = await PGlite.create(path.join(dataDir, 'pg'));
  } else {
    client = await PGlite.create();
  }
  const db = drizzle(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    // One process owns a PGlite folder, so no lock is needed.
    migrate: () => migrate(db as never, { migrationsFolder: migrationsFolder() }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
  };
}

async function openPostgres(url: string, max = 10): Promise<Database> {
  const pg = (await import('pg')).default;
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new pg.Pool({ connectionString: url, max });
  const db = drizzle(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    migrate: async () => {
      // An advisory lock serialises migrations across API instances starting at once.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock(727274)');
        await migrate(drizzle(client, { schema }), { migrationsFolder: migrationsFolder() });
      } finally {
        await client.query('select pg_advisory_unlock(727274)').catch(() => {});
        client.release();
      }
    },
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
  };
}
