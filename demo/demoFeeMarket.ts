import type { DecodedTransaction } from '../widget/core/guard/decodedMessage';

/**
 * The demo's fee market for any accounts: its last four slots landed transactions at 0, 10,000, 20,000
 * and 30,000 micro-lamports per compute unit, so its 75th percentile is 20,000 (a modest busy pool),
 * and the road's price shows in the demo's figures.
 */
export const demoFeeMarket = (slot: number) =>
  [0, 1, 2, 3].map((back) => ({ slot: Math.max(0, slot - back), prioritizationFee: back * 10_000 }));

/** The compute units the demo says a transaction consumed: its programs are stand-ins that measure nothing, so 5,000 an instruction. */
export const demoUnits = (transaction: DecodedTransaction): number => 5_000 * transaction.message.instructions.length;
