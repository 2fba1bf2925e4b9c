import { instantExit } from '../../../core/stakePool/exitArithmetic';
import { SaidError } from '../../../core/texts/said';
import type { StakeRoute } from '../route';
import { exitRefusalText } from './exitRefusalText';
import { poolExitOffer, poolExitReading } from './poolExit';

/**
 * SOL at once from the pool's reserve (`WithdrawSolWithSlippage`): only while the pool has no SOL
 * withdraw authority and the reserve keeps its rent after paying. The figure is the program's, to the
 * lamport: the SOL withdrawal fee taken first in pool tokens, the rest at the pool's rate.
 */
export const instantRoute: StakeRoute = {
  async offer(ask) {
    const reading = await poolExitReading(ask);
    const outcome = instantExit(reading.pool, reading.reserve, ask.amount);
    if (!outcome.ok) throw new SaidError(exitRefusalText(outcome.refusal, ask.entry.symbol));
    return poolExitOffer(ask, reading, 'instant', outcome.lamports, { arrives: 'now', waitSeconds: 0 }, async () => ({ kind: 'instant' }));
  },
};
