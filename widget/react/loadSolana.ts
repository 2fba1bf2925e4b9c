import type * as Solana from '../solana';

/** web3.js and the transaction code are a lazy chunk: the card's first paint does not wait for them. */
let pending: Promise<typeof Solana> | null = null;

export function loadSolana(): Promise<typeof Solana> {
  pending ??= import('../solana').catch((error: unknown) => {
    pending = null; // let a later click try again
    throw error;
  });
  return pending;
}
