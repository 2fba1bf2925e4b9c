import { sayer } from '../texts/said';

/**
 * Why the card will not deposit into the pool its `pool` attribute names (no stake pool, or one of
 * another token: one text, as both mean the same to a staker), in English. Apart from the
 * card's other texts because only the lazy chunk that reads that pool says them; translations and a
 * page's `labels` override them by the same keys.
 */
export const poolAttributeEnglish = {
  poolNotOfToken: '{pool} is not a stake pool of this token on the Solana network, so we will not deposit into it.',
} as const;

export type PoolAttributeKey = keyof typeof poolAttributeEnglish;

export const sayPoolAttribute = sayer(poolAttributeEnglish);
