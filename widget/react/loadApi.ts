import type * as Api from '../api';

/** The service clients and their schemas (valibot): a lazy chunk, so the card's shell paints without them. */
let pending: Promise<typeof Api> | null = null;

export function loadApi(): Promise<typeof Api> {
  pending ??= import('../api').catch((error: unknown) => {
    pending = null; // let a retry load it again
    throw error;
  });
  return pending;
}
