/**
 * The most a pool may charge before the card refuses its token, in basis points: a deposit or
 * withdrawal fee (now or scheduled) and the share of rewards it keeps. An embedder may set them
 * (`max-fee-bps`, `max-epoch-fee-bps`): lower for a stricter page, higher to allow more.
 */
export interface FeeCaps {
  maxFeeBps: number;
  maxEpochFeeBps: number;
}

/** 1 % to enter or leave, 20 % of rewards: room for any honest pool's terms, none for a pool that keeps what it is given. */
export const DEFAULT_FEE_CAPS: FeeCaps = { maxFeeBps: 100, maxEpochFeeBps: 2_000 };

/** Whether an embedder's cap is one: a whole number of basis points from 0 to 10,000. */
export const isFeeCap = (value: number) => Number.isInteger(value) && value >= 0 && value <= 10_000;
