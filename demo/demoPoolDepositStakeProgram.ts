import { CLOCK_SYSVAR } from '../widget/core/addresses/sysvars';
import { STAKE_PROGRAM } from '../widget/core/addresses/nativePrograms';
import { addressBytes, utf8 } from '../widget/core/encoding/instructionData';
import { NEVER, type StakeAccountState, type StakeDelegation } from '../widget/core/stakePool/stakeAccount';
import { stakeDepositOutcome } from '../widget/core/stakePool/depositStakeArithmetic';
import { decodeValidatorList } from '../widget/core/stakePool/validatorList';
import { validatorStakeAddress } from '../widget/solana/poolAddresses';
import { programAddressOf } from '../widget/solana/programAddress';
import type { InstructionAccount, PoolInstructionResult } from './demoPoolProgram';
import type { DemoPool } from './demoPools';
import { authorize, heldStake, lockupInForce, writeStake } from './demoStakeAuthorize';
import type { StakeLedger } from './demoStakeLedger';
import { poolError, refuse } from './demoProgramErrors';

/**
 * The stake pool program's `DepositStake` (9) and `DepositStakeWithSlippage` (23) as the demo chain
 * runs them: the program's checks in its order (its `process_deposit_stake`), each refusal with its
 * error; then what the real programs do. The pool has the Stake program hand the account's two roles
 * from its stake deposit authority to its withdraw authority (`Authorize`, demoStakeAuthorize.ts: a
 * lockup in force stops it there), and merge it into its validator's stake account (the Stake
 * program's `Merge`: the same authorities, lockups equal or neither in force, both fully active on the
 * same vote account); the account is gone, its lamports the validator's. The pool mints by the widget's
 * `stakeDepositOutcome` (held to the real program on litesvm): the delegated stake at the stake deposit
 * fee, the rest (rent, anything undelegated) at the SOL deposit fee and moved on to the reserve; the
 * staker's part (the slippage minimum's measure), the manager's, the referrer's; the pool's totals and
 * the validator's entry in its list grow.
 */

/** The Stake program's `MergeTransientStake` and `MergeMismatch`; the Token program's `MintMismatch`. */
const STAKE_ERROR = { MergeTransientStake: 5, MergeMismatch: 6 } as const;
const TOKEN_MINT_MISMATCH = 3;

const INSTRUCTION = { depositStake: 9, depositStakeWithSlippage: 23 } as const;

type Account = InstructionAccount;
type Fifteen = readonly [
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
  Account,
  Account,
  Account,
];

/** How a delegation stands in `epoch`, in the demo's one epoch of warm-up and cool-down (demoStakeProgram). */
type MergeKind = 'inactive' | 'activation-epoch' | 'fully-active' | 'transient';
function mergeKind(state: StakeAccountState, epoch: bigint): MergeKind | null {
  if (!state.meta) return null;
  const delegation = state.delegation;
  if (!delegation) return 'inactive';
  const { activationEpoch, deactivationEpoch } = delegation;
  if (deactivationEpoch !== NEVER) {
    // Deactivated in the epoch it was activated: never effective. Before this epoch: cooled down.
    if (deactivationEpoch === activationEpoch || deactivationEpoch < epoch) return 'inactive';
    return 'transient';
  }
  return activationEpoch >= epoch ? 'activation-epoch' : 'fully-active';
}

/** The Stake program's `Merge` of `source` into `destination`, signed by `authority` (the pool's withdraw authority). */
function merge(ledger: StakeLedger, destination: string, source: string, authority: string): PoolInstructionResult {
  if (destination === source) return refuse('InvalidArgument', 'Merge: an account into itself');
  const into = heldStake(ledger, destination);
  const from = heldStake(ledger, source);
  if (!into || !from) return refuse('InvalidAccountOwner', 'Merge: not a stake account');
  const intoKind = mergeKind(into, ledger.epoch);
  if (!intoKind) return refuse('InvalidAccountData', 'Merge: the destination is not initialized');
  if (intoKind === 'transient')
    return refuse({ Custom: STAKE_ERROR.MergeTransientStake }, 'stake account with transient stake cannot be merged');
  if (into.meta!.staker !== authority) return refuse('MissingRequiredSignature', 'Merge: the staker did not sign');
  const fromKind = mergeKind(from, ledger.epoch);
  if (!fromKind) return refuse('InvalidAccountData', 'Merge: the source is not initialized');
  if (fromKind === 'transient')
    return refuse({ Custom: STAKE_ERROR.MergeTransientStake }, 'stake account with transient stake cannot be merged');
  const [a, b] = [into.meta!, from.meta!];
  const sameLockup =
    a.lockup.unixTimestamp === b.lockup.unixTimestamp && a.lockup.epoch === b.lockup.epoch && a.lockup.custodian === b.lockup.custodian;
  const lockupsMerge = sameLockup || (!lockupInForce(a.lockup, ledger, null) && !lockupInForce(b.lockup, ledger, null));
  if (a.staker !== b.staker || a.withdrawer !== b.withdrawer || !lockupsMerge) {
    return refuse({ Custom: STAKE_ERROR.MergeMismatch }, 'Unable to merge due to metadata mismatch');
  }
  const active = (kind: MergeKind) => kind === 'activation-epoch' || kind === 'fully-active';
  if (active(intoKind) && active(fromKind) && into.delegation!.voter !== from.delegation!.voter) {
    return refuse({ Custom: STAKE_ERROR.MergeMismatch }, 'Unable to merge due to voter mismatch');
  }
  // The pool's validator stake is fully active: only a fully active account merges into it.
  if (intoKind !== 'fully-active' || fromKind !== 'fully-active') return refuse({ Custom: STAKE_ERROR.MergeMismatch }, 'MergeMismatch');
  const delegation: StakeDelegation = { ...into.delegation!, stake: into.delegation!.stake + from.delegation!.stake };
  writeStake(ledger, destination, { ...into, delegation });
  const lamports = ledger.lamports(source);
  ledger.addLamports(source, -lamports);
  ledger.addLamports(destination, lamports);
  // Left with no lamports, the account is gone when the transaction ends.
  ledger.accounts.delete(source);
  return { ok: true, logs: [`Program log: Merge ${source} into ${destination}: ${lamports} lamports`] };
}

function depositStake(programId: string, accounts: readonly Account[], data: Uint8Array, ledger: StakeLedger, withMinimum: boolean) {
  if (accounts.length < 15) return refuse('NotEnoughAccountKeys', 'NotEnoughAccountKeys');
  const [
    poolAccount,
    list,
    depositAuthority,
    withdrawAuthority,
    stake,
    validatorStake,
    reserve,
    destination,
    managerFee,
    referrer,
    mint,
    clock,
    ,
    tokenProgram,
    stakeProgram,
  ] = accounts as Fifteen;
  if (clock.address !== CLOCK_SYSVAR) return refuse('InvalidArgument', 'InvalidArgument');
  if (stakeProgram.address !== STAKE_PROGRAM) return refuse('IncorrectProgramId', 'IncorrectProgramId');
  const held = ledger.pools.get(poolAccount.address);
  if (!held || ledger.serve(held).owner !== programId) return refuse('IncorrectProgramId', 'IncorrectProgramId');
  const pool: DemoPool = ledger.serve(held);
  if (pool.unreadable) return poolError('InvalidState');
  if (withdrawAuthority.address !== pool.withdrawAuthority) return poolError('InvalidProgramAddress');
  if (depositAuthority.address !== pool.stakeDepositAuthority) return poolError('InvalidStakeDepositAuthority');
  if (mint.address !== pool.poolMint) return poolError('WrongPoolMint');
  if (list.address !== pool.validatorList) return poolError('InvalidValidatorStakeList');
  if (reserve.address !== pool.reserveStake) return poolError('InvalidProgramAddress');
  if (tokenProgram.address !== pool.tokenProgramId) return refuse('IncorrectProgramId', 'IncorrectProgramId');
  if (managerFee.address !== pool.managerFeeAccount) return poolError('InvalidFeeAccount');
  if (pool.lastUpdateEpoch < ledger.epoch) return poolError('StakeListAndPoolOutOfDate');
  const listAccount = ledger.accounts.get(list.address);
  if (!listAccount || listAccount.owner !== programId) return refuse('IncorrectProgramId', 'IncorrectProgramId');

  const before = heldStake(ledger, validatorStake.address);
  if (!before?.delegation) return poolError('WrongStakeStake');
  const voter = before.delegation.voter;
  const preferred = pool.preferredDepositValidatorVoteAddress;
  if (preferred !== null && preferred !== voter) {
    return poolError('IncorrectDepositVoteAddress', `Incorrect deposit address, expected ${preferred}, received ${voter}`);
  }
  const validators = decodeValidatorList(listAccount.data).validators;
  const entryIndex = validators.findIndex((entry) => entry.voteAccount === voter);
  const entry = validators[entryIndex];
  if (!entry) return poolError('ValidatorNotFound');
  if (validatorStakeAddress(programId, voter, pool.address) !== validatorStake.address) return poolError('InvalidStakeAccountAddress');
  if (entry.status !== 'active') return poolError('ValidatorNotFound', 'Validator is marked for removal and no longer accepting deposits');
  // The fee accounts are written only when a fee is minted to them (below).
  const written = [poolAccount, list, stake, validatorStake, reserve, destination, mint];
  if (written.some((account) => !account.writable)) return refuse('ReadonlyDataModified', 'an account it writes is not writable');

  // The pool's own deposit authority (the PDA) signs by the program; one of its own must have signed the transaction.
  const defaultAuthority = programAddressOf([addressBytes(pool.address), utf8('deposit')], programId);
  const signers = new Set(
    depositAuthority.address === defaultAuthority
      ? [defaultAuthority]
      : accounts.filter((account) => account.signer).map((account) => account.address),
  );
  for (const role of ['staker', 'withdrawer'] as const) {
    const handed = authorize(ledger, stake.address, signers, pool.withdrawAuthority, role, null);
    if (!handed.ok) return handed;
  }
  const preLamports = ledger.lamports(validatorStake.address);
  const merged = merge(ledger, validatorStake.address, stake.address, pool.withdrawAuthority);
  if (!merged.ok) return merged;
  const after = heldStake(ledger, validatorStake.address)!;
  const lamports = ledger.lamports(validatorStake.address) - preLamports;
  const stakeLamports = after.delegation!.stake - before.delegation.stake;

  const outcome = stakeDepositOutcome(pool, { lamports, stakeLamports });
  if (!outcome.ok) return poolError(outcome.refusal === 'too-small' ? 'DepositTooSmall' : 'CalculationFailure');
  const { lstOut, fees } = outcome.preview;
  const minimum = withMinimum ? new DataView(data.buffer, data.byteOffset, data.byteLength).getBigUint64(1, true) : null;
  if (minimum !== null && lstOut < minimum) return poolError('ExceededSlippage', 'Pool token amount received is less than the minimum');

  const mints: [Account, bigint][] = [
    [destination, lstOut],
    [managerFee, fees.stake + fees.sol - fees.referral],
    [referrer, fees.referral],
  ];
  for (const [{ address, writable }, amount] of mints) {
    if (amount === 0n) continue;
    if (!writable) return refuse('ReadonlyDataModified', `${address} is not writable`);
    const account = ledger.tokens.get(address);
    if (!account || account.program !== pool.tokenProgramId) return refuse('InvalidAccountData', `no token account at ${address}`);
    if (account.mint !== pool.poolMint) return refuse({ Custom: TOKEN_MINT_MISMATCH }, 'MintMismatch');
    account.amount += amount;
  }
  // The part that is not stake (the account's rent, anything undelegated) leaves the validator for the reserve.
  const solPart = lamports - stakeLamports;
  if (solPart > 0n) {
    ledger.addLamports(validatorStake.address, -solPart);
    ledger.addLamports(reserve.address, solPart);
  }
  const newPoolTokens = lstOut + fees.stake + fees.sol;
  held.poolTokenSupply += newPoolTokens;
  held.totalLamports += lamports;
  const view = new DataView(listAccount.data.buffer, listAccount.data.byteOffset, listAccount.data.byteLength);
  view.setBigUint64(9 + 73 * entryIndex, ledger.lamports(validatorStake.address), true);
  return {
    ok: true as const,
    logs: [
      `Program log: Stake pre merge ${before.delegation.stake}`,
      ...merged.logs,
      `Program log: Stake post merge ${after.delegation!.stake}`,
      `Program log: DepositStake: ${lamports} lamports (${stakeLamports} staked), ${newPoolTokens} pool tokens (staker ${lstOut}, ` +
        `fees ${fees.stake} + ${fees.sol}, referrer ${fees.referral})`,
    ],
  };
}

/** Runs `DepositStake` or `DepositStakeWithSlippage`; null for any other instruction of the pool program. */
export function runPoolDepositStakeInstruction(
  programId: string,
  accounts: readonly Account[],
  data: Uint8Array,
  ledger: StakeLedger,
): PoolInstructionResult | null {
  if (data[0] === INSTRUCTION.depositStake && data.length === 1) return depositStake(programId, accounts, data, ledger, false);
  if (data[0] === INSTRUCTION.depositStakeWithSlippage && data.length === 9) return depositStake(programId, accounts, data, ledger, true);
  return null;
}
