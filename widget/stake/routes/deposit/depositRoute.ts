import { guardText } from '../../../core/guard/refusals';
import { sayRun } from '../../../core/texts/runEnglish';
import { SaidError, type Said } from '../../../core/texts/said';
import { poolRefusal } from '../../pool/poolRefusal';
import { poolTermsOf } from '../../pool/poolTermsOf';
import type { StakeRoute } from '../route';
import { depositOutcome, type DepositRefusal } from './depositArithmetic';
import { depositOpen, type DepositUnavailable } from './depositAvailability';
import { depositTransaction } from './depositTransaction';

/** Why the pool cannot take this deposit, in the staker's words. */
function unavailable(reason: DepositUnavailable | DepositRefusal, symbol: string): Said {
  switch (reason) {
    case 'stale':
      return sayRun('poolUpdating', { symbol });
    case 'deposit-authority':
      return sayRun('poolClosedToDeposits', { symbol });
    case 'too-small':
      return sayRun('depositTooSmall', { symbol });
    case 'too-large':
      return guardText.depositTooLarge(symbol);
    default:
      // The list's pool is not this token's pool on chain (or cannot be read): never deposit into it.
      return sayRun('poolNotFound', { symbol });
  }
}

/**
 * SOL straight into the project's SPL stake pool (`DepositSolWithSlippage`), at the pool's own rate, in
 * a transaction built here. The offer's figure is exactly what the program will mint to the staker,
 * from the pool read once for every route; the guard holds the simulation to it like any other
 * route's, and the program itself refuses to mint the staker less when the transaction lands. A pool not
 * yet updated this epoch is updated in the same transaction where its update fits (one validator), and
 * the figure is the pool as that update leaves it; where it does not fit, the pool is said to be updating.
 */
export const depositRoute: StakeRoute = {
  async offer({ config, entry, amount: lamports, referrer, pool: poolRead, caps }) {
    if (!poolRead) throw new SaidError(unavailable('missing', entry.symbol));
    const reading = await poolRead;
    // A fee above the caps refuses the token for every route: said before why this one cannot serve.
    const refusal = poolRefusal(reading, caps, entry.symbol);
    if (refusal) throw new SaidError(refusal);
    if (!reading.ok) throw new SaidError(unavailable(reading.reason, entry.symbol));
    const { programId, address, referrerUsable, currentEpoch } = reading;
    const open = depositOpen(reading.pool, currentEpoch);
    if (!open.ok && open.reason !== 'stale') throw new SaidError(unavailable(open.reason, entry.symbol));
    // Stale: two more reads (the update's accounts), shared by every amount's offer; said to be updating when the update does not fit.
    // Its code is loaded then only: every card loads this route, few meet a stale pool.
    const { pool, updateFirst } = open.ok
      ? { pool: reading.pool, updateFirst: null }
      : await import('../../pool/poolUpdateReading').then(({ poolUpdateReadingOf }) => poolUpdateReadingOf(config, reading, entry.symbol));
    const outcome = depositOutcome(pool, lamports, { referrerIsStaker: !referrerUsable });
    if (!outcome.ok) throw new SaidError(unavailable(outcome.refusal, entry.symbol));
    // The figure is the staker's own part, which the program itself enforces (DepositSolWithSlippage).
    // A referral share that comes back to the staker is not: the manager may set it to 0 at once, so it
    // is a bonus the success names, never part of what was promised.
    return {
      route: 'deposit',
      expectedOut: outcome.stakerPart,
      minimumOut: outcome.stakerPart,
      programIds: [programId],
      // The pool account records its manager: a team staking into its own pool is not refused for it.
      setAside: { accounts: [address], owner: programId },
      // The terms of the pool the deposit goes into: after its update, the rate its epoch fee left.
      terms: updateFirst ? poolTermsOf(pool, entry.decimals) : reading.terms,
      check: () => null,
      // Our own transaction: the road takes its blockhash and sets its compute budget.
      async build(wallet) {
        const named = referrer && referrerUsable ? { wallet: referrer, accountUsable: true } : null;
        const pooled = { ...pool, address };
        // The program refuses to give the staker less than was shown.
        const minimumPoolTokens = outcome.stakerPart;
        return depositTransaction({
          staker: wallet,
          pool: pooled,
          programId,
          referrer: named,
          lamports,
          minimumPoolTokens,
          updateFirst,
        }).transaction;
      },
    };
  },

  termsNow(reading) {
    if (!reading.ok) return { unavailable: reading.reason };
    const open = depositOpen(reading.pool, reading.currentEpoch);
    // A stale pool is updated in front of the deposit where the update fits: its terms hold. Whether it
    // fits needs the validator list, which the pool read does not hold; where it does not, the card says so.
    return open.ok || open.reason === 'stale' ? reading.terms : { unavailable: open.reason };
  },
};
