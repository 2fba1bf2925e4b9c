/** A launched pool's page: its card staking into the pool itself, which no list names yet (the launch's "Stake into {symbol}"). */
export const poolCardPath = (mint: string, pool: string): string => `/detail/${encodeURIComponent(mint)}?pool=${encodeURIComponent(pool)}`;

/** "Your pool" for a pool by address. */
export const yourPoolPath = (pool: string): string => `/pool/${encodeURIComponent(pool)}`;
