export type Fraction = { numerator: bigint; denominator: bigint };

/** A pool's own terms, shown beside the figure so stakers can compare pools and see every fee before they click. */
export interface PoolTerms {
  /** Lamports one whole LST is worth now, as a fraction. */
  lamportsPerToken: Fraction;
  /** The pool's fee on a SOL deposit: what entering costs. */
  depositFee: Fraction;
  /**
   * The pool's fee on a stake account deposit (bring your stake: the delegated part pays it, the rest
   * the SOL deposit fee). Shown like the others; above the cap it bars only the stake account deposit,
   * never the SOL routes. Absent from terms written by hand (a story's).
   */
  stakeDepositFee?: Fraction;
  /** The larger of its SOL and stake withdrawal fees: what leaving through the pool costs. */
  withdrawalFee: Fraction;
  /** The share of rewards it keeps (its epoch fee). */
  epochFee: Fraction;
  /** The fees it has scheduled for a coming epoch (`next_*`), when it has any. */
  scheduled?: { withdrawalFee: Fraction; epochFee: Fraction };
}
