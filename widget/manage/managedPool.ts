import { rentExemptMinimum } from '../core/amount/clusterRent';
import { poolApy } from '../core/stakePool/poolApy';
import { needsUpdate } from '../core/stakePool/poolUpdate';
import { STAKE_ACCOUNT_SIZE } from '../core/stakePool/stakeAccount';
import type { Fee, FutureFee } from '../core/stakePool/stakePool';
import type { ValidatorStatus } from '../core/stakePool/validatorList';
import { MINIMUM_ACTIVE_STAKE } from '../launch/planLaunch';
import type { ManageChain } from './readManageChain';
import type { ManagedFee, ManagedFeeKind, ManagedPool, ManagedValidator } from './types';

const STATUS: Record<ValidatorStatus, ManagedValidator['status']> = {
  active: 'active',
  deactivatingTransient: 'deactivating-transient',
  readyForRemoval: 'ready-for-removal',
  deactivatingValidator: 'deactivating-validator',
  deactivatingAll: 'deactivating-all',
};

/** What adding a validator moves from the reserve: the Stake program's minimum delegation (at least the pool's floor) and the stake account's rent. */
export const validatorStakeLamportsOf = (chain: Pick<ManageChain, 'minimumDelegation'>): bigint =>
  (chain.minimumDelegation > MINIMUM_ACTIVE_STAKE ? chain.minimumDelegation : MINIMUM_ACTIVE_STAKE) + rentExemptMinimum(STAKE_ACCOUNT_SIZE);

/**
 * A fee now and the change waiting for it: the program applies a scheduled fee at the update of the
 * epoch `epochsAway` after the pool's last update (a change set in epoch E waits two: from E + 2).
 */
const managedFee = (now: Fee, next: FutureFee | null, lastUpdateEpoch: bigint): ManagedFee => ({
  now,
  next: next ? { fee: next.fee, fromEpoch: lastUpdateEpoch + BigInt(next.epochsAway) } : null,
});

/** The pool's fees by the names a team changes them by. */
export function managedFees({ pool }: Pick<ManageChain, 'pool'>): Record<ManagedFeeKind, ManagedFee> {
  const last = pool.lastUpdateEpoch;
  return {
    epoch: managedFee(pool.epochFee, pool.nextEpochFee, last),
    solDeposit: managedFee(pool.solDepositFee, null, last),
    stakeDeposit: managedFee(pool.stakeDepositFee, null, last),
    solWithdrawal: managedFee(pool.solWithdrawalFee, pool.nextSolWithdrawalFee, last),
    stakeWithdrawal: managedFee(pool.stakeWithdrawalFee, pool.nextStakeWithdrawalFee, last),
  };
}

/** The fee account is the wallet's own associated account: the harvest is where the card's Unstake finds it already. */
export const harvestInWallet = (chain: Pick<ManageChain, 'pool' | 'walletTokenAccount'>): boolean =>
  chain.walletTokenAccount !== null && chain.walletTokenAccount === chain.pool.managerFeeAccount;

/** The pool's figures as the team's page shows them, from the chain as read (`readManageChain`). */
export function managedPoolOf(chain: ManageChain): ManagedPool {
  const { pool, list } = chain;
  const apy = poolApy(pool, chain.chain);
  const worth = (tokens: bigint) => (pool.poolTokenSupply === 0n ? 0n : (tokens * pool.totalLamports) / pool.poolTokenSupply);
  const spendable = chain.reserve.lamports - chain.reserveRent;
  return {
    address: chain.address,
    programId: chain.programId,
    mint: pool.poolMint,
    symbol: chain.symbol,
    manager: pool.manager,
    walletIsManager: chain.wallet !== null && chain.wallet === pool.manager,
    walletIsStaker: chain.wallet !== null && chain.wallet === pool.staker,
    decimals: chain.mintDecimals,
    epoch: chain.chain.epoch,
    lastUpdateEpoch: pool.lastUpdateEpoch,
    needsUpdate: needsUpdate(pool, chain.chain.epoch),
    totalLamports: pool.totalLamports,
    reserveSpendableLamports: spendable > 0n ? spendable : 0n,
    poolTokenSupply: pool.poolTokenSupply,
    apy: 'apy' in apy ? apy.apy : null,
    apyNotKnown: 'notKnown' in apy ? apy.notKnown : null,
    stakersTokens: pool.poolTokenSupply - chain.feeAccount.amount,
    fees: managedFees(chain),
    harvest: {
      feeAccount: pool.managerFeeAccount,
      tokens: chain.feeAccount.amount,
      lamports: worth(chain.feeAccount.amount),
      walletOwnsFee: chain.wallet !== null && chain.feeAccount.owner === chain.wallet,
      inWallet: harvestInWallet(chain),
    },
    validators: list.validators.map((entry, index) => ({
      vote: entry.voteAccount,
      stakeAccount: chain.pairs[index]!.validatorStake,
      activeLamports: entry.activeStakeLamports,
      transientLamports: entry.transientStakeLamports,
      status: STATUS[entry.status],
      lastUpdateEpoch: entry.lastUpdateEpoch,
    })),
    maxValidators: list.maxValidators,
    validatorStakeLamports: validatorStakeLamportsOf(chain),
  };
}
