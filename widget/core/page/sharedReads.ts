/**
 * Reads that everyone on a page shares by key while they are recent (a pool's account, read once for
 * the card and the panel beside it). A read runs until every asker that may cancel has cancelled: one
 * asker leaving does not stop it for the others, and a read nobody waits for any more is not left
 * running. A failed read is forgotten at once, so the next ask tries again.
 */
export interface SharedReads<T> {
  /**
   * The recent read for `key`, else `read` started now. `signal`: this asker's cancellation; an asker
   * without one keeps the read running to its end (its answer is reused by the next ask).
   */
  read(key: string, read: (signal: AbortSignal) => Promise<T>, signal?: AbortSignal): Promise<T>;
  /** What was read for `key` no longer holds (a stake moved the pool): the next ask reads again. */
  forget(key: string): void;
}

interface Kept<T> {
  at: number;
  value: Promise<T>;
  controller: AbortController;
  /** Askers that may still cancel; a read with an asker that cannot cancel is `anchored`. */
  waiting: number;
  anchored: boolean;
  settled: boolean;
}

export function createSharedReads<T>(maxAgeMs: number, now: () => number = () => Date.now()): SharedReads<T> {
  const kept = new Map<string, Kept<T>>();
  const start = (key: string, read: (signal: AbortSignal) => Promise<T>): Kept<T> => {
    const controller = new AbortController();
    const entry: Kept<T> = { at: now(), value: read(controller.signal), controller, waiting: 0, anchored: false, settled: false };
    kept.set(key, entry);
    entry.value.then(
      () => (entry.settled = true),
      () => {
        entry.settled = true;
        if (kept.get(key) === entry) kept.delete(key);
      },
    );
    return entry;
  };
  return {
    read(key, read, signal) {
      const recent = kept.get(key);
      const entry = recent && now() - recent.at < maxAgeMs ? recent : start(key, read);
      if (!signal) entry.anchored = true;
      else {
        entry.waiting++;
        signal.addEventListener(
          'abort',
          () => {
            entry.waiting--;
            // The last asker left before the answer: nobody will use it, so the request stops.
            if (entry.waiting > 0 || entry.anchored || entry.settled) return;
            entry.controller.abort();
            if (kept.get(key) === entry) kept.delete(key);
          },
          { once: true },
        );
      }
      return entry.value;
    },
    forget(key) {
      kept.delete(key);
    },
  };
}
