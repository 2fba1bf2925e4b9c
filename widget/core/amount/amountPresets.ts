import { FEE_RESERVE_LAMPORTS } from './stakeLimits';
import type { EnglishKey } from '../texts/english';

export type AmountPresetId = 'quarter' | 'half' | 'max';

/** The chips under the amount field, in order. */
export const AMOUNT_PRESETS: readonly { id: AmountPresetId; label: EnglishKey }[] = [
  { id: 'quarter', label: 'presetQuarter' },
  { id: 'half', label: 'presetHalf' },
  { id: 'max', label: 'presetMax' },
];

/** The most a wallet can stake: its balance less what is kept back for fees (never below zero). */
export function stakeableLamports(balance: bigint, reserve = FEE_RESERVE_LAMPORTS): bigint {
  return balance > reserve ? balance - reserve : 0n;
}

/**
 * The amount a chip fills in: a share of the balance, rounded down, but never more than can be staked
 * (so a chip never fills in an amount that the stake would refuse for fees). Null when it would be nothing.
 * `reserve`: what Max keeps back; the SOL for fees by default, nothing for an LST being unstaked (the fee is paid in SOL).
 */
export function presetLamports(balance: bigint, preset: AmountPresetId, reserve = FEE_RESERVE_LAMPORTS): bigint | null {
  const stakeable = stakeableLamports(balance, reserve);
  const share = preset === 'quarter' ? balance / 4n : preset === 'half' ? balance / 2n : stakeable;
  const lamports = share < stakeable ? share : stakeable;
  return lamports > 0n ? lamports : null;
}
