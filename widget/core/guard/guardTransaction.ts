import { CLOCK_SYSVAR } from '../addresses/sysvars';
import { clockFrom } from '../stakePool/chainEpoch';
import type { Said } from '../texts/said';
import { checkMint, feeHarvested, type ListedToken } from './checkMint';
import { checkPrograms } from './checkPrograms';
import { checkSimulation, type SimulationReading } from './checkSimulation';
import { checkTransaction, type StakeAccounts } from './checkTransaction';
import type { ResolvedMessage } from './decodedMessage';
import type { SetAside } from './stakerPosition';

/** A transaction as the configured RPC sees it: every account resolved, and its simulation. */
export interface Inspection {
  message: ResolvedMessage;
  reading: SimulationReading;
}

export interface GuardExpectation {
  accounts: StakeAccounts;
  token: ListedToken;
  /** The SOL staked, in lamports. */
  lamports: bigint;
  /** The least LST the staker must receive. */
  minimumOut: bigint;
  aggregatorProgramIds: readonly string[];
  /** Programs a wallet may add to what it signs: only for a transaction the wallet changed. */
  walletPrograms?: readonly string[];
  /** The route's own program's accounts that record the staker by design: a deposit's pool, whose manager may be the staker. */
  setAside?: SetAside;
}

export type GuardVerdict =
  { refusal: Said; about: 'transaction' | 'token' } | { decimals: number; fee: bigint; lstGained: bigint; solSpent: bigint };

/**
 * The whole guard on one transaction: its own instructions, the LST's mint read whole, every program
 * it can reach known, and the complete account of what it would do to the staker. Pure: the I/O is done (see widget/solana).
 */
export function guardTransaction({ message, reading }: Inspection, expected: GuardExpectation): GuardVerdict {
  const own = checkTransaction(message, expected.accounts, expected.aggregatorProgramIds, expected.walletPrograms);
  if ('refusal' in own) return { refusal: own.refusal, about: 'transaction' };
  // The Clock is read beside the accounts, so a mint's fee is judged by the fee in force this epoch.
  const epoch = clockFrom(reading.before.get(CLOCK_SYSVAR))?.epoch ?? null;
  const mint = checkMint(reading.before.get(expected.token.mint) ?? null, expected.token, epoch);
  if ('refusal' in mint) return { refusal: mint.refusal, about: 'token' };
  const harvested = feeHarvested(reading.before.get(expected.token.mint), reading.after.get(expected.token.mint), expected.token.symbol);
  if (harvested) return { refusal: harvested, about: 'token' };
  const verdict = checkSimulation(reading, {
    user: expected.accounts.user,
    mint: expected.token.mint,
    symbol: expected.token.symbol,
    decimals: mint.decimals,
    lamports: expected.lamports,
    fee: own.fee,
    minimumOut: expected.minimumOut,
    setAside: expected.setAside,
    scope: { message, mayOpen: expected.accounts.ownTokenAccounts, handsOver: expected.accounts.handsOver?.stake },
  });
  if ('refusal' in verdict) return { refusal: verdict.refusal, about: 'transaction' };
  // Last: a transaction that passed every other check, with the simulation honest, may still run a
  // program that acts otherwise when it lands (upgraded in between).
  const programs = checkPrograms(message, reading, [...expected.aggregatorProgramIds, ...(expected.walletPrograms ?? [])]);
  if (programs) return { refusal: programs, about: 'transaction' };
  return { decimals: mint.decimals, fee: own.fee, ...verdict };
}
