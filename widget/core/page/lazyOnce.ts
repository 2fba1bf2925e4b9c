/**
 * Loads a lazy chunk once and shares the promise; a failed load is forgotten so the next call tries
 * again (a flaky network must not leave the card broken for the rest of the visit).
 * The caller passes its own `() => import('…')`: the bundler needs the literal to split the chunk.
 */
export function lazyOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
}
