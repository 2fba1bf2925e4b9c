import { checkExitSimulation, type ExpectedStakeAccount } from './checkExitSimulation';
import { checkPrograms } from './checkPrograms';
import type { ListedToken } from './checkMint';
import { checkTransaction, type StakeAccounts } from './checkTransaction';
import type { Inspection, GuardVerdict } from './guardTransaction';
import type { SetAside } from './stakerPosition';

export interface ExitGuardExpectation {
  /** The staker's accounts; for a stake exit, `exitStakeAccount` is the seeded account it may create. */
  accounts: StakeAccounts;
  token: ListedToken;
  /** The programs besides the known ones the exit may call: the pool's for its own exits, the aggregator's for a swap back. */
  programIds: readonly string[];
  /** The programs a wallet may add to what it signs (only when the wallet changed the message). */
  walletPrograms?: readonly string[];
  poolTokens: bigint;
  minimumLamports: bigint;
  stakeAccount?: ExpectedStakeAccount;
  setAside?: SetAside;
}

export type ExitGuardVerdict =
  Extract<GuardVerdict, { refusal: unknown }> | { fee: bigint; lstSpent: bigint; solGained: bigint; stakeAccountLamports?: bigint };

/**
 * The whole guard on an exit: its own instructions (the staker pays and signs alone; System only
 * creates token accounts or the offer's own seeded stake account, with its rent), the complete account
 * of what it does to the staker, and every program it can reach known. The LST's mint is not judged
 * here: a holder is never kept from leaving by the token's own terms.
 */
export function guardExit({ message, reading }: Inspection, expected: ExitGuardExpectation): ExitGuardVerdict {
  const own = checkTransaction(message, expected.accounts, expected.programIds, expected.walletPrograms);
  if ('refusal' in own) return { refusal: own.refusal, about: 'transaction' };
  const verdict = checkExitSimulation(reading, {
    user: expected.accounts.user,
    mint: expected.token.mint,
    symbol: expected.token.symbol,
    decimals: expected.token.decimals,
    poolTokens: expected.poolTokens,
    fee: own.fee,
    minimumLamports: expected.minimumLamports,
    stakeAccount: expected.stakeAccount,
    setAside: expected.setAside,
    scope: { message, mayOpen: expected.accounts.ownTokenAccounts },
  });
  if ('refusal' in verdict) return { refusal: verdict.refusal, about: 'transaction' };
  const programs = checkPrograms(message, reading, [...expected.programIds, ...(expected.walletPrograms ?? [])]);
  if (programs) return { refusal: programs, about: 'transaction' };
  return { fee: own.fee, ...verdict };
}
