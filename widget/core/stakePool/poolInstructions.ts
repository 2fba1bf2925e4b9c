import { borshString, concatBytes, u32, u64, u8 } from '../encoding/instructionData';
import type { InstructionAccount, PlainInstruction } from '../encoding/plainInstruction';
import { PROGRAMS } from '../guard/programs';
import { METADATA_PROGRAM } from '../addresses/metadataProgram';
import { STAKE_CONFIG, STAKE_PROGRAM } from '../addresses/nativePrograms';
import { CLOCK_SYSVAR, RENT_SYSVAR, STAKE_HISTORY_SYSVAR } from '../addresses/sysvars';
import type { Fee } from './stakePool';

/**
 * The stake pool program's instructions a launch sends, by their number in its `StakePoolInstruction`
 * enum, with the accounts in the program's order.
 */
const INSTRUCTION = { initialize: 0, addValidatorToPool: 1, createTokenMetadata: 17 } as const;

/** The size of a pool account as the program's own tools allocate it (the struct is smaller; the rest is slack). */
export const STAKE_POOL_SIZE = 611n;
/** A validator list: its header (type u8, max u32, length u32) and 73 bytes per validator. */
export const validatorListSize = (maxValidators: number): bigint => 9n + 73n * BigInt(maxValidators);

const account = (address: string, writable: boolean, signer = false): InstructionAccount => ({ address, signer, writable });
const fee = ({ numerator, denominator }: Fee) => concatBytes(u64(denominator), u64(numerator));

/** The accounts every launch instruction names: the pool, its program and its withdraw authority. */
export interface PoolAddresses {
  programId: string;
  pool: string;
  /** The PDA of [pool, "withdraw"]: the reserve's authorities, the mint's authority, the metadata's update authority. */
  withdrawAuthority: string;
}

export interface PoolInitialization extends PoolAddresses {
  manager: string;
  staker: string;
  validatorList: string;
  reserve: string;
  mint: string;
  managerFeeAccount: string;
  tokenProgram: string;
  epochFee: Fee;
  withdrawalFee: Fee;
  depositFee: Fee;
  /** Percent of the deposit fee paid to a referrer (0-100). */
  referralFee: number;
  maxValidators: number;
}

/**
 * `Initialize`: turns the pool and list accounts (allocated, owned by the program) into a pool whose
 * fees apply to SOL and stake alike. The manager signs; the reserve, mint and fee account must already
 * be set up for the withdraw authority.
 */
export function initializePoolInstruction(terms: PoolInitialization): PlainInstruction {
  return {
    programAddress: terms.programId,
    accounts: [
      account(terms.pool, true),
      account(terms.manager, false, true),
      account(terms.staker, false),
      account(terms.withdrawAuthority, false),
      account(terms.validatorList, true),
      account(terms.reserve, false),
      account(terms.mint, true),
      account(terms.managerFeeAccount, true),
      account(terms.tokenProgram, false),
    ],
    data: concatBytes(
      u8(INSTRUCTION.initialize),
      fee(terms.epochFee),
      fee(terms.withdrawalFee),
      fee(terms.depositFee),
      u8(terms.referralFee),
      u32(terms.maxValidators),
    ),
  };
}

/**
 * `AddValidatorToPool`: creates the validator's stake account (the PDA of [vote, pool], no seed
 * suffix) from the reserve's lamports, delegated to `vote`. The staker signs.
 */
export function addValidatorToPoolInstruction({
  programId,
  pool,
  withdrawAuthority,
  staker,
  reserve,
  validatorList,
  validatorStake,
  vote,
}: PoolAddresses & { staker: string; reserve: string; validatorList: string; validatorStake: string; vote: string }): PlainInstruction {
  return {
    programAddress: programId,
    accounts: [
      account(pool, true),
      account(staker, false, true),
      account(reserve, true),
      account(withdrawAuthority, false),
      account(validatorList, true),
      account(validatorStake, true),
      account(vote, false),
      account(RENT_SYSVAR, false),
      account(CLOCK_SYSVAR, false),
      account(STAKE_HISTORY_SYSVAR, false),
      account(STAKE_CONFIG, false),
      account(PROGRAMS.system, false),
      account(STAKE_PROGRAM, false),
    ],
    // The seed suffix 0: the validator's first (and only) stake account in this pool.
    data: concatBytes(u8(INSTRUCTION.addValidatorToPool), u32(0)),
  };
}

/**
 * `CreateTokenMetadata`: the program has Metaplex create the mint's metadata, with the withdraw
 * authority as its update authority; the payer pays its rent. Metaplex's limits are checked before
 * (see tokenMetadataLimits). The Rent sysvar is passed last, as the program's own client does.
 */
export function createTokenMetadataInstruction({
  programId,
  pool,
  withdrawAuthority,
  manager,
  mint,
  payer,
  metadata,
  name,
  symbol,
  uri,
}: PoolAddresses & {
  manager: string;
  mint: string;
  payer: string;
  metadata: string;
  name: string;
  symbol: string;
  uri: string;
}): PlainInstruction {
  return {
    programAddress: programId,
    accounts: [
      account(pool, false),
      account(manager, false, true),
      account(withdrawAuthority, false),
      account(mint, false),
      account(payer, true, true),
      account(metadata, true),
      account(METADATA_PROGRAM, false),
      account(PROGRAMS.system, false),
      account(RENT_SYSVAR, false),
    ],
    data: concatBytes(u8(INSTRUCTION.createTokenMetadata), borshString(name), borshString(symbol), borshString(uri)),
  };
}
