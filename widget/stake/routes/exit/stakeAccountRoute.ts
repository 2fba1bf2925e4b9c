import type { ExpectedStakeAccount } from '../../../core/guard/checkExitSimulation';
import { rentExemptMinimum } from '../../../core/amount/clusterRent';
import { stakeExit } from '../../../core/stakePool/exitArithmetic';
import { STAKE_ACCOUNT_SIZE } from '../../../core/stakePool/stakeAccount';
import { nextExitAddress } from '../../../core/stakePool/exitStakeSeed';
import { sayUnstake } from '../../../core/texts/unstakeEnglish';
import { SaidError } from '../../../core/texts/said';
import { createRpcClient } from '../../../api/rpcClient';
import { exitStakeCandidates } from '../../../solana/exitStakeAccounts';
import type { StakeRoute } from '../route';
import { exitRefusalText } from './exitRefusalText';
import { poolExitOffer, poolExitReading } from './poolExit';

/**
 * An active stake account split from the pool's stake (`WithdrawStakeWithSlippage`), the staker its
 * staker and withdrawer: the most SOL, after it is deactivated (one epoch, about two days). It is
 * created at the first free address seeded from the staker's wallet (`exitStakeAccounts.ts`), so the
 * card finds it again without an index; an address someone sent lamports to is taken over, not skipped. The figure is the program's, to the lamport, as the stake the
 * new account holds; the staker pays its rent and keeps it in the account.
 */
export const stakeAccountRoute: StakeRoute = {
  async offer(ask) {
    const reading = await poolExitReading(ask);
    const { pool, list, stakes, reserve, minimumDelegation, onChain } = reading;
    const outcome = stakeExit(pool, list, stakes, reserve, ask.amount, minimumDelegation);
    if (!outcome.ok) throw new SaidError(exitRefusalText(outcome.refusal, ask.entry.symbol));
    const { source } = outcome;
    /** The account each wallet's transaction creates, once built: what the guard holds it to. */
    const created = new Map<string, ExpectedStakeAccount>();
    return poolExitOffer(
      ask,
      reading,
      'stake-account',
      outcome.lamports,
      {
        arrives: 'after-deactivation',
        stakeAccount: (wallet) => created.get(wallet),
        // Split from the reserve it is never delegated: SOL to withdraw at once. Else deactivated now, from the next epoch.
        waitSeconds: source.kind === 'reserve' ? 0 : reading.epochEndsIn,
        // Its whole balance is what the staker withdraws: the stake, and the rent they pay into it now.
        withdrawable: outcome.lamports + rentExemptMinimum(STAKE_ACCOUNT_SIZE),
      },
      async (wallet, signal) => {
        const candidates = await exitStakeCandidates(wallet, onChain.address);
        const { accounts } = await createRpcClient(ask.config).getMultipleAccounts(
          candidates.map((candidate) => candidate.address),
          signal,
        );
        // An address someone only sent lamports to is still the staker's: taken over, those lamports kept.
        const next = nextExitAddress(accounts);
        if (next === null) throw new SaidError(sayUnstake('exitStakeSlotsFull', { symbol: ask.entry.symbol }));
        const { address, seed } = candidates[next.index]!;
        // From the reserve the new account is undelegated; from a validator, staked with one of the list's.
        created.set(wallet, { address, validators: source.kind === 'reserve' ? null : list.validators.map((entry) => entry.voteAccount) });
        // A stake account's rent, every cluster's (never a figure the RPC hands over).
        return {
          kind: 'stake',
          splitFrom: source.address,
          newStake: address,
          seed,
          stakeRent: rentExemptMinimum(STAKE_ACCOUNT_SIZE),
          prefunded: next.lamports,
        };
      },
    );
  },
};
