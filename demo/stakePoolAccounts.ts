import { addressBytes } from '../widget/core/encoding/instructionData';
import { SYSTEM_PROGRAM } from '../widget/core/addresses/nativePrograms';
import type { Fee, FutureFee, StakePool } from '../widget/core/stakePool/stakePool';
import { rentExempt } from './demoAccounts';

/** The all-zero address (the System program's id): what an address field holds when it names no one, as a lockup's custodian. */
export const ZERO_ADDRESS = SYSTEM_PROGRAM;

/**
 * The SPL stake pool program's accounts as it writes them: the pool (its `StakePool` struct in Borsh),
 * its validator list and its reserve stake account. The widget's `decodeStakePool` reads them back.
 */

/** What the program allocates for a pool account: the struct with every option set fits, the rest is zeros. */
export const STAKE_POOL_ACCOUNT_SIZE = 611;
/** A stake account's size, and the lamports that keep it rent-exempt: the reserve's part that is not the pool's. */
export const STAKE_ACCOUNT_SIZE = 200;
export const STAKE_ACCOUNT_RENT = rentExempt(STAKE_ACCOUNT_SIZE);

/**
 * The demo's minimum delegation: 0.001 SOL, the stake pool program's own floor for a validator's stake.
 * Mainnet's Stake program asks less than that today (the raise to 1 SOL, which litesvm runs, is not
 * active there), so a launch on mainnet moves 0.001 SOL and the stake account's rent to its validator,
 * as it does here; with 1 SOL the demo would ask a team for a thousand times that.
 */
export const DEMO_MINIMUM_DELEGATION = 1_000_000n;

/** The program's account types: the first byte of each of its accounts. */
const ACCOUNT_TYPE = { stakePool: 1, validatorList: 2 } as const;
/** One validator's entry in the list (`ValidatorStakeInfo`). */
const VALIDATOR_STAKE_INFO_SIZE = 73;

/** Borsh, little-endian: each write appends, in the struct's field order. */
function borshWriter() {
  const bytes: number[] = [];
  const fixed = (size: number, write: (view: DataView) => void) => {
    const part = new Uint8Array(size);
    write(new DataView(part.buffer));
    bytes.push(...part);
  };
  const writer = {
    u8: (value: number) => bytes.push(value),
    u32: (value: number) => fixed(4, (view) => view.setUint32(0, value, true)),
    u64: (value: bigint) => fixed(8, (view) => view.setBigUint64(0, value, true)),
    i64: (value: bigint) => fixed(8, (view) => view.setBigInt64(0, value, true)),
    address: (address: string) => bytes.push(...addressBytes(address)),
    /** A `Fee`: its denominator, then its numerator. */
    fee: (fee: Fee) => {
      writer.u64(fee.denominator);
      writer.u64(fee.numerator);
    },
    /** `Option<Pubkey>`: a tag, then the key when there is one. */
    optionalAddress: (address: string | null) => {
      writer.u8(address === null ? 0 : 1);
      if (address !== null) writer.address(address);
    },
    /** `FutureEpoch<Fee>`: 0 none, 1 one epoch away, 2 two epochs away, then the fee. */
    futureFee: (future: FutureFee | null) => {
      writer.u8(future?.epochsAway ?? 0);
      if (future) writer.fee(future.fee);
    },
    /** The bytes, zero-padded to `size` (the account's allocation; by default, just the bytes). */
    done: (size = bytes.length) => {
      if (bytes.length > size) throw new RangeError(`${bytes.length} bytes do not fit an account of ${size}.`);
      const data = new Uint8Array(size);
      data.set(bytes);
      return data;
    },
  };
  return writer;
}

/** The pool's `StakePool` struct: every field in its order, and nothing after. */
export function encodeStakePool(pool: StakePool): Uint8Array {
  const write = borshWriter();
  write.u8(ACCOUNT_TYPE.stakePool);
  write.address(pool.manager);
  write.address(pool.staker);
  write.address(pool.stakeDepositAuthority);
  write.u8(pool.stakeWithdrawBumpSeed);
  write.address(pool.validatorList);
  write.address(pool.reserveStake);
  write.address(pool.poolMint);
  write.address(pool.managerFeeAccount);
  write.address(pool.tokenProgramId);
  write.u64(pool.totalLamports);
  write.u64(pool.poolTokenSupply);
  write.u64(pool.lastUpdateEpoch);
  write.i64(pool.lockup.unixTimestamp);
  write.u64(pool.lockup.epoch);
  write.address(pool.lockup.custodian);
  write.fee(pool.epochFee);
  write.futureFee(pool.nextEpochFee);
  write.optionalAddress(pool.preferredDepositValidatorVoteAddress);
  write.optionalAddress(pool.preferredWithdrawValidatorVoteAddress);
  write.fee(pool.stakeDepositFee);
  write.fee(pool.stakeWithdrawalFee);
  write.futureFee(pool.nextStakeWithdrawalFee);
  write.u8(pool.stakeReferralFee);
  write.optionalAddress(pool.solDepositAuthority);
  write.fee(pool.solDepositFee);
  write.u8(pool.solReferralFee);
  write.optionalAddress(pool.solWithdrawAuthority);
  write.fee(pool.solWithdrawalFee);
  write.futureFee(pool.nextSolWithdrawalFee);
  write.u64(pool.lastEpochPoolTokenSupply);
  write.u64(pool.lastEpochTotalLamports);
  return write.done();
}

/** The pool account's bytes: the struct, then zeros to the account's size. */
export function stakePoolData(pool: StakePool, size = STAKE_POOL_ACCOUNT_SIZE): Uint8Array {
  const data = new Uint8Array(size);
  data.set(encodeStakePool(pool));
  return data;
}

/** One validator's entry as the list records it: its stake account's lamports as of `lastUpdateEpoch`, active, no transient stake. */
export interface ListedValidator {
  activeStakeLamports: bigint;
  lastUpdateEpoch: bigint;
  vote: string;
}

/** The pool's validator list with room for `maxValidators`, holding `validators` (none: all the pool's SOL is in the reserve). */
export function validatorListData(maxValidators: number, validators: readonly ListedValidator[] = []): Uint8Array {
  const write = borshWriter();
  write.u8(ACCOUNT_TYPE.validatorList);
  write.u32(maxValidators);
  write.u32(validators.length); // the entries (a Vec)
  for (const validator of validators) {
    write.u64(validator.activeStakeLamports);
    write.u64(0n); // transient stake lamports
    write.u64(validator.lastUpdateEpoch);
    write.u64(0n); // transient seed suffix
    write.u32(0); // unused
    write.u32(0); // validator seed suffix: none
    write.u8(0); // StakeStatus::Active
    write.address(validator.vote);
  }
  return write.done(9 + VALIDATOR_STAKE_INFO_SIZE * maxValidators);
}

/**
 * The pool's reserve: a stake account in the Initialized state (`StakeStateV2` tag 1), its rent-exempt
 * reserve, and the pool's withdraw authority as both its staker and its withdrawer; no lockup.
 */
export function reserveStakeData(withdrawAuthority: string): Uint8Array {
  const write = borshWriter();
  write.u32(1);
  write.u64(STAKE_ACCOUNT_RENT);
  write.address(withdrawAuthority);
  write.address(withdrawAuthority);
  write.i64(0n);
  write.u64(0n);
  write.address(ZERO_ADDRESS);
  return write.done(STAKE_ACCOUNT_SIZE);
}
