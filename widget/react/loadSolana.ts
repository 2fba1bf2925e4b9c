import { lazyOnce } from './lazyOnce';

/** web3.js and the transaction code are a lazy chunk: the card's first paint does not wait for them. */
export const loadSolana = lazyOnce(() => import('../solana'));
