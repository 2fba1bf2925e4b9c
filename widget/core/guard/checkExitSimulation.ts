import { readableError } from '../config/errors';
import { STAKE_PROGRAM } from '../addresses/nativePrograms';
import { decodeStakeAccount, hasNoLockup, seededAddressHolds } from '../stakePool/stakeAccount';
import type { Said } from '../texts/said';
import type { SimulationReading } from './checkSimulation';
import { tokenAmount, type TokenNames } from './knownTokens';
import { positionRefusal } from './positionRules';
import { guardText } from './refusals';
import { stakerPosition, withoutSetAside, type AccountChanges, type PositionScope, type SetAside } from './stakerPosition';

/** The stake account an exit offers: where it will be, and the validators it may be staked with. */
export interface ExpectedStakeAccount {
  address: string;
  /** The vote accounts of the pool's list; null when the offer splits from the reserve (an undelegated account). */
  validators: readonly string[] | null;
}

export interface ExitExpectation {
  user: string;
  /** The LST: its mint, symbol and decimals. */
  mint: string;
  symbol: string;
  decimals: number;
  /** The LST the staker chose to unstake, in base units. */
  poolTokens: bigint;
  /** The transaction's exact fee. */
  fee: bigint;
  /** The least SOL the offer promises: into the wallet, or as the new stake account's stake. */
  minimumLamports: bigint;
  /** Set for a stake-account exit. */
  stakeAccount?: ExpectedStakeAccount;
  setAside?: SetAside;
  /** What the exit itself does to the staker's accounts: the message's own closes, the accounts it opens. */
  scope: PositionScope;
}

/** `stakeAccountLamports`: what the exit's new stake account holds after it (a stake-account exit only). */
export type ExitVerdict = { refusal: Said } | { lstSpent: bigint; solGained: bigint; stakeAccountLamports?: bigint };

/**
 * The exit's new stake account as the simulation leaves it: new, owned by the Stake program, the
 * staker its staker and withdrawer, no lockup or custodian, staked with one of the pool's validators
 * (or undelegated, for an offer from the reserve), with at least the minimum. Its lamports are the
 * staker's after (they paid its rent and it is theirs to withdraw). Before, its address held nothing, or
 * only lamports someone sent to it (taken over: those were there before, so they are not SOL gained).
 */
function stakeAccountVerdict(
  changes: AccountChanges,
  expected: ExitExpectation & { stakeAccount: ExpectedStakeAccount },
): { refusal: Said } | { lamports: bigint; holds: bigint } {
  const { address, validators } = expected.stakeAccount;
  const after = changes.after.get(address);
  const before = seededAddressHolds(changes.before.get(address));
  if (before.kind === 'taken' || !after || after.owner !== STAKE_PROGRAM) return { refusal: guardText.exitStakeMissing(address) };
  let state;
  try {
    state = decodeStakeAccount(after.data);
  } catch {
    return { refusal: guardText.exitStakeMissing(address) };
  }
  if (!state.meta) return { refusal: guardText.exitStakeMissing(address) };
  const stranger = [state.meta.staker, state.meta.withdrawer].find((authority) => authority !== expected.user);
  if (stranger) return { refusal: guardText.exitStakeAuthority(stranger) };
  if (!hasNoLockup(state.meta)) return { refusal: guardText.exitStakeLockup };
  let staked: bigint;
  if (validators === null) {
    if (state.delegation) return { refusal: guardText.exitStakeMissing(address) };
    staked = after.lamports - state.meta.rentExemptReserve;
  } else {
    if (!state.delegation) return { refusal: guardText.exitStakeNotDelegated(address) };
    if (!validators.includes(state.delegation.voter))
      return { refusal: guardText.exitStakeValidator(state.delegation.voter, expected.symbol) };
    staked = state.delegation.stake;
  }
  if (staked < expected.minimumLamports) return { refusal: guardText.exitStakeShort(staked, expected.minimumLamports) };
  return { lamports: after.lamports - (before.kind === 'lamports' ? before.lamports : 0n), holds: after.lamports };
}

/**
 * What an exit would do to the staker, as the configured RPC runs it, accounted in full: their LST,
 * over all their accounts of it, falls by at most the amount they chose; no other token of theirs
 * falls; and their SOL (wallet, token accounts' reachable lamports, and the new stake account for a
 * stake exit) rises by at least the offer's minimum less the exact fee. Anything else of theirs that
 * changes is refused by `stakerPosition`, as for a stake.
 */
export function checkExitSimulation(reading: SimulationReading, expected: ExitExpectation): ExitVerdict {
  if (reading.err !== null && reading.err !== undefined) return { refusal: guardText.simulationFailed(readableError(reading.err)) };
  const changes = expected.setAside ? withoutSetAside(reading, expected.setAside) : reading;
  let stakeLamports = 0n;
  let stakeAccountLamports: bigint | undefined;
  if (expected.stakeAccount) {
    const stake = stakeAccountVerdict(changes, { ...expected, stakeAccount: expected.stakeAccount });
    if ('refusal' in stake) return stake;
    stakeLamports = stake.lamports;
    stakeAccountLamports = stake.holds;
  }
  const names: TokenNames = { lst: { mint: expected.mint, symbol: expected.symbol, decimals: expected.decimals } };
  // The exit's own stake account may be made over dust someone sent to its seeded address.
  const mayTakeOver = new Set(expected.stakeAccount ? [expected.stakeAccount.address] : []);
  const position = stakerPosition(expected.user, changes, names, { ...expected.scope, mayTakeOver });
  if ('refusal' in position) return position;

  const lst = position.tokens.get(expected.mint) ?? { before: 0n, after: 0n };
  const lstSpent = lst.before - lst.after;
  if (lstSpent > expected.poolTokens) {
    const amount = (units: bigint) => tokenAmount(expected.mint, units, names);
    return { refusal: guardText.exitTakesMoreLst(amount(lstSpent), amount(expected.poolTokens)) };
  }
  const refusal = positionRefusal(position, expected.mint, names);
  if (refusal) return { refusal };
  const solGained = position.lamportsAfter + stakeLamports - position.lamportsBefore;
  if (solGained < expected.minimumLamports - expected.fee) {
    return { refusal: guardText.exitUnderDelivers(solGained < 0n ? 0n : solGained, expected.minimumLamports - expected.fee) };
  }
  if (position.deferred) return { refusal: position.deferred };
  return stakeAccountLamports === undefined ? { lstSpent, solGained } : { lstSpent, solGained, stakeAccountLamports };
}
