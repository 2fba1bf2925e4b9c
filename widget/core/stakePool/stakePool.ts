import { encodeBase58 } from '../encoding/base58';

/**
 * An SPL stake pool account, decoded whole. The RPC that hands us these bytes is not trusted: every
 * read is bounds-checked and every tag validated, so bad data is a clear error, never a guess.
 *
 * The layout is the program's `StakePool` struct in Borsh: fixed-size fields in declaration order,
 * `Option<T>` as a 1-byte tag (0 none, 1 some) then T, and `FutureEpoch<T>` as a 1-byte enum tag
 * (0 none, 1 one epoch away, 2 two epochs away) then T. A `Fee` is its denominator, then its numerator.
 */

/** A fraction as the program stores it; a zero denominator means no fee. */
export interface Fee {
  numerator: bigint;
  denominator: bigint;
}

/** A fee change waiting for the epoch boundary: it takes effect once `epochsAway` reaches 1 and an epoch passes. */
export interface FutureFee {
  epochsAway: 1 | 2;
  fee: Fee;
}

/** The lockup every stake in the pool must carry. */
export interface Lockup {
  /** A Unix time in seconds; signed in the program (i64). */
  unixTimestamp: bigint;
  epoch: bigint;
  custodian: string;
}

export interface StakePool {
  manager: string;
  staker: string;
  stakeDepositAuthority: string;
  stakeWithdrawBumpSeed: number;
  validatorList: string;
  reserveStake: string;
  poolMint: string;
  managerFeeAccount: string;
  tokenProgramId: string;
  /** The SOL the pool holds, as of `lastUpdateEpoch`. */
  totalLamports: bigint;
  /** The pool tokens in circulation, by the pool's own count. */
  poolTokenSupply: bigint;
  lastUpdateEpoch: bigint;
  lockup: Lockup;
  epochFee: Fee;
  nextEpochFee: FutureFee | null;
  preferredDepositValidatorVoteAddress: string | null;
  preferredWithdrawValidatorVoteAddress: string | null;
  stakeDepositFee: Fee;
  stakeWithdrawalFee: Fee;
  nextStakeWithdrawalFee: FutureFee | null;
  /** Percent (0-100 when sane) of the stake deposit fee paid to the referrer. */
  stakeReferralFee: number;
  /** When set, every DepositSol must be signed by this address. */
  solDepositAuthority: string | null;
  solDepositFee: Fee;
  /** Percent (0-100 when sane) of the SOL deposit fee paid to the referrer. */
  solReferralFee: number;
  solWithdrawAuthority: string | null;
  solWithdrawalFee: Fee;
  nextSolWithdrawalFee: FutureFee | null;
  lastEpochPoolTokenSupply: bigint;
  lastEpochTotalLamports: bigint;
}

/** The program's `AccountType::StakePool` (0 is uninitialized, 2 a validator list). */
const STAKE_POOL_ACCOUNT_TYPE = 1;
const ADDRESS_SIZE = 32;

/** Reads the fields in order; each read names its field, so an error says where the data went wrong. */
function fieldReader(data: Uint8Array) {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  let offset = 0;
  const take = (size: number, field: string) => {
    if (offset + size > data.length) {
      throw new Error(`The stake pool account is too short: ${data.length} bytes, and ${field} needs bytes ${offset} to ${offset + size}.`);
    }
    const at = offset;
    offset += size;
    return at;
  };
  const u8 = (field: string) => data[take(1, field)]!;
  const u64 = (field: string) => view.getBigUint64(take(8, field), true);
  const i64 = (field: string) => view.getBigInt64(take(8, field), true);
  const address = (field: string) => {
    const at = take(ADDRESS_SIZE, field);
    return encodeBase58(data.subarray(at, at + ADDRESS_SIZE));
  };
  const fee = (field: string): Fee => {
    const denominator = u64(`${field}.denominator`);
    const numerator = u64(`${field}.numerator`);
    return { numerator, denominator };
  };
  const optionalAddress = (field: string) => {
    const tag = u8(field);
    if (tag === 0) return null;
    if (tag === 1) return address(field);
    throw new Error(`The stake pool account is invalid: ${field} has the option tag ${tag} (0 or 1 expected).`);
  };
  const futureFee = (field: string): FutureFee | null => {
    const tag = u8(field);
    if (tag === 0) return null;
    if (tag === 1 || tag === 2) return { epochsAway: tag, fee: fee(field) };
    throw new Error(`The stake pool account is invalid: ${field} has the tag ${tag} (0, 1 or 2 expected).`);
  };
  return { u8, u64, i64, address, fee, optionalAddress, futureFee };
}

/**
 * The stake pool in `data` (an account owned by a stake pool program). Bytes after the last field
 * are ignored, as the program ignores them: the account is allocated larger than the struct.
 */
export function decodeStakePool(data: Uint8Array): StakePool {
  const read = fieldReader(data);
  const accountType = read.u8('accountType');
  if (accountType !== STAKE_POOL_ACCOUNT_TYPE) {
    throw new Error(`The account is not a stake pool: its account type is ${accountType} (a stake pool is ${STAKE_POOL_ACCOUNT_TYPE}).`);
  }
  // Object literal properties are evaluated in order: this is the byte order of the account.
  return {
    manager: read.address('manager'),
    staker: read.address('staker'),
    stakeDepositAuthority: read.address('stakeDepositAuthority'),
    stakeWithdrawBumpSeed: read.u8('stakeWithdrawBumpSeed'),
    validatorList: read.address('validatorList'),
    reserveStake: read.address('reserveStake'),
    poolMint: read.address('poolMint'),
    managerFeeAccount: read.address('managerFeeAccount'),
    tokenProgramId: read.address('tokenProgramId'),
    totalLamports: read.u64('totalLamports'),
    poolTokenSupply: read.u64('poolTokenSupply'),
    lastUpdateEpoch: read.u64('lastUpdateEpoch'),
    lockup: {
      unixTimestamp: read.i64('lockup.unixTimestamp'),
      epoch: read.u64('lockup.epoch'),
      custodian: read.address('lockup.custodian'),
    },
    epochFee: read.fee('epochFee'),
    nextEpochFee: read.futureFee('nextEpochFee'),
    preferredDepositValidatorVoteAddress: read.optionalAddress('preferredDepositValidatorVoteAddress'),
    preferredWithdrawValidatorVoteAddress: read.optionalAddress('preferredWithdrawValidatorVoteAddress'),
    stakeDepositFee: read.fee('stakeDepositFee'),
    stakeWithdrawalFee: read.fee('stakeWithdrawalFee'),
    nextStakeWithdrawalFee: read.futureFee('nextStakeWithdrawalFee'),
    stakeReferralFee: read.u8('stakeReferralFee'),
    solDepositAuthority: read.optionalAddress('solDepositAuthority'),
    solDepositFee: read.fee('solDepositFee'),
    solReferralFee: read.u8('solReferralFee'),
    solWithdrawAuthority: read.optionalAddress('solWithdrawAuthority'),
    solWithdrawalFee: read.fee('solWithdrawalFee'),
    nextSolWithdrawalFee: read.futureFee('nextSolWithdrawalFee'),
    lastEpochPoolTokenSupply: read.u64('lastEpochPoolTokenSupply'),
    lastEpochTotalLamports: read.u64('lastEpochTotalLamports'),
  };
}
