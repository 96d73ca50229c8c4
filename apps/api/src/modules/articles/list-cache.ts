// Public article lists change only when content is published or counts move, yet the home
// page asks for them on every visit. Each instance keeps the visitor's answer (no personal
// data) for a few seconds; a patient's own bookmarks are laid over it per request. Likes
// clear the cache at once so the patient who liked sees the count move; views may lag by
// up to the TTL. A console edit (staff-routes.ts) clears it once its transaction commits; a load
// that was under way across that clear is not kept (it may have read the rows before the commit).
// Other API instances keep their answers up to the TTL.

const TTL_MS = 15_000;
const MAX_ENTRIES = 500;

interface Entry<T> {
  expires: number;
  value: Promise<T>;
}

export class ListCache {
  private entries = new Map<string, Entry<unknown>>();
  private generation = 0;

  /** The cached answer for `key`, or the loader's (shared by concurrent callers). */
  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    // Elapsed time, not the business clock: monotonic, so a clock change cannot keep or drop entries.
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
