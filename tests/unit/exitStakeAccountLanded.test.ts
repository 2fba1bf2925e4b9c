// Issue 40, review points 3 and 8: a stake-account exit says what landed and when it can be withdrawn.
// One split from the pool's reserve (a pool whose validator sits at its floor) is never delegated: its
// choice says "Now", not "In about 2 minutes", and the success carries no wait. A figure that rises
// between the quote shown and the click (offers asked again at the click) is the one the success
// carries: what the stake account holds, as the checked simulation left it and the chain confirms.
// The card's own unstake owner, routes, exit guard and road, on litesvm with the real stake pool program.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inEnglish, type Said } from '../../widget/core/texts/said';
import { exitStakeCandidates } from '../../widget/solana/exitStakeAccounts';
import { submitOf, timeOf, whyOf } from '../../widget/stake/unstakeWords';
import { exitWorld, SOL, staker, STAKER_PICOSOL } from '../support/exitOnLitesvm';
import { litesvmUnstake } from '../support/litesvmUnstake';
import { PICOSOL_LISTED, STAKER } from '../support/stakePoolOnLitesvm';
import { worded } from '../support/worded';

const say = (said: Said) => inEnglish(said);

afterEach(() => vi.restoreAllMocks());

/** The stake account the exit made: the staker's first seeded exit account of the pool. */
async function madeStakeAccount(world: ReturnType<typeof exitWorld>) {
  const [first] = await exitStakeCandidates(staker, world.pool().address);
  return world.balance(first!.address);
}

describe('a stake-account exit says what landed, and when (on litesvm)', () => {
  it('split from the reserve: "Now" on its choice, and a success with no wait, holding what the account holds', async () => {
    const world = exitWorld({ deposit: 3n * SOL, validatorAtFloor: true });
    const held = world.tokens(STAKER_PICOSOL)!;
    const run = await litesvmUnstake(world.svm, { user: STAKER, token: PICOSOL_LISTED }).unstake(held / 2n, { route: 'stake-account' });
    const line = run.shown.offers.find((offer) => offer.route === 'stake-account')!;
    expect(line.terms.waitSeconds).toBe(0);
    expect(say(timeOf(line, say))).toBe('Now');
    expect(say(submitOf(line, say))).toBe('Unstake to a stake account');
    expect(say(whyOf(line))).toBe("The pool's own rate, with no swap: a stake account, not staked, that you withdraw at once");
    if (run.end.phase !== 'success') throw new Error(JSON.stringify(worded(run.end)));
    expect(run.end.stakeAccount).toEqual({ lamports: await madeStakeAccount(world), waitSeconds: 0 });
  });

  it('a figure that rose at the click: the success holds the new figure, what the account holds, not the quote clicked', async () => {
    const world = exitWorld({ deposit: 3n * SOL, validatorAtFloor: true });
    const held = world.tokens(STAKER_PICOSOL)!;
    const run = await litesvmUnstake(world.svm, { user: STAKER, token: PICOSOL_LISTED }).unstake(held / 2n, {
      route: 'stake-account',
      beforeClick: () => {
        // Rewards land and the pool counts them (a tenth more SOL behind each picoSOL), in its reserve.
        const before = world.pool().totalLamports;
        world.changePool((pool) => (pool.totalLamports = pool.totalLamports.muln(11).divn(10)));
        const reserve = world.read(world.pool().reserveStake)!;
        world.put({ ...reserve, lamports: reserve.lamports + (world.pool().totalLamports - before) });
        // The staker looked away for more than the desk's 20 s: the offers are asked again at the click.
        const later = Date.now() + 20_001;
        vi.spyOn(Date, 'now').mockReturnValue(later);
      },
    });
    const clicked = run.shown.offers.find((offer) => offer.route === 'stake-account')!.terms.withdrawable!;
    if (run.end.phase !== 'success') throw new Error(JSON.stringify(worded(run.end)));
    const holds = await madeStakeAccount(world);
    expect(holds).toBeGreaterThan(clicked);
    expect(run.end.stakeAccount).toEqual({ lamports: holds, waitSeconds: 0 });
  });
});
