import { poolAfterUpdate } from '../widget/core/stakePool/poolUpdate';
import { decodeStakeAccount, NEVER } from '../widget/core/stakePool/stakeAccount';
import { decodeValidatorList } from '../widget/core/stakePool/validatorList';
import { validatorStakeAddress } from '../widget/solana/poolAddresses';
import { lamportsOf, type DemoChain } from './demoChain';
import { stakeStateData } from './demoStakeState';
import { STAKE_ACCOUNT_RENT } from './stakePoolAccounts';

/** What a validator's stake earns in a demo epoch: a 2,400th, about 7.5 % a year at mainnet's epoch length (demoPools' figure). */
const EPOCH_REWARD_SHARE = 2_400n;

/**
 * Ends the demo epoch: the clock moves on one epoch (so a stake account deactivated before is now
 * inactive, and withdrawable), each pool's validator stake earns its epoch's rewards, and each pool
 * held on the chain is brought up to date as its permissionless update would (the widget's
 * `poolAfterUpdate`, held to the real program on litesvm): the demo's pools are cranked, as real
 * pools' operators crank theirs, so deposits and exits go on. The manager's epoch fee is minted to its
 * fee account. The 'stale' pool fault still shows a pool one epoch behind. A pool launched on this
 * chain (`launchedHere`) earns its rewards but is not updated: its team does that from "Your pool"
 * (or the card, in front of a stake), and its epoch fee is minted then. A validator leaving a pool
 * (deactivated) earns nothing.
 */
export function advanceDemoEpoch(chain: DemoChain): void {
  const epoch = chain.epoch + 1n;
  for (const pool of chain.pools.values()) {
    const listAccount = chain.accounts.get(pool.validatorList);
    const validators = listAccount ? decodeValidatorList(listAccount.data).validators : [];
    const validatorLamports = validators.map((entry, index) => {
      const address = validatorStakeAddress(pool.owner, entry.voteAccount, pool.address);
      const stake = chain.accounts.get(address);
      const state = stake ? decodeStakeAccount(stake.data) : null;
      let lamports = lamportsOf(chain, address);
      if (state?.meta && state.delegation && state.delegation.deactivationEpoch === NEVER) {
        const reward = state.delegation.stake / EPOCH_REWARD_SHARE;
        lamports += reward;
        chain.balances.set(address, lamports);
        const delegation = { ...state.delegation, stake: state.delegation.stake + reward };
        stake!.data = stakeStateData({ staker: state.meta.staker, withdrawer: state.meta.withdrawer, delegation });
      }
      if (pool.launchedHere) return lamports;
      // The list's record of it, as UpdateValidatorListBalance writes it.
      const view = new DataView(listAccount!.data.buffer, listAccount!.data.byteOffset, listAccount!.data.byteLength);
      view.setBigUint64(9 + 73 * index, lamports, true);
      view.setBigUint64(9 + 73 * index + 16, epoch, true);
      return lamports;
    });
    if (pool.launchedHere) continue;
    const updated = poolAfterUpdate(
      pool,
      {
        reserveLamports: lamportsOf(chain, pool.reserveStake),
        reserveRentExemptReserve: STAKE_ACCOUNT_RENT,
        validatorLamports,
        mintSupply: pool.poolTokenSupply,
      },
      epoch,
    );
    const feeTokens = updated.poolTokenSupply - pool.poolTokenSupply;
    const fees = chain.tokenAccounts.get(pool.managerFeeAccount);
    if (fees && feeTokens > 0n) fees.amount += feeTokens;
    Object.assign(pool, updated);
  }
  chain.epoch = epoch;
}
