import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from '../src/db/client.ts';

// Drizzle's migrator applies only the migrations whose journal time (`when`) is later than the
// latest one a database has recorded. A migration whose `when` is earlier than the one before it
// (0020 was, once: generated at 04:57 after 0019 had been dated 16:09 the same day) is skipped
// for good on every database that already had its predecessor. So the times must rise with the
// index, and a database brought up one release at a time must end where a fresh one does.

interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}

const folder = migrationsFolder();
const journal = JSON.parse(fs.readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as {
  entries: JournalEntry[];
};

describe('the migrations', () => {
  it('are dated in the order they are numbered, each with its file', () => {
    const entries = journal.entries;
    expect(entries.map((e) => e.idx)).toEqual(entries.map((_, i) => i));
    for (let i = 1; i < entries.length; i++)
      expect(entries[i]!.when, `${entries[i]!.tag} is dated before ${entries[i - 1]!.tag}`).toBeGreaterThan(
        entries[i - 1]!.when,
      );
    for (const e of entries) expect(fs.existsSync(path.join(folder, `${e.tag}.sql`)), e.tag).toBe(true);
  });

  it('bring a database up one migration at a time to the same place as a fresh one', async () => {
    const { PGlite } = await import('@electric-sql/pglite');
    const { pgliteExtensions: extensions } = await import('../src/db/pglite-extensions.ts');
    const { drizzle } = await import('drizzle-orm/pglite');
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    const stepFolder = fs.mkdtempSync(path.join(os.tmpdir(), 'care-migration-steps-'));
    fs.cpSync(folder, stepFolder, { recursive: true });
    const client = await PGlite.create({ extensions });
    try {
      const db = drizzle(client);
      for (const entry of journal.entries) {
        const upTo = { ...journal, entries: journal.entries.filter((e) => e.idx <= entry.idx) };
        fs.writeFileSync(path.join(stepFolder, 'meta/_journal.json'), JSON.stringify(upTo));
        await migrate(db, { migrationsFolder: stepFolder });
        const applied = await client.query<{ n: number }>(
          'select count(*)::int as n from drizzle.__drizzle_migrations',
        );
        expect(applied.rows[0]!.n, `after ${entry.tag}`).toBe(entry.idx + 1);
      }
      // The newest migrations' tables are there (the one skipped once among them).
      const tables = await client.query<{ name: string }>(
        "select table_name as name from information_schema.tables where table_name in ('staff_accounts', 'expert_photos')",
      );
      expect(tables.rows.map((r) => r.name).sort()).toEqual(['expert_photos', 'staff_accounts']);
    } finally {
      await client.close();
      fs.rmSync(stepFolder, { recursive: true, force: true });
    }
  }, 120_000);
});
