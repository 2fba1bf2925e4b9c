/** web3.js and the transaction code are a lazy chunk: the card's first paint does not wait for them. */
let pending: Promise<typeof import('../solana')> | null = null;

export function loadSolana(): Promise<typeof import('../solana')> {
  pending ??= import('../solana').catch((error: unknown) => {
    pending = null; // let a later click try again
    throw error;
  });
  return pending;
}
