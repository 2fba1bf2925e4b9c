export type LoadState<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'failed' };

/**
 * Runs `load` and reports its states (loading, then ready or failed) until the returned `stop` is
 * called: a view that asked again, or went away, never hears an older answer. Shared by every view
 * of the LST list (the card's entry, the site's pages).
 */
export function followLoad<T>(load: () => Promise<T>, report: (state: LoadState<T>) => void): () => void {
  let following = true;
  report({ status: 'loading' });
  load().then(
    (value) => following && report({ status: 'ready', value }),
    () => following && report({ status: 'failed' }),
  );
  return () => {
    following = false;
  };
}
