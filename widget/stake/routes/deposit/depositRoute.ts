import { say } from '../../../core/texts/english';
import { SaidError, type Said } from '../../../core/texts/said';
import { createRpcClient } from '../../../api/rpcClient';
import type { StakeRoute } from '../route';
import { depositOutcome, type DepositRefusal } from './depositArithmetic';
import type { DepositUnavailable } from './depositAvailability';
import { depositTransaction } from './depositTransaction';
import { readPool } from './readPool';

/** Why the pool cannot take this deposit, in the staker's words. */
function unavailable(reason: DepositUnavailable | DepositRefusal, symbol: string): Said {
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
 * SOL straight into the project's SPL stake pool (`DepositSolWithSlippage`), at the pool's own rate, in
 * a transaction built here. The offer's figure is exactly what the program will mint to the staker,
 * from the pool read in one call; the guard holds the simulation to it like any other route's, and the
 * program itself refuses to mint the staker less when the transaction lands.
 */
export const depositRoute: StakeRoute = {
  async offer({ config, entry, lamports, referrer }, signal) {
    const reading = await readPool(config, entry, referrer, signal);
    if (!reading.ok) throw new SaidError(unavailable(reading.reason, entry.symbol));
    const { pool, programId, address, terms, referrerUsable } = reading;
    const outcome = depositOutcome(pool, lamports, { referrerIsStaker: !referrerUsable });
    if (!outcome.ok) throw new SaidError(unavailable(outcome.refusal, entry.symbol));
    return {
      route: 'deposit',
      expectedOut: outcome.stakerReceives,
      minimumOut: outcome.stakerReceives,
      programIds: [programId],
      terms,
      check: () => null,
      async build(wallet, signal) {
        const recentBlockhash = await createRpcClient(config).getLatestBlockhash(signal);
        const named = referrer && referrerUsable ? { wallet: referrer, accountUsable: true } : null;
        const pooled = { ...pool, address };
        // The program refuses to give the staker less than was shown (less the referral share, which it does not count).
        const minimumPoolTokens = outcome.stakerPart;
        return depositTransaction({
          staker: wallet,
          pool: pooled,
          programId,
          referrer: named,
          lamports,
          minimumPoolTokens,
          recentBlockhash,
        }).bytes;
      },
    };
  },
};
