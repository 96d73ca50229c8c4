import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Conn, Database } from '../db/client.ts';

// The public expert answers (the expert list, an expert's slots on a day) are asked for far more
// often than they change, and carry nothing of the caller's. Each instance keeps them in memory
// for a few seconds (PUBLIC_ANSWER_CACHE_MS), and every write that changes what they show drops
// the entries it touches:
// - on the writing instance at once, inside the writing transaction (`announce`);
// - on every instance sharing the database through pg_notify in that transaction, which
//   PostgreSQL sends only on commit; each instance LISTENs on its own connection.
// PGlite is one process: instances sharing it (tests) share one feed, so the announce reaches all.
//
// A stale answer can never double-book: a hold or booking is decided by the database (the
// exclusion constraint bookings_no_overlap under the expert's advisory lock), so a slot shown free
// a moment too long only leads to the existing clear 409 'slot taken'.

const CHANNEL = 'public_answers';
/** Past this many experts a change is announced as 'all' (pg_notify's payload is under 8000 bytes). */
const MAX_NAMED = 100;

/** Whose answers a write changed: some experts' (their slots, their line in the list), or all. */
export type AnswerChange = readonly string[] | 'all';

interface Notice {
  /** The announcing feed, so it knows its own notices come back. */
  from: string;
  seq: number;
  experts: AnswerChange;
}

/**
 * Tells every instance sharing the database, once the transaction `conn` is in commits, that
 * these experts' answers changed. For writers with no instance at hand (seeds, staff tooling);
 * a request's write uses `answerChangesOf(deps.database).announce`, which also tells its own
 * instance at once.
 */
export async function sendAnswerChange(conn: Conn, experts: AnswerChange, from = '', seq = 0) {
  const named = experts === 'all' || experts.length > MAX_NAMED ? 'all' : [...new Set(experts)];
  const notice: Notice = { from, seq, experts: named };
  await conn.execute(sql`select pg_notify(${CHANNEL}, ${JSON.stringify(notice)})`);
}

interface Entry {
  tag: string;
  /** performance.now() of the load (monotonic: a clock change cannot keep an entry). */
  born: number;
  /** The business clock (Deps.clock) at the load: a clock moved back does not read a later answer. */
  loadedAt: number;
  value: Promise<Loaded<unknown>>;
  /** The value once loaded. */
  loaded?: Loaded<unknown>;
  /** A refresh of this entry is under way. */
  refreshing?: boolean;
}

/** A loaded answer, and the business-clock instant (ms) up to which it stays true without writes. */
export interface Loaded<T> {
  value: T;
  validUntil: number;
}

/** Every expert's answers: the expert list's entries depend on all of them. */
export const ALL_EXPERTS = '*';

/**
 * One instance's cache of public answers, each entry tagged with the expert it shows (or
 * ALL_EXPERTS). An answer is used while three things hold: the TTL has not passed, the business
 * clock has not reached the answer's own `validUntil` (a slot's start, a hold's end), and no
 * write it depends on is still unsettled (announced here, its commit not yet heard back).
 */
export class PublicAnswerCache {
  readonly #entries = new Map<string, Entry>();
  /** Writes announced by this instance whose notice has not come back: no caching for them. */
  readonly #unsettled = new Map<string, { experts: AnswerChange; until: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 2000,
  ) {}

  get enabled() {
    return this.ttlMs > 0;
  }

  /**
   * The cached answer for `key`, or the loader's (one load shared by concurrent callers). An
   * answer past its TTL but younger than twice the TTL is still given once while one request
   * loads it again (a busy instance never makes every caller wait on the database); a dropped
   * answer (a write) or one past its `validUntil` is never given.
   */
  async get<T>(key: string, tag: string, now: Date, load: () => Promise<Loaded<T>>): Promise<T> {
    if (this.ttlMs <= 0 || this.#isUnsettled(tag)) return (await load()).value;
    const at = now.getTime();
    const age = performance.now();
    const hit = this.#entries.get(key);
    if (hit && at >= hit.loadedAt) {
      const got = (hit.loaded ?? (await hit.value)) as Loaded<T>;
      const young = age - hit.born < this.ttlMs;
      if (at < got.validUntil && young) return got.value;
      if (at < got.validUntil && age - hit.born < 2 * this.ttlMs && this.#entries.get(key) === hit) {
        if (!hit.refreshing) {
          hit.refreshing = true;
          this.#load(key, tag, at, load).catch(() => {
            hit.refreshing = false;
          });
        }
        return got.value;
      }
    }
    return (await this.#load(key, tag, at, load)).value;
  }

  #load<T>(key: string, tag: string, at: number, load: () => Promise<Loaded<T>>): Promise<Loaded<T>> {
    if (this.#entries.size >= this.maxEntries && !this.#entries.has(key))
      this.#entries.delete(this.#entries.keys().next().value!);
    const value = load();
    const entry: Entry = { tag, born: performance.now(), loadedAt: at, value };
    // A refresh replaces the entry only when it is loaded, and only if no write dropped it meanwhile.
    const previous = this.#entries.get(key);
    if (!previous?.refreshing) this.#entries.set(key, entry);
    value.then(
      (loaded) => {
        entry.loaded = loaded;
        if (previous?.refreshing && this.#entries.get(key) === previous) this.#entries.set(key, entry);
      },
      // A failed load is not kept.
      () => this.#entries.get(key) === entry && this.#entries.delete(key),
    );
    return value;
  }

  /** Drops the entries of these experts (and the entries that show every expert). */
  drop(experts: AnswerChange) {
    for (const [key, entry] of this.#entries) {
      if (experts === 'all' || entry.tag === ALL_EXPERTS || experts.includes(entry.tag))
        this.#entries.delete(key);
    }
  }

  /** A write is under way (`mark` until its notice comes back, or `for` ms at most: a rollback). */
  unsettle(mark: string, experts: AnswerChange, forMs: number) {
    this.#unsettled.set(mark, { experts, until: performance.now() + forMs });
  }

  settle(mark: string) {
    this.#unsettled.delete(mark);
  }

  #isUnsettled(tag: string) {
    if (this.#unsettled.size === 0) return false;
    const now = performance.now();
    for (const [mark, u] of this.#unsettled) {
      if (u.until <= now) this.#unsettled.delete(mark);
      else if (u.experts === 'all' || tag === ALL_EXPERTS || u.experts.includes(tag)) return true;
    }
    return false;
  }
}

/**
 * The changes feed of one database handle: the caches following it, and (PostgreSQL) the
 * LISTEN connection that hears other instances' writes.
 */
export class AnswerChanges {
  readonly #id = randomUUID();
  #seq = 0;
  readonly #caches = new Set<PublicAnswerCache>();
  #listening: Promise<void> | null = null;
  #hearing = false;

  constructor(private readonly database: Database) {}

  /** `cache` is dropped from on every announced or heard change; answers a function to stop. */
  follow(cache: PublicAnswerCache): () => void {
    this.#caches.add(cache);
    // Until the feed hears other instances, their writes would go unnoticed: no caching yet.
    if (this.database.listen && !this.#hearing) cache.unsettle('deaf', 'all', Number.POSITIVE_INFINITY);
    // A failed first LISTEN is retried by the database handle, which reports the gap meanwhile.
    this.#listening ??= this.#listen().catch(() => {});
    return () => this.#caches.delete(cache);
  }

  /** Settles once the feed first listens (or failed to, and retries): for tests and benchmarks. */
  get listening(): Promise<void> {
    return this.#listening ?? Promise.resolve();
  }

  /**
   * In the writing transaction `conn`: drops these experts' answers on this instance now (and,
   * until the commit is heard back, answers them from the database), and on every other
   * instance once the transaction commits.
   */
  async announce(conn: Conn, experts: AnswerChange) {
    const seq = ++this.#seq;
    for (const cache of this.#caches) {
      cache.drop(experts);
      // On PostgreSQL a read on this instance could otherwise cache the rows as they were
      // before the commit; PGlite is one session, so a read waits for the transaction to end.
      if (this.database.listen) cache.unsettle(`${this.#id}:${seq}`, experts, 5_000);
    }
    await sendAnswerChange(conn, experts, this.#id, seq);
  }

  #heard(payload: string) {
    let notice: Notice;
    try {
      notice = JSON.parse(payload) as Notice;
    } catch {
      return;
    }
    for (const cache of this.#caches) {
      cache.drop(notice.experts);
      if (notice.from === this.#id) cache.settle(`${this.#id}:${notice.seq}`);
    }
  }

  async #listen() {
    const listen = this.database.listen;
    if (!listen) return;
    await listen(
      CHANNEL,
      (payload) => this.#heard(payload),
      (deaf) => {
        this.#hearing = !deaf;
        // While the LISTEN connection is down, other instances' writes go unheard: answer
        // from the database until it is back, then drop everything that might have missed one.
        for (const cache of this.#caches) {
          cache.drop('all');
          if (deaf) cache.unsettle('deaf', 'all', Number.POSITIVE_INFINITY);
          else cache.settle('deaf');
        }
      },
    );
  }
}

const feeds = new WeakMap<object, AnswerChanges>();

/** The changes feed of this database handle (instances sharing one PGlite share one feed). */
export function answerChangesOf(database: Database): AnswerChanges {
  let feed = feeds.get(database.db);
  if (!feed) {
    feed = new AnswerChanges(database);
    feeds.set(database.db, feed);
  }
  return feed;
}

/** The cache length this configuration asks for (see PUBLIC_ANSWER_CACHE_MS). */
export function publicAnswerTtl(config: { PUBLIC_ANSWER_CACHE_MS?: number | undefined; NODE_ENV: string }) {
  return config.PUBLIC_ANSWER_CACHE_MS ?? (config.NODE_ENV === 'test' ? 0 : 3_000);
}

/** `cache` follows the changes of `app`'s database once it is open, until the app closes. */
export function followAnswerChanges(app: FastifyInstance, cache: PublicAnswerCache) {
  if (!cache.enabled) return;
  let stop = () => {};
  app.dependencies.then(
    (deps) => {
      stop = answerChangesOf(deps.database).follow(cache);
    },
    () => {},
  );
  app.addHook('onClose', async () => stop());
}
