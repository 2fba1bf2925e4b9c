import { StakePoolLayout, type StakePool as LibraryStakePool } from '@solana/spl-stake-pool';
import type { PublicKey } from '@solana/web3.js';
import type { FutureFee, StakePool } from '../../widget/core/stakePool/stakePool';

/**
 * `@solana/spl-stake-pool` 1.1.8, the program's own JS client, as the reference our deposit route is
 * compared with: its decode of the pool account, and its deposit arithmetic.
 */

/** bn.js as the library returns it (the package ships no types for it). */
interface BigNumber {
  toString(base?: number): string;
}
type LibraryFee = { numerator: BigNumber; denominator: BigNumber };

const big = (value: BigNumber) => BigInt(value.toString(10));
const fee = (value: LibraryFee) => ({ numerator: big(value.numerator), denominator: big(value.denominator) });
const optionalKey = (key: PublicKey | null | undefined) => key?.toBase58() ?? null;
const optionalFee = (value: LibraryFee | null | undefined) => (value ? fee(value) : null);

/** Our decode in the library's terms: it keeps a future fee but not how many epochs away it is. */
export const withoutEpochsAway = (pool: StakePool) => {
  const feeOnly = (future: FutureFee | null) => future?.fee ?? null;
  return {
    ...pool,
    nextEpochFee: feeOnly(pool.nextEpochFee),
    nextStakeWithdrawalFee: feeOnly(pool.nextStakeWithdrawalFee),
    nextSolWithdrawalFee: feeOnly(pool.nextSolWithdrawalFee),
  };
};

/** The library's decode of a pool account, field by field in our shape. */
export function libraryDecode(data: Uint8Array): ReturnType<typeof withoutEpochsAway> {
  const pool = StakePoolLayout.decode(Buffer.from(data));
  if (pool.accountType !== 1) throw new Error(`the library decoded account type ${pool.accountType}`);
  return {
    manager: pool.manager.toBase58(),
    staker: pool.staker.toBase58(),
    stakeDepositAuthority: pool.stakeDepositAuthority.toBase58(),
    stakeWithdrawBumpSeed: pool.stakeWithdrawBumpSeed,
    validatorList: pool.validatorList.toBase58(),
    reserveStake: pool.reserveStake.toBase58(),
    poolMint: pool.poolMint.toBase58(),
    managerFeeAccount: pool.managerFeeAccount.toBase58(),
    tokenProgramId: pool.tokenProgramId.toBase58(),
    totalLamports: big(pool.totalLamports),
    poolTokenSupply: big(pool.poolTokenSupply),
    lastUpdateEpoch: big(pool.lastUpdateEpoch),
    // The library reads the lockup's time as unsigned; the fixtures' is 0 either way.
    lockup: { unixTimestamp: big(pool.lockup.unixTimestamp), epoch: big(pool.lockup.epoch), custodian: pool.lockup.custodian.toBase58() },
    epochFee: fee(pool.epochFee),
    nextEpochFee: optionalFee(pool.nextEpochFee),
    preferredDepositValidatorVoteAddress: optionalKey(pool.preferredDepositValidatorVoteAddress),
    preferredWithdrawValidatorVoteAddress: optionalKey(pool.preferredWithdrawValidatorVoteAddress),
    stakeDepositFee: fee(pool.stakeDepositFee),
    stakeWithdrawalFee: fee(pool.stakeWithdrawalFee),
    nextStakeWithdrawalFee: optionalFee(pool.nextStakeWithdrawalFee),
    stakeReferralFee: pool.stakeReferralFee,
    solDepositAuthority: optionalKey(pool.solDepositAuthority),
    solDepositFee: fee(pool.solDepositFee),
    solReferralFee: pool.solReferralFee,
    solWithdrawAuthority: optionalKey(pool.solWithdrawAuthority),
    solWithdrawalFee: fee(pool.solWithdrawalFee),
    nextSolWithdrawalFee: optionalFee(pool.nextSolWithdrawalFee),
    lastEpochPoolTokenSupply: big(pool.lastEpochPoolTokenSupply),
    lastEpochTotalLamports: big(pool.lastEpochTotalLamports),
  };
}

/**
 * The pool account's bytes with `change` made by the library's own encoder (not ours), padded to the
 * account's size: to set a fee, a referral share or a deposit authority on a real pool.
 */
export function rewrittenPool(data: Uint8Array, change: (pool: LibraryStakePool) => void): Uint8Array {
  const pool = StakePoolLayout.decode(Buffer.from(data));
  change(pool);
  const bytes = Buffer.alloc(data.length);
  StakePoolLayout.encode(pool, bytes);
  return new Uint8Array(bytes);
}

/** The library's `calcPoolTokensForDeposit` (not exported from its entry point: loaded from its sources). */
export async function libraryPoolTokensForDeposit(): Promise<(totalLamports: bigint, poolTokenSupply: bigint, lamports: bigint) => bigint> {
  type BigNumberOf = new (value: string, base: number) => BigNumber;
  const { default: BN } = (await import(/* @vite-ignore */ 'bn.js' as string)) as { default: BigNumberOf };
  const { calcPoolTokensForDeposit } = (await import(/* @vite-ignore */ '@solana/spl-stake-pool/src/utils/stake' as string)) as {
    calcPoolTokensForDeposit: (pool: { totalLamports: BigNumber; poolTokenSupply: BigNumber }, lamports: BigNumber) => BigNumber;
  };
  const bn = (value: bigint) => new BN(value.toString(), 10);
  return (totalLamports, poolTokenSupply, lamports) =>
    big(calcPoolTokensForDeposit({ totalLamports: bn(totalLamports), poolTokenSupply: bn(poolTokenSupply) }, bn(lamports)));
}
