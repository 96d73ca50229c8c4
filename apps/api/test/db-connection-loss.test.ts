import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createTestApp } from './helpers/test-app.ts';

// PostgreSQL may end a connection that sits idle in the pool (a restart, a failover, an idle
// timeout, a dropped database). node-postgres reports that as an 'error' event on the pool,
// which ends the process when nobody listens: the API must log it and carry on.
describe.runIf(process.env.TEST_DATABASE_URL)('PostgreSQL ending idle connections', () => {
  it('the API keeps answering after the server terminates its idle connections', async () => {
    const t = await createTestApp();
    try {
      expect((await t.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      try {
        const ended = await admin.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
          [new URL(t.databaseUrl!).pathname.slice(1)],
        );
        expect(ended.rowCount).toBeGreaterThan(0);
      } finally {
        await admin.end();
      }
      // Let the pool hear about it before the next request.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect((await t.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
