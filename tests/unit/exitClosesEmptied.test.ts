// Issue 40, point 9: a staker who unstakes everything gets the rent of their emptied picoSOL account
// back. Each of our own ways out (the pool's instant exit, a stake account) runs through the card's
// own unstake owner, exit guard and road on litesvm with the real stake pool program and picoSOL's
// pool; the close rides in the same guarded transaction, and the wallet ends with exactly what the
// choice said, to the lamport. A partial unstake leaves the account open.
import { describe, expect, it } from 'vitest';
import { exitStakeCandidates } from '../../widget/solana/exitStakeAccounts';
import { instantOffer, stakeOffer } from '../support/exitOffers';
import { exitWorld, SOL, STAKE_RENT, staker, STAKER_PICOSOL } from '../support/exitOnLitesvm';
import { litesvmUnstake } from '../support/litesvmUnstake';
import { networkFeeOf } from '../support/networkFee';
import { PICOSOL_LISTED, STAKER, TOKEN_ACCOUNT_RENT } from '../support/stakePoolOnLitesvm';
import { worded } from '../support/worded';

const DEPOSIT = 3n * SOL;

/**
 * The pool with the staker's deposit; what they hold of picoSOL (the fixture's 1 picoSOL and the
 * deposit's) and the rent their account keeps. Its reserve holds 2 SOL more than the pool has counted
 * yet (as after rewards landed in it, before the epoch's update), so it can pay all of that at once.
 */
function heldWorld() {
  const world = exitWorld({ deposit: DEPOSIT });
  const reserve = world.read(world.pool().reserveStake)!;
  world.put({ ...reserve, lamports: reserve.lamports + 2n * SOL });
  const held = world.tokens(STAKER_PICOSOL)!;
  return { world, held, rent: world.balance(STAKER_PICOSOL) };
}

const card = (world: ReturnType<typeof exitWorld>) => litesvmUnstake(world.svm, { user: STAKER, token: PICOSOL_LISTED });
const feeOfLast = (sent: ReturnType<typeof card>['sent']) => networkFeeOf(sent.at(-1)!).fee;

describe('unstaking everything closes the emptied account to the wallet (on litesvm)', () => {
  it('instantly: the pool’s SOL and the account’s rent, less the fee, to the lamport; the account is gone', async () => {
    const { world, held, rent } = heldWorld();
    expect(rent).toBe(TOKEN_ACCOUNT_RENT);
    const predicted = instantOffer(world, held).predicted;
    if (!predicted.ok) throw new Error(`predicted a refusal: ${predicted.refusal}`);
    const before = world.balance(staker);
    const unstaking = card(world);
    const run = await unstaking.unstake(held);
    if (run.end.phase !== 'success') throw new Error(JSON.stringify(worded(run.end)));
    // The choice knew it before the click: all of it, with the account's lamports to come back.
    expect(run.shown).toMatchObject({ held, closeReturns: rent });
    expect(run.shown.offers.find((line) => line.route === 'instant')?.terms.closesEmptied).toBe(true);
    const fee = feeOfLast(unstaking.sent);
    // The guard's accounting counts the account's rent as the staker's before and after (in the wallet):
    // the SOL the exit gives is the pool's figure less the fee, and the wallet holds the rent besides.
    expect(run.end).toMatchObject({ phase: 'success', route: 'instant', simulated: predicted.lamports - fee });
    expect(world.balance(staker) - before).toBe(predicted.lamports + rent - fee);
    expect(world.read(STAKER_PICOSOL)).toBeNull();
  });

  it('as a stake account: the stake account holds its figure, and the wallet gets the rent back (less the stake account’s rent and the fee)', async () => {
    const { world, held, rent } = heldWorld();
    const { predicted } = await stakeOffer(world, held);
    if (!predicted.ok) throw new Error(`predicted a refusal: ${predicted.refusal}`);
    const before = world.balance(staker);
    const unstaking = card(world);
    const run = await unstaking.unstake(held, { route: 'stake-account' });
    const fee = feeOfLast(unstaking.sent);
    expect(run.end).toMatchObject({ phase: 'success', route: 'stake-account' });
    const [first] = await exitStakeCandidates(staker, world.pool().address);
    // One figure: what the choice said the staker will withdraw is what the account holds.
    const line = run.shown.offers.find((offer) => offer.route === 'stake-account')!;
    expect(line.terms.withdrawable).toBe(STAKE_RENT + predicted.lamports);
    expect(world.balance(first!.address)).toBe(line.terms.withdrawable);
    expect(world.balance(staker) - before).toBe(rent - STAKE_RENT - fee);
    expect(world.read(STAKER_PICOSOL)).toBeNull();
  });

  it('a partial unstake leaves the account open with its rent, and pays exactly the pool’s figure', async () => {
    const { world, held, rent } = heldWorld();
    const part = held - 1_000n;
    const predicted = instantOffer(world, part).predicted;
    if (!predicted.ok) throw new Error(`predicted a refusal: ${predicted.refusal}`);
    const before = world.balance(staker);
    const unstaking = card(world);
    const run = await unstaking.unstake(part);
    const fee = feeOfLast(unstaking.sent);
    expect(run.end).toMatchObject({ phase: 'success', route: 'instant', simulated: predicted.lamports - fee });
    expect(world.balance(staker) - before).toBe(predicted.lamports - fee);
    expect(world.tokens(STAKER_PICOSOL)).toBe(1_000n);
    expect(world.balance(STAKER_PICOSOL)).toBe(rent);
  });
});
