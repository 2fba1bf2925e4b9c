import { CLOCK_SYSVAR } from '../../../core/guard/guardTransaction';
import { say } from '../../../core/texts/english';
import { SaidError, type Said } from '../../../core/texts/said';
import { createRpcClient } from '../../../api/rpcClient';
import { associatedTokenAddress } from '../../../solana/stakeAccounts';
import type { StakeRoute } from '../route';
import { depositOutcome, epochFeeFraction, poolRate, solDepositFeeFraction } from './depositArithmetic';
import { depositAvailability, epochFromClock, type DepositUnavailable } from './depositAvailability';
import { depositTransaction } from './depositTransaction';
import { poolProgramId } from './poolPrograms';
import { referrerAccountUsable } from './referrerAccount';

/** Why the pool cannot take this deposit, in the staker's words. */
function unavailable(reason: DepositUnavailable | 'too-small' | 'calculation-failure', symbol: string): Said {
  switch (reason) {
    case 'stale':
      return say('poolUpdating', { symbol });
    case 'deposit-authority':
      return say('poolClosedToDeposits', { symbol });
    case 'too-small':
      return say('depositTooSmall', { symbol });
    default:
      // The list's pool is not this token's pool on chain (or cannot be read): never deposit into it.
      return say('poolNotFound', { symbol });
  }
}

/**
 * SOL straight into the project's SPL stake pool (`DepositSol`), at the pool's own rate, in a
 * transaction built here. The offer reads the pool, the mint, the clock and the referrer's account in
 * one call, and its figure is exactly what the program will mint to the staker; the guard then holds
 * the simulation to it like any other route's.
 */
export const depositRoute: StakeRoute = {
  async offer({ config, entry, lamports, referrer }, signal) {
    const programId = poolProgramId(entry.pool?.program ?? '');
    const poolAddress = entry.pool?.pool;
    if (!programId || !poolAddress) throw new SaidError(unavailable('missing', entry.symbol));
    const rpc = createRpcClient(config);
    // The referrer's account for this mint, as the list says the mint is made; the pool's own token
    // program must agree, or the account read is no usable one and the share goes back to the staker.
    const referrerAccount = referrer ? associatedTokenAddress(referrer, entry.mint, entry.token_program) : null;
    const addresses = [poolAddress, entry.mint, CLOCK_SYSVAR, ...(referrerAccount ? [referrerAccount] : [])];
    const {
      accounts: [poolAccount, mintAccount, clock, referrerRead],
    } = await rpc.getMultipleAccounts(addresses, signal);
    const currentEpoch = clock ? epochFromClock(clock.data) : null;
    if (currentEpoch === null) throw new SaidError(unavailable('missing', entry.symbol));
    const available = depositAvailability({
      poolAccount: poolAccount ?? null,
      mintAccount: mintAccount ?? null,
      programId,
      mint: entry.mint,
      currentEpoch,
    });
    if (!available.ok) throw new SaidError(unavailable(available.reason, entry.symbol));
    const { pool } = available;
    const referrerUsable = referrer !== undefined && referrerAccountUsable(referrerRead ?? null, pool);
    const outcome = depositOutcome(pool, lamports, { referrerIsStaker: !referrerUsable });
    if (!outcome.ok) throw new SaidError(unavailable(outcome.refusal, entry.symbol));
    return {
      route: 'deposit',
      expectedOut: outcome.stakerReceives,
      minimumOut: outcome.stakerReceives,
      programIds: [programId],
      terms: {
        lamportsPerToken: poolRate(pool, entry.decimals),
        depositFee: solDepositFeeFraction(pool),
        epochFee: epochFeeFraction(pool),
      },
      check: () => null,
      async build(wallet, signal) {
        const recentBlockhash = await rpc.getLatestBlockhash(signal);
        const named = referrer && referrerUsable ? { wallet: referrer, accountUsable: true } : null;
        return depositTransaction({
          staker: wallet,
          pool: { ...pool, address: poolAddress },
          programId,
          referrer: named,
          lamports,
          recentBlockhash,
        }).bytes;
      },
    };
  },
};
