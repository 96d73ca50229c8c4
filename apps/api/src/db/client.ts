import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { PoolConfig } from 'pg';
import * as schema from './schema/index.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The handle inside `db.transaction(...)`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/**
 * How a transaction reaches a repository. Only repositories (modules/<name>/repository.ts) query
 * (besides the start-up seeds' fixtures, lib/secrets.ts and the payment sandbox adapter's own
 * books), and every repository function takes the connection as its first argument: `Conn` when it may
 * run on its own or inside the caller's transaction (the service passes `deps.db` or its `tx`),
 * `Tx` when it must run inside one (it relies on the caller's lock, savepoint or atomicity).
 * The service that spans several calls owns the transaction (`deps.db.transaction(async (tx) =>
 * ...)`); a repository opens one itself only when a single call is several statements that must
 * hold together (issueOtp's limits, insertGift, searchExperts' similarity threshold).
 */
export type Conn = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies migrations once, even when several API instances start together. */
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** In-process PGlite only: its data folder as a tarball (the tests' template, openDatabase). */
  dumpDataDir?: () => Promise<Blob>;
  /**
   * Hears NOTIFY on `channel` from every session: on PostgreSQL on a connection of its own
   * (opened again after a loss, 1 s later; `onGap(true)` when it drops, `onGap(false)` once it
   * listens again), on in-process PGlite on its one session. Absent on PGlite in a worker (one
   * process, one session: there is nobody else to hear from).
   */
  listen?: (
    channel: string,
    onNotify: (payload: string) => void,
    onGap: (deaf: boolean) => void,
  ) => Promise<void>;
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

/**
 * PostgreSQL when a URL is given, otherwise embedded PGlite under `dataDir/pg` (or in memory).
 * A folder's PGlite runs in a worker thread (openPgliteWorker): the built server's
 * pglite-worker.js, or under `npm run dev` the TypeScript source itself (Node 24 strips the
 * types). In memory (tests) it runs in-process.
 */
export async function openDatabase(opts: {
  url?: string | undefined;
  dataDir?: string | null;
  /** Told when the server ends a connection that sat idle in the pool (PostgreSQL only). */
  onIdleError?: (err: Error) => void;
  /**
   * In memory only: start from this PGlite data folder (a `dumpDataDir()` of a database these
   * migrations were applied to) instead of running initdb. The tests' per-file databases start
   * in a third of the time; migrate() then finds nothing to apply.
   */
  pgliteTemplate?: Blob;
}): Promise<Database> {
  if (opts.url) return openPostgres({ connectionString: opts.url, max: 10 }, opts.onIdleError);
  const built = path.join(import.meta.dirname, 'pglite-worker.js');
  const source = path.join(import.meta.dirname, 'pglite-worker.ts');
  const worker = fs.existsSync(built)
    ? built
    : process.features.typescript && fs.existsSync(source)
      ? source
      : null;
  if (opts.dataDir && worker) return openPgliteWorker(opts.dataDir, worker);
  return openPglite(opts.dataDir ?? null, opts.dataDir ? undefined : opts.pgliteTemplate);
}

/**
 * PGlite in a worker thread (pglite-worker.ts, built beside the bundle) behind a private Unix
 * socket under `dataDir/run`, reached through node-postgres as PostgreSQL is, so the database's
 * work runs off the API's event loop. PGlite is one session: the pool keeps one connection.
 * If the worker dies the API does too (an unhandled error), as it would with PGlite in-process.
 */
async function openPgliteWorker(dataDir: string, workerFile: string): Promise<Database> {
  const { Worker } = await import('node:worker_threads');
  const runDir = path.join(dataDir, 'run');
  // node-postgres connects to `<host>/.s.PGSQL.<port>` when the host is a folder.
  const socketPath = path.join(runDir, '.s.PGSQL.5432');
  if (Buffer.byteLength(socketPath) > 107) {
    throw new Error(`DATA_DIR is too long for a Unix socket path (${socketPath}); use a shorter one`);
  }
  fs.mkdirSync(runDir, { recursive: true, mode: 0o700 });
  const worker = new Worker(workerFile, {
    workerData: { dataDir: path.join(dataDir, 'pg'), socketPath },
  });
  await new Promise<void>((resolve, reject) => {
    const onExit = (code: number) => reject(new Error(`PGlite worker exited with code ${code}`));
    worker.on('message', (m: { type: string }) => {
      if (m.type !== 'ready') return;
      worker.off('error', reject);
      worker.off('exit', onExit);
      resolve();
    });
    worker.once('error', reject);
    worker.once('exit', onExit);
  });
  const database = await openPostgres({
    host: runDir,
    port: 5432,
    user: 'postgres',
    database: 'postgres',
    max: 1,
    idleTimeoutMillis: 0,
  });
  return {
    ...database,
    kind: 'pglite',
    listen: undefined,
    // Closes the connection, then PGlite; the worker removes its socket.
    close: async () => {
      await database.close();
      const closed = new Promise<void>((resolve) => {
        worker.on('message', (m: { type: string }) => m.type === 'closed' && resolve());
        worker.once('exit', () => resolve());
      });
      worker.postMessage({ type: 'close' });
      await closed;
      await worker.terminate();
    },
  };
}

async function openPglite(dataDir: string | null, template?: Blob): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pgliteExtensions: extensions } = await import('./pglite-extensions.ts');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  let client: InstanceType<typeof PGlite>;
  if (dataDir) {
    fs.mkdirSync(dataDir, { recursive: true });
    client = await PGlite.create(path.join(dataDir, 'pg'), { extensions });
  } else {
    client = await PGlite.create({ extensions, ...(template ? { loadDataDir: template } : {}) });
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
    dumpDataDir: () => client.dumpDataDir('none'),
    // In-process (tests: instances sharing it also share one feed, but a write made behind the
    // API is heard here); delivered on commit, as PostgreSQL does.
    listen: async (channel, onNotify, onGap) => {
      await client.listen(channel, onNotify);
      onGap(false);
    },
  };
}

async function openPostgres(
  poolConfig: PoolConfig,
  onIdleError: (err: Error) => void = () => {},
): Promise<Database> {
  const pg = (await import('pg')).default;
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new pg.Pool(poolConfig);
  // The server ending a connection that sits idle in the pool (a restart, a failover, an idle
  // timeout, a dropped test database) is an 'error' event on the pool; with no listener it ends
  // the process. The pool has already let that connection go, and the next query opens another.
  pool.on('error', onIdleError);
  const db = drizzle(pool, { schema }) as unknown as Db;
  let closed = false;
  // One connection per channel listened to (the expert answers' feed, the article lists').
  const listeners = new Set<InstanceType<typeof pg.Client>>();
  const listen: NonNullable<Database['listen']> = async (channel, onNotify, onGap) => {
    const open = async (): Promise<void> => {
      if (closed) return;
      const client = new pg.Client(poolConfig);
      let lost = false;
      const reopen = () => {
        if (lost) return;
        lost = true;
        listeners.delete(client);
        client.end().catch(() => {});
        if (closed) return;
        onGap(true);
        setTimeout(() => open().catch(() => {}), 1_000).unref();
      };
      client.on('error', reopen);
      client.on('end', reopen);
      client.on('notification', (n) => n.channel === channel && onNotify(n.payload ?? ''));
      try {
        await client.connect();
        await client.query(`listen ${channel}`);
      } catch (err) {
        reopen();
        throw err;
      }
      if (closed) {
        lost = true;
        await client.end().catch(() => {});
        return;
      }
      listeners.add(client);
      onGap(false);
    };
    await open();
  };
  return {
    db,
    kind: 'postgres',
    listen,
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
    close: async () => {
      closed = true;
      await Promise.all([...listeners].map((l) => l.end().catch(() => {})));
      await pool.end();
    },
  };
}
