import { PublicKey } from '@solana/web3.js';
import { PROGRAMS } from '../widget/core/guard/programs';
import { associatedTokenAddress } from '../widget/solana/stakeAccounts';
import { POOL_PROGRAM_IDS, type PoolProgramName } from '../widget/core/stakePool/poolPrograms';
import type { StakePool } from '../widget/core/stakePool/stakePool';
import { TOKEN_ACCOUNT_RENT, type DemoTokenAccount } from './demoAccounts';
import { demoPoolSeeds } from './demoProjects';
import { STAKE_ACCOUNT_RENT } from './stakePoolAccounts';

/**
 * The demo projects' SPL stake pools as the demo chain holds them: the pool account's fields, the
 * program that owns it, and the accounts around it (reserve, manager fee account), each pool updated
 * in the demo clock's epoch.
 */
export interface DemoPool extends StakePool {
  address: string;
  /** The program the list names, and its id: the pool account's owner. */
  program: PoolProgramName;
  owner: string;
  /** The PDA of [pool, "withdraw"] under the program: the mint authority of the pool's tokens. */
  withdrawAuthority: string;
  /** The account's bytes are no stake pool (the 'unreadable' fault): the RPC serves zeros. */
  unreadable?: boolean;
}

/** The demo clock's epoch: every demo pool was updated in it. */
export const DEMO_EPOCH = 847n;

/** What the pool reads' faults make of a pool (see demoFaults, service `rpc-pool`). */
export type PoolFault = 'stale' | 'deposit-authority' | 'wrong-program' | 'wrong-mint' | 'exit-fee' | 'unreadable';
export const POOL_FAULTS: readonly PoolFault[] = ['stale', 'deposit-authority', 'wrong-program', 'wrong-mint', 'exit-fee', 'unreadable'];

/** The withdrawal fee the 'exit-fee' fault sets: a honeypot's, 99 % of what a holder takes out. */
export const FAULT_EXIT_FEE = { numerator: 99n, denominator: 100n };

/** A SOL deposit authority the 'deposit-authority' fault sets: no one in the demo signs for it. */
export const FAULT_DEPOSIT_AUTHORITY = 'BaMmr9cxYRfcB9AocVGFbsZU8utvZdWzyafyoU4pWtaf';
/** The mint the 'wrong-mint' fault makes the pool name: not the list entry's. */
export const FAULT_OTHER_MINT = '8V5nsGAJqTc2Yc3eVZgKrPXQAteF681vXRuj2oZP9hJH';

/** What staked SOL earns in a demo epoch before any pool's fee: a 2,400th, about 7.5 % a year at mainnet's epoch length. */
const EPOCH_REWARD_SHARE = 2_400n;

/**
 * The rewards a demo pool's holders got in the last epoch: its SOL's share, less what its epoch fee
 * keeps, so each pool shows an APY of its own (about 7.1 % at a 5 % fee, 6.7 % at 10 %).
 */
function lastEpochReward(totalLamports: bigint, epochFee: { numerator: bigint; denominator: bigint }): bigint {
  const reward = totalLamports / EPOCH_REWARD_SHARE;
  const kept = epochFee.denominator === 0n ? 0n : (reward * epochFee.numerator) / epochFee.denominator;
  return reward - kept;
}

const pda = (programId: string, pool: string, seed: string) =>
  PublicKey.findProgramAddressSync([new PublicKey(pool).toBytes(), new TextEncoder().encode(seed)], new PublicKey(programId));

/** Each demo pool at the start, by address, and the accounts beside them: the manager fee accounts, and the reserves' lamports. */
export function createDemoPools(epoch: bigint): {
  pools: Map<string, DemoPool>;
  tokenAccounts: [string, DemoTokenAccount][];
  balances: [string, bigint][];
} {
  const pools = demoPoolSeeds.map((seed): DemoPool => {
    const owner = POOL_PROGRAM_IDS[seed.program];
    const [withdrawAuthority, bump] = pda(owner, seed.address, 'withdraw');
    const noFee = { numerator: 0n, denominator: 0n };
    const withdrawalFee = { numerator: 1n, denominator: 1_000n };
    return {
      address: seed.address,
      program: seed.program,
      owner,
      withdrawAuthority: withdrawAuthority.toBase58(),
      manager: seed.manager,
      staker: seed.manager,
      stakeDepositAuthority: pda(owner, seed.address, 'deposit')[0].toBase58(),
      stakeWithdrawBumpSeed: bump,
      validatorList: seed.validatorList,
      reserveStake: seed.reserve,
      poolMint: seed.mint,
      managerFeeAccount: associatedTokenAddress(seed.manager, seed.mint, PROGRAMS.token),
      tokenProgramId: PROGRAMS.token,
      totalLamports: seed.totalLamports,
      poolTokenSupply: seed.poolTokenSupply,
      lastUpdateEpoch: epoch,
      lockup: { unixTimestamp: 0n, epoch: 0n, custodian: PublicKey.default.toBase58() },
      epochFee: seed.epochFee,
      nextEpochFee: null,
      preferredDepositValidatorVoteAddress: null,
      preferredWithdrawValidatorVoteAddress: null,
      stakeDepositFee: noFee,
      stakeWithdrawalFee: withdrawalFee,
      nextStakeWithdrawalFee: null,
      stakeReferralFee: seed.solReferralFee,
      solDepositAuthority: null,
      solDepositFee: seed.solDepositFee,
      solReferralFee: seed.solReferralFee,
      solWithdrawAuthority: null,
      solWithdrawalFee: withdrawalFee,
      nextSolWithdrawalFee: null,
      // The epoch before: the same tokens, and the last epoch's rewards fewer lamports.
      lastEpochPoolTokenSupply: seed.poolTokenSupply,
      lastEpochTotalLamports: seed.totalLamports - lastEpochReward(seed.totalLamports, seed.epochFee),
    };
  });
  return {
    pools: new Map(pools.map((pool) => [pool.address, pool])),
    // The manager's fees so far: a small share of the supply.
    tokenAccounts: pools.map((pool) => [
      pool.managerFeeAccount,
      {
        mint: pool.poolMint,
        owner: pool.manager,
        program: pool.tokenProgramId,
        amount: pool.poolTokenSupply / 500n,
        lamports: TOKEN_ACCOUNT_RENT,
      },
    ]),
    // No validators yet: all the pool's SOL is in its reserve, above the reserve's own rent.
    balances: pools.map((pool) => [pool.reserveStake, pool.totalLamports + STAKE_ACCOUNT_RENT]),
  };
}

/** Another deploy of the pool program than `owner`: what the 'wrong-program' fault makes the account's owner. */
const otherDeploy = (owner: string) => Object.values(POOL_PROGRAM_IDS).find((id) => id !== owner)!;

/** The pool as the chain shows it under a pool fault (none: as it is). The chain's own state is never changed. */
export function servedPool(pool: DemoPool, fault: PoolFault | undefined, epoch: bigint): DemoPool {
  switch (fault) {
    case 'stale':
      return { ...pool, lastUpdateEpoch: epoch - 1n };
    case 'deposit-authority':
      return { ...pool, solDepositAuthority: FAULT_DEPOSIT_AUTHORITY };
    case 'wrong-program':
      return { ...pool, owner: otherDeploy(pool.owner) };
    case 'wrong-mint':
      return { ...pool, poolMint: FAULT_OTHER_MINT };
    case 'exit-fee':
      return { ...pool, solWithdrawalFee: FAULT_EXIT_FEE, stakeWithdrawalFee: FAULT_EXIT_FEE };
    case 'unreadable':
      return { ...pool, unreadable: true };
    default:
      return pool;
  }
}
