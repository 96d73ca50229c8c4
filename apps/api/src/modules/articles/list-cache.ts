// Public article lists change only when content is published or counts move, yet the home
// page asks for them on every visit. Each instance keeps the visitor's answer (no personal
// data) for a few seconds; a patient's own bookmarks are laid over it per request. Likes
// clear the cache at once so the patient who liked sees the count move (on other instances
// within the TTL); views may lag by up to the TTL. A console edit (staff-routes.ts) announces
// itself in its transaction (NOTIFY, delivered on commit): every instance that follows the
// database's changes clears its lists when it hears it, so patients see an edit at once
// wherever they are served. An instance that cannot hear (its LISTEN connection lost) caches
// nothing until it hears again. A load that was under way across a clear is not kept (it may
// have read the rows before the commit).
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Conn } from '../../db/client.ts';

const CHANNEL = 'article_list_changes';

/** In the editing transaction: every instance's lists are cleared once it commits. */
export async function announceArticleListChange(conn: Conn): Promise<void> {
  await conn.execute(sql`select pg_notify(${CHANNEL}, '')`);
}

const TTL_MS = 15_000;
const MAX_ENTRIES = 500;

interface Entry<T> {
  expires: number;
  value: Promise<T>;
}

export class ListCache {
  private entries = new Map<string, Entry<unknown>>();
  private generation = 0;
  /** True while following a database whose changes this instance cannot hear. */
  private deaf = false;

  /** Clears on every announced change of `app`'s database once it is open (see above). */
  follow(app: FastifyInstance): void {
    app.dependencies
      .then(
        async (deps) => {
          const listen = deps.database.listen;
          if (!listen) return; // PGlite in a worker: one instance, its own clears suffice.
          this.deaf = true;
          await listen(
            CHANNEL,
            () => this.clear(),
            (deaf) => {
              this.deaf = deaf;
              this.clear();
            },
          );
        },
        () => {},
      )
      .catch(() => {}); // a failed first LISTEN is retried by the database handle, deaf meanwhile
  }

  /** The cached answer for `key`, or the loader's (shared by concurrent callers). */
  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    // Elapsed time, not the business clock: monotonic, so a clock change cannot keep or drop entries.
    if (this.deaf) return load();
    const now = performance.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value as Promise<T>;
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    const value = load();
    const entry = { expires: now + TTL_MS, value };
    this.entries.set(key, entry);
    const generation = this.generation;
    // A failed load is not kept, nor one that a clear overtook.
    const drop = () => this.entries.get(key) === entry && this.entries.delete(key);
    value.then(() => generation !== this.generation && drop(), drop);
    return value;
  }

  clear() {
    this.generation += 1;
    this.entries.clear();
  }
}
