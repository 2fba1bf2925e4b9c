/**
 * The last fetch of something, kept so a later ask can reuse it: only for the same key, only while it
 * is younger than `maxAgeMs`, and never once it has failed.
 */
export interface RecentFetch<T> {
  /** The kept fetch for `key` if it is recent enough, else null. */
  fresh(key: string): Promise<T> | null;
  /** Runs `fetch` for `key` and keeps it, replacing whatever was kept. */
  start(key: string, fetch: () => Promise<T>): Promise<T>;
  clear(): void;
}

export function createRecentFetch<T>(maxAgeMs: number, now: () => number = () => Date.now()): RecentFetch<T> {
  let kept: { key: string; at: number; value: Promise<T> } | null = null;
  return {
    fresh: (key) => (kept && kept.key === key && now() - kept.at < maxAgeMs ? kept.value : null),
    start(key, fetch) {
      const entry = { key, at: now(), value: fetch() };
      kept = entry;
      entry.value.catch(() => {
        if (kept === entry) kept = null;
      });
      return entry.value;
    },
    clear() {
      kept = null;
    },
  };
}
