import { exitFeesToConfirm } from '../../../core/guard/exitFees';
import { sayRun } from '../../../core/texts/runEnglish';
import { SaidError } from '../../../core/texts/said';
import { sayUnstake } from '../../../core/texts/unstakeEnglish';
import { exitTransaction, type ExitKind } from '../../../solana/exitTransaction';
import { associatedTokenAddress } from '../../../solana/stakeAccounts';
import type { ExitOfferTerms, RouteAsk, RouteName, RouteOffer } from '../route';
import { exitReadingOf, type ExitReading } from './exitReading';

/**
 * A read of the pool that failed (the RPC down, overloaded or cut off), in the way out's own words: no
 * way out of the pool can be priced without it. What the chain said in words (a pool that is not the
 * list's) passes as it is.
 */
export function poolUnreadable(symbol: string) {
  return (error: unknown): never => {
    throw error instanceof SaidError ? error : new SaidError(sayUnstake('exitPoolUnreadable', { symbol }));
  };
}

/** The pool's exit reading for an ask: the pool must be the list's, as the chain has it. */
export async function poolExitReading({ config, entry, pool }: RouteAsk): Promise<ExitReading> {
  const unreadable = poolUnreadable(entry.symbol);
  const reading = pool ? await pool.catch(unreadable) : null;
  if (!reading?.ok) throw new SaidError(sayRun('poolNotFound', { symbol: entry.symbol }));
  return exitReadingOf(config, reading, entry.symbol).catch(unreadable);
}

/**
 * An offer of one of the pool's own exits: its figure is what the program pays, and the program
 * itself refuses to pay less (the `WithdrawSolWithSlippage` or `WithdrawStakeWithSlippage` minimum).
 * Withdrawal fees above the cap, now or scheduled, are for the staker to confirm, never a refusal.
 */
export function poolExitOffer(
  ask: RouteAsk,
  reading: ExitReading,
  route: RouteName,
  lamports: bigint,
  exit: Pick<ExitOfferTerms, 'stakeAccount' | 'arrives' | 'waitSeconds' | 'withdrawable'>,
  kindFor: (wallet: string, signal: AbortSignal) => Promise<ExitKind>,
): RouteOffer {
  const { entry, amount, caps } = ask;
  const { programId, onChain, pool, updateFirst } = reading;
  return {
    route,
    expectedOut: lamports,
    minimumOut: lamports,
    programIds: [programId],
    // The pool account records its manager: a team leaving its own pool is not refused for it.
    setAside: { accounts: [onChain.address], owner: programId },
    exit: {
      ...exit,
      programIds: [programId],
      confirm: exitFeesToConfirm(pool, caps, route === 'instant' ? 'instant' : 'stake').map((fee) => ({ kind: 'fee', fee })),
      closesEmptied: true,
      fee: route === 'instant' ? pool.solWithdrawalFee : pool.stakeWithdrawalFee,
    },
    check: () => null,
    // Our own transaction: the road takes its blockhash and sets its compute budget.
    async build(wallet, signal) {
      const kind = await kindFor(wallet, signal);
      return exitTransaction({
        programId,
        pool: onChain,
        staker: wallet,
        stakerTokenAccount: associatedTokenAddress(wallet, entry.mint, onChain.tokenProgramId),
        poolTokens: amount,
        minimumLamports: lamports,
        exit: kind,
        updateFirst,
      });
    },
  };
}
