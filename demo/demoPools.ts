import { addressBytes, utf8 } from '../widget/core/encoding/instructionData';
import { programAddressWithBump } from './programAddressBump';
import { PROGRAMS } from '../widget/core/guard/programs';
import { associatedTokenAddress } from '../widget/solana/stakeAccounts';
import { POOL_PROGRAM_IDS, type PoolProgramName } from '../widget/core/stakePool/poolPrograms';
import type { StakePool } from '../widget/core/stakePool/stakePool';
import { rentExempt, TOKEN_ACCOUNT_RENT, type DemoRawAccount, type DemoTokenAccount } from './demoAccounts';
import { demoPoolSeeds } from './demoProjects';
import { STAKE_PROGRAM } from '../widget/core/addresses/nativePrograms';
import { STAKE_ACCOUNT_RENT, validatorListData, ZERO_ADDRESS } from './stakePoolAccounts';
import { stakeStateData } from './demoStakeState';
import { DEMO_VOTE_ACCOUNT } from './demoVote';
import { validatorStakeAddress } from '../widget/solana/poolAddresses';

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
  /** The reserve holds only its rent (the 'empty-reserve' fault): its SOL shows staked with the validator instead (see shownLamports). */
  emptyReserve?: boolean;
  /** The epoch in which a transaction last ran the pool's update (the 'stale' fault shows it fresh from then on). */
  crankedInEpoch?: bigint;
  /**
   * Launched on this demo chain (the launch's `Initialize`): its team updates it ("Your pool"), so the
   * epoch's end pays its validators' rewards but leaves it one epoch behind, as a real pool nobody
   * cranks, and its epoch fee accrues only when its update runs.
   */
  launchedHere?: boolean;
}

/** The demo clock's epoch: every demo pool was updated in it. */
export const DEMO_EPOCH = 847n;

/** What the pool reads' faults make of a pool (see demoFaults, service `rpc-pool`). */
export type PoolFault =
  | 'stale'
  | 'deposit-authority'
  | 'wrong-program'
  | 'wrong-mint'
  | 'exit-fee'
  | 'unreadable'
  | 'empty-reserve'
  | 'stake-deposit-authority'
  | 'stake-deposit-fee';
export const POOL_FAULTS: readonly PoolFault[] = [
  'stale',
  'deposit-authority',
  'wrong-program',
  'wrong-mint',
  'exit-fee',
  'unreadable',
  'empty-reserve',
  'stake-deposit-authority',
  'stake-deposit-fee',
];

/** The withdrawal fee the 'exit-fee' fault sets: a honeypot's, 99 % of what a holder takes out. */
export const FAULT_EXIT_FEE = { numerator: 99n, denominator: 100n };

/** A stake deposit fee the 'stake-deposit-fee' fault sets: 2 % of a stake account deposited, above the card's 1 % cap. */
export const FAULT_STAKE_DEPOSIT_FEE = { numerator: 2n, denominator: 100n };

/** A SOL deposit authority the 'deposit-authority' fault sets (and a stake deposit authority, 'stake-deposit-authority'): no one in the demo signs for it. */
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

const pda = (programId: string, pool: string, seed: string) => programAddressWithBump([addressBytes(pool), utf8(seed)], programId);

/** Room in a demo pool's validator list, and its size. */
const DEMO_MAX_VALIDATORS = 8;
const DEMO_LIST_SIZE = 9 + 73 * DEMO_MAX_VALIDATORS;

/** How long ago the demo validators' stake was activated: well before the demo's epoch, so it is all active. */
const VALIDATOR_STAKE_AGE = 40n;

/** What a demo pool stakes with its validator (its stake account's lamports, rent included): three quarters of its SOL. */
const stakedLamports = (totalLamports: bigint) => (totalLamports * 3n) / 4n;

/** A demo pool's stake account with the demo's validator: the program's PDA of [vote, pool]. */
export const demoValidatorStake = (pool: Pick<DemoPool, 'owner' | 'address'>): string =>
  validatorStakeAddress(pool.owner, DEMO_VOTE_ACCOUNT, pool.address);

/** Each demo pool at the start, by address, and the accounts beside them: the manager fee accounts, and the reserves' lamports. */
export function createDemoPools(
  epoch: bigint,
  /** More pools than the demo projects' (a pasted copy of a launched pool: pastedPool.ts). */
  extra: readonly (typeof demoPoolSeeds)[number][] = [],
): {
  pools: Map<string, DemoPool>;
  tokenAccounts: [string, DemoTokenAccount][];
  balances: [string, bigint][];
  accounts: [string, DemoRawAccount][];
} {
  const pools = [...demoPoolSeeds, ...extra].map((seed): DemoPool => {
    const owner = POOL_PROGRAM_IDS[seed.program];
    const [withdrawAuthority, bump] = pda(owner, seed.address, 'withdraw');
    const noFee = { numerator: 0n, denominator: 0n };
    const withdrawalFee = seed.solWithdrawalFee ?? { numerator: 1n, denominator: 1_000n };
    return {
      address: seed.address,
      program: seed.program,
      owner,
      withdrawAuthority,
      manager: seed.manager,
      staker: seed.manager,
      stakeDepositAuthority: pda(owner, seed.address, 'deposit')[0],
      stakeWithdrawBumpSeed: bump,
      validatorList: seed.validatorList,
      reserveStake: seed.reserve,
      poolMint: seed.mint,
      managerFeeAccount: associatedTokenAddress(seed.manager, seed.mint, PROGRAMS.token),
      tokenProgramId: PROGRAMS.token,
      totalLamports: seed.totalLamports,
      poolTokenSupply: seed.poolTokenSupply,
      lastUpdateEpoch: epoch,
      lockup: { unixTimestamp: 0n, epoch: 0n, custodian: ZERO_ADDRESS },
      epochFee: seed.epochFee,
      nextEpochFee: null,
      preferredDepositValidatorVoteAddress: null,
      preferredWithdrawValidatorVoteAddress: null,
      stakeDepositFee: seed.stakeDepositFee ?? noFee,
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
    // A quarter of the pool's SOL in its reserve (above the reserve's own rent), for instant exits; the rest staked with its validator.
    balances: pools.flatMap((pool): [string, bigint][] => {
      const staked = stakedLamports(pool.totalLamports);
      return [
        [pool.reserveStake, pool.totalLamports - staked + STAKE_ACCOUNT_RENT],
        [demoValidatorStake(pool), staked],
        [pool.validatorList, rentExempt(DEMO_LIST_SIZE)],
      ];
    }),
    // Each pool's list names the demo's validator, and its stake account is delegated to it, activated long ago.
    accounts: pools.flatMap((pool): [string, DemoRawAccount][] => {
      const staked = stakedLamports(pool.totalLamports);
      const vote = DEMO_VOTE_ACCOUNT;
      const delegation = { voter: vote, stake: staked - STAKE_ACCOUNT_RENT, activationEpoch: epoch - VALIDATOR_STAKE_AGE };
      const authority = pool.withdrawAuthority;
      return [
        [
          pool.validatorList,
          {
            owner: pool.owner,
            data: validatorListData(DEMO_MAX_VALIDATORS, [{ activeStakeLamports: staked, lastUpdateEpoch: epoch, vote }]),
          },
        ],
        [
          demoValidatorStake(pool),
          { owner: STAKE_PROGRAM, data: stakeStateData({ staker: authority, withdrawer: authority, delegation }) },
        ],
      ];
    }),
  };
}

/** Another deploy of the pool program than `owner`: what the 'wrong-program' fault makes the account's owner. */
const otherDeploy = (owner: string) => Object.values(POOL_PROGRAM_IDS).find((id) => id !== owner)!;

/** The pool as the chain shows it under a pool fault (none: as it is). The chain's own state is never changed. */
export function servedPool(pool: DemoPool, fault: PoolFault | undefined, epoch: bigint): DemoPool {
  switch (fault) {
    case 'stale':
      // Until someone runs its update in this epoch, as the card does in front of a deposit or an exit.
      return pool.crankedInEpoch === epoch ? pool : { ...pool, lastUpdateEpoch: epoch - 1n };
    case 'deposit-authority':
      return { ...pool, solDepositAuthority: FAULT_DEPOSIT_AUTHORITY };
    case 'stake-deposit-authority':
      return { ...pool, stakeDepositAuthority: FAULT_DEPOSIT_AUTHORITY };
    case 'stake-deposit-fee':
      return { ...pool, stakeDepositFee: FAULT_STAKE_DEPOSIT_FEE };
    case 'wrong-program':
      return { ...pool, owner: otherDeploy(pool.owner) };
    case 'wrong-mint':
      return { ...pool, poolMint: FAULT_OTHER_MINT };
    case 'exit-fee':
      return { ...pool, solWithdrawalFee: FAULT_EXIT_FEE, stakeWithdrawalFee: FAULT_EXIT_FEE };
    case 'unreadable':
      return { ...pool, unreadable: true };
    case 'empty-reserve':
      return { ...pool, emptyReserve: true };
    default:
      return pool;
  }
}
