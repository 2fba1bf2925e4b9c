import { exitFigure } from '../widget/core/stakePool/exitArithmetic';
import { STAKE_PROGRAM } from '../widget/core/addresses/nativePrograms';
import { decodeStakeAccount } from '../widget/core/stakePool/stakeAccount';
import { decodeValidatorList } from '../widget/core/stakePool/validatorList';
import { validatorStakeAddress } from '../widget/solana/poolAddresses';
import type { InstructionAccount, PoolInstructionResult } from './demoPoolProgram';
import type { DemoPool } from './demoPools';
import type { StakeLedger } from './demoStakeProgram';
import { stakeStateData } from './demoStakeState';
import { STAKE_ACCOUNT_RENT, STAKE_ACCOUNT_SIZE } from './stakePoolAccounts';
import { poolError, refuse } from './demoProgramErrors';

/**
 * The stake pool program's two ways out as the demo chain runs them: `WithdrawSol` (16) and
 * `WithdrawSolWithSlippage` (26) from the reserve, `WithdrawStake` (10) and `WithdrawStakeWithSlippage`
 * (24) into a stake account the transaction created. The program's checks in its order, each refusal
 * with its error, then its effects, priced by the widget's pure `exitFigure` (which
 * tests/unit/exitOnLitesvm.test.ts holds to the real program): the fee in pool tokens to the manager,
 * the rest burned, the lamports out, the pool's totals down.
 */
export interface ExitLedger extends StakeLedger {
  /** The Stake program's minimum delegation (getStakeMinimumDelegation's answer). */
  minimumDelegation: bigint;
}

/** The Token program's errors on the burn and the fee's transfer. */
const TOKEN_ERROR = { InsufficientFunds: 1, MintMismatch: 3, OwnerMismatch: 4 } as const;
/** The Stake program's `InsufficientDelegation` on a split below its minimum delegation. */
const STAKE_INSUFFICIENT_DELEGATION = 12;
/** The pool program's floor under a validator's stake besides the minimum delegation. */
const MINIMUM_ACTIVE_STAKE = 1_000_000n;

const INSTRUCTION = { withdrawStake: 10, withdrawSol: 16, withdrawStakeWithSlippage: 24, withdrawSolWithSlippage: 26 } as const;

type Account = InstructionAccount;
type Twelve = readonly [
  Account,
  Account,
  Account,
  Account,
  Account,
  Account,
  Account,
  Account,
  Account,
  Account,
  Account,
  Account,
  ...Account[],
];

/** The checks both exits begin with: the pool is this program's and readable, and not behind the clock. */
function poolOf(programId: string, address: string, ledger: ExitLedger): { held: DemoPool; pool: DemoPool } | PoolInstructionResult {
  const held = ledger.pools.get(address);
  if (!held || ledger.serve(held).owner !== programId) return refuse('IncorrectProgramId', 'IncorrectProgramId');
  const pool = ledger.serve(held);
  if (pool.unreadable) return poolError('InvalidState');
  return { held, pool };
}

/** The burn and the fee's transfer from the staker's account, as the Token program checks them. */
function takeTokens(
  ledger: ExitLedger,
  pool: DemoPool,
  from: string,
  authority: Account,
  managerFee: string,
  figure: { feeTokens: bigint; burnedTokens: bigint },
): PoolInstructionResult | null {
  const source = ledger.tokens.get(from);
  if (!source || source.program !== pool.tokenProgramId) return refuse('InvalidAccountData', `no token account at ${from}`);
  if (source.mint !== pool.poolMint) return refuse({ Custom: TOKEN_ERROR.MintMismatch }, 'MintMismatch');
  if (source.owner !== authority.address || !authority.signer) return refuse({ Custom: TOKEN_ERROR.OwnerMismatch }, 'owner does not match');
  if (source.amount < figure.burnedTokens + figure.feeTokens)
    return refuse({ Custom: TOKEN_ERROR.InsufficientFunds }, 'insufficient funds');
  source.amount -= figure.burnedTokens;
  if (figure.feeTokens > 0n) {
    const fees = ledger.tokens.get(managerFee);
    if (!fees || fees.mint !== pool.poolMint) return refuse({ Custom: TOKEN_ERROR.MintMismatch }, 'MintMismatch');
    source.amount -= figure.feeTokens;
    fees.amount += figure.feeTokens;
  }
  return null;
}

/** The amounts: pool tokens, and the minimum lamports when the instruction carries one. */
function amountsOf(data: Uint8Array, withMinimum: boolean): { poolTokens: bigint; minimum: bigint | null } {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  return { poolTokens: view.getBigUint64(1, true), minimum: withMinimum ? view.getBigUint64(9, true) : null };
}

function withdrawSol(programId: string, accounts: readonly Account[], data: Uint8Array, ledger: ExitLedger, withMinimum: boolean) {
  if (accounts.length < 12) return refuse('NotEnoughAccountKeys', 'NotEnoughAccountKeys');
  const [poolAccount, withdrawAuthority, staker, stakerTokens, reserve, receiver, managerFee, mint, , , stakeProgram, tokenProgram] =
    accounts as Twelve;
  const read = poolOf(programId, poolAccount.address, ledger);
  if ('ok' in read) return read;
  const { held, pool } = read;
  if (withdrawAuthority.address !== pool.withdrawAuthority) return poolError('InvalidProgramAddress');
  if (pool.solWithdrawAuthority !== null) {
    const authority = accounts[12];
    if (!authority) return refuse('NotEnoughAccountKeys', 'NotEnoughAccountKeys');
    if (authority.address !== pool.solWithdrawAuthority) return poolError('InvalidSolWithdrawAuthority');
    if (!authority.signer) return poolError('SignatureMissing');
  }
  if (mint.address !== pool.poolMint) return poolError('WrongPoolMint');
  if (reserve.address !== pool.reserveStake) return poolError('InvalidProgramAddress');
  if (tokenProgram.address !== pool.tokenProgramId || stakeProgram.address !== STAKE_PROGRAM) {
    return refuse('IncorrectProgramId', 'IncorrectProgramId');
  }
  if (managerFee.address !== pool.managerFeeAccount) return poolError('InvalidFeeAccount');
  if (pool.lastUpdateEpoch < ledger.epoch) return poolError('StakeListAndPoolOutOfDate');
  const { poolTokens, minimum } = amountsOf(data, withMinimum);
  // The manager taking out of its own fee account pays no fee to itself.
  const figure = exitFigure(pool, pool.solWithdrawalFee, poolTokens, stakerTokens.address === pool.managerFeeAccount);
  if (figure.lamports === 0n) return poolError('WithdrawalTooSmall');
  if (minimum !== null && figure.lamports < minimum) return poolError('ExceededSlippage');
  if (ledger.lamports(reserve.address) - figure.lamports < STAKE_ACCOUNT_RENT) {
    return poolError('SolWithdrawalTooLarge', `SolWithdrawalTooLarge: the reserve holds ${ledger.lamports(reserve.address)} lamports`);
  }
  const tokens = takeTokens(ledger, pool, stakerTokens.address, staker, managerFee.address, figure);
  if (tokens) return tokens;
  ledger.addLamports(reserve.address, -figure.lamports);
  ledger.addLamports(receiver.address, figure.lamports);
  held.poolTokenSupply -= figure.burnedTokens;
  held.totalLamports -= figure.lamports;
  return {
    ok: true as const,
    logs: [`Program log: WithdrawSol: ${poolTokens} pool tokens (fee ${figure.feeTokens}), ${figure.lamports} lamports`],
  };
}

/** `WithdrawStake`'s tolerance over a validator's floor: rent, minimum delegation, one pool token's worth and a lamport (the program's). */
function floorAndTolerance(pool: DemoPool, minimumDelegation: bigint) {
  const floor = STAKE_ACCOUNT_RENT + (minimumDelegation > MINIMUM_ACTIVE_STAKE ? minimumDelegation : MINIMUM_ACTIVE_STAKE);
  const perToken = pool.poolTokenSupply === 0n ? 1n : (pool.totalLamports + pool.poolTokenSupply - 1n) / pool.poolTokenSupply;
  return { floor, tolerance: floor + perToken + 1n };
}

function withdrawStake(programId: string, accounts: readonly Account[], data: Uint8Array, ledger: ExitLedger, withMinimum: boolean) {
  if (accounts.length < 13) return refuse('NotEnoughAccountKeys', 'NotEnoughAccountKeys');
  const [poolAccount, list, withdrawAuthority, splitFrom, newStake, newAuthority, staker, stakerTokens, managerFee, mint, , tokenProgram] =
    accounts as Twelve;
  const stakeProgram = accounts[12]!;
  const read = poolOf(programId, poolAccount.address, ledger);
  if ('ok' in read) return read;
  const { held, pool } = read;
  if (mint.address !== pool.poolMint) return poolError('WrongPoolMint');
  if (withdrawAuthority.address !== pool.withdrawAuthority) return poolError('InvalidProgramAddress');
  if (managerFee.address !== pool.managerFeeAccount) return poolError('InvalidFeeAccount');
  if (tokenProgram.address !== pool.tokenProgramId || stakeProgram.address !== STAKE_PROGRAM) {
    return refuse('IncorrectProgramId', 'IncorrectProgramId');
  }
  if (pool.lastUpdateEpoch < ledger.epoch) return poolError('StakeListAndPoolOutOfDate');
  const listAccount = ledger.accounts.get(list.address);
  if (list.address !== pool.validatorList || !listAccount) return poolError('InvalidValidatorStakeList');
  const validators = decodeValidatorList(listAccount.data).validators;
  const { poolTokens, minimum } = amountsOf(data, withMinimum);
  const figure = exitFigure(pool, pool.stakeWithdrawalFee, poolTokens, stakerTokens.address === pool.managerFeeAccount);
  if (figure.lamports === 0n) return poolError('WithdrawalTooSmall');
  if (minimum !== null && figure.lamports < minimum) return poolError('ExceededSlippage');

  const { floor, tolerance } = floorAndTolerance(pool, ledger.minimumDelegation);
  const hasActive = validators.some((entry) => entry.activeStakeLamports > tolerance);
  const hasTransient = validators.some((entry) => entry.transientStakeLamports > tolerance);
  const fromLamports = ledger.lamports(splitFrom.address);
  let entryIndex = -1;
  if (splitFrom.address === pool.reserveStake) {
    if (hasActive || hasTransient) {
      return poolError(
        'StakeLamportsNotEqualToMinimum',
        'Error withdrawing from reserve: validator stake accounts have lamports available',
      );
    }
    if (fromLamports - figure.lamports < STAKE_ACCOUNT_RENT) return poolError('SolWithdrawalTooLarge');
  } else {
    entryIndex = validators.findIndex((entry) => validatorStakeAddress(programId, entry.voteAccount, pool.address) === splitFrom.address);
    const entry = validators[entryIndex];
    if (!entry) return poolError('ValidatorNotFound');
    const preferred = pool.preferredWithdrawValidatorVoteAddress;
    const preferredEntry = validators.find((candidate) => candidate.voteAccount === preferred);
    if (preferredEntry && preferred !== entry.voteAccount && preferredEntry.activeStakeLamports > tolerance) {
      return poolError('IncorrectWithdrawVoteAddress');
    }
    if (entry.status !== 'active') return poolError('ValidatorNotFound');
    if (!hasActive || fromLamports - figure.lamports < floor) {
      return poolError('StakeLamportsNotEqualToMinimum', 'Cannot withdraw a whole account, or below the validator’s floor');
    }
  }
  // The Stake program's split: into an allocated, uninitialized stake account; a delegation at least its minimum.
  const target = ledger.accounts.get(newStake.address);
  if (!target || target.owner !== STAKE_PROGRAM || target.data.length !== STAKE_ACCOUNT_SIZE || target.data.some((byte) => byte !== 0)) {
    return refuse('InvalidAccountData', `Split: ${newStake.address} is not an uninitialized stake account`);
  }
  const source = decodeStakeAccount(ledger.accounts.get(splitFrom.address)?.data ?? new Uint8Array(4));
  if (source.delegation && figure.lamports < ledger.minimumDelegation) {
    return refuse({ Custom: STAKE_INSUFFICIENT_DELEGATION }, 'InsufficientDelegation');
  }
  const tokens = takeTokens(ledger, pool, stakerTokens.address, staker, managerFee.address, figure);
  if (tokens) return tokens;

  ledger.addLamports(splitFrom.address, -figure.lamports);
  ledger.addLamports(newStake.address, figure.lamports);
  // Split, then the pool hands both authorities to the staker's chosen one: theirs from now on.
  const delegation = source.delegation
    ? { voter: source.delegation.voter, stake: figure.lamports, activationEpoch: source.delegation.activationEpoch }
    : undefined;
  ledger.accounts.set(newStake.address, {
    owner: STAKE_PROGRAM,
    data: stakeStateData({ staker: newAuthority.address, withdrawer: newAuthority.address, delegation }),
  });
  if (source.delegation) {
    const left = { ...source.delegation, stake: source.delegation.stake - figure.lamports };
    ledger.accounts.set(splitFrom.address, {
      owner: STAKE_PROGRAM,
      data: stakeStateData({ staker: source.meta!.staker, withdrawer: source.meta!.withdrawer, delegation: left }),
    });
  }
  if (entryIndex >= 0) {
    // The list's record of the validator's lamports follows the split at once, as the program writes it.
    const view = new DataView(listAccount.data.buffer, listAccount.data.byteOffset, listAccount.data.byteLength);
    view.setBigUint64(9 + 73 * entryIndex, ledger.lamports(splitFrom.address), true);
  }
  held.poolTokenSupply -= figure.burnedTokens;
  held.totalLamports -= figure.lamports;
  return {
    ok: true as const,
    logs: [
      `Program log: WithdrawStake: ${poolTokens} pool tokens (fee ${figure.feeTokens}), ${figure.lamports} lamports split to ${newStake.address}`,
    ],
  };
}

/** Runs an exit instruction of a stake pool program; null for any other of its instructions. */
export function runPoolExitInstruction(
  programId: string,
  accounts: readonly Account[],
  data: Uint8Array,
  ledger: ExitLedger,
): PoolInstructionResult | null {
  const short = data.length === 9;
  const long = data.length === 17;
  if ((data[0] === INSTRUCTION.withdrawSol && short) || (data[0] === INSTRUCTION.withdrawSolWithSlippage && long)) {
    return withdrawSol(programId, accounts, data, ledger, long);
  }
  if ((data[0] === INSTRUCTION.withdrawStake && short) || (data[0] === INSTRUCTION.withdrawStakeWithSlippage && long)) {
    return withdrawStake(programId, accounts, data, ledger, long);
  }
  return null;
}
