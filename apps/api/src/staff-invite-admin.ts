import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { AppError } from './lib/errors.ts';
import { FirstAdminRefused, inviteFirstAdmin } from './modules/staff/index.ts';

// The first console admin of a fresh install (there is no default password):
//
//   npm run staff:invite-admin -- --email admin@example.com --name "Full Name" [--force]
//   node apps/api/dist/staff-invite-admin.js --email ... --name ...   (a built server)
//
// Opens the database the server would (DATABASE_URL, else PGlite under DATA_DIR, read from the
// environment and .env as server.ts does), applies the migrations, makes an admin invite with
// the console's own invite function and prints the link (also e-mailed, through the outbox,
// when the server next runs its outbox pass). Refused while an active admin exists, unless --force.

const USAGE = 'Usage: staff:invite-admin --email <work e-mail> --name "<full name>" [--force]';

/**
 * PGlite lets one process open its folder, and a running server holds it (its worker listens on
 * DATA_DIR/run); opening it a second time could damage it, so the command stops instead.
 */
async function serverHoldsFolder(dataDir: string): Promise<boolean> {
  const socket = path.join(dataDir, 'run', '.s.PGSQL.5432');
  if (!fs.existsSync(socket)) return false;
  return new Promise((resolve) => {
    const probe = net.connect(socket);
    probe.once('connect', () => {
      probe.destroy();
      resolve(true);
    });
    probe.once('error', () => resolve(false));
  });
}

async function main(): Promise<number> {
  let args: { email?: string | undefined; name?: string | undefined; force?: boolean | undefined };
  try {
    args = parseArgs({
      options: { email: { type: 'string' }, name: { type: 'string' }, force: { type: 'boolean' } },
    }).values;
  } catch (err) {
    console.error(`${(err as Error).message}\n${USAGE}`);
    return 2;
  }
  if (!args.email || !args.name) {
    console.error(USAGE);
    return 2;
  }

  if (fs.existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  if (!config.DATABASE_URL && (await serverHoldsFolder(config.dataDir))) {
    console.error(
      `The server is running on ${config.dataDir} (embedded database: one process at a time). Stop it, run this again, then start it.`,
    );
    return 1;
  }
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir });
  try {
    await database.migrate();
    const invite = await inviteFirstAdmin(
      { db: database.db, clock: { now: () => new Date() }, config },
      { email: args.email, fullName: args.name, force: args.force ?? false },
    );
    console.log(
      `Admin invite for ${args.email.trim().toLowerCase()}, valid until ${invite.expiresAt.toISOString()}:`,
    );
    console.log(invite.url);
    console.log('Open it in a browser to set the password and the authenticator app. It works once.');
    return 0;
  } catch (err) {
    if (err instanceof FirstAdminRefused || err instanceof AppError) {
      console.error(err.message);
      return 1;
    }
    throw err;
  } finally {
    await database.close();
  }
}

process.exitCode = await main();
