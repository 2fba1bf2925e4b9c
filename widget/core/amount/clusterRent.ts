/** The bytes the runtime counts for every account besides its data. */
const ACCOUNT_STORAGE_OVERHEAD = 128n;

/** The Rent sysvar's three fields. */
export interface Rent {
  lamportsPerByteYear: bigint;
  /** Years of rent an account must hold to be exempt (an f64 on chain). */
  exemptionThreshold: number;
  /** The share of collected rent that is burnt, in percent. */
  burnPercent: number;
}

/**
 * Every cluster's rent: 3,480 lamports per byte-year, exempt at 2 years (6,960 lamports a byte), half of
 * it burnt. What the widget plans with, whatever an RPC says: an RPC that answered more would have a
 * team fund accounts the programs then count as its deposits, or leave them stranded. The one place
 * these figures are written (rentSysvar.ts holds the chain's sysvar to them).
 */
export const CLUSTER_RENT: Rent = { lamportsPerByteYear: 3_480n, exemptionThreshold: 2, burnPercent: 50 };

/**
 * The lamports an account of `space` bytes must hold to be rent-exempt under every cluster's rent:
 * (128 + space) x 3,480 x 2.
 */
export function rentExemptMinimum(space: bigint): bigint {
  return (ACCOUNT_STORAGE_OVERHEAD + space) * CLUSTER_RENT.lamportsPerByteYear * BigInt(CLUSTER_RENT.exemptionThreshold);
}
