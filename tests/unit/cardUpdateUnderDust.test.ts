// The card's update in front of an exit, on a real runtime (the real stake pool program on litesvm),
// with someone's lamports at a validator's transient stake address: the program does not count them
// (no stake account is there), so the card must not either, or the exit it previews is more than the
// pool pays and the guard refuses every exit until someone else updates the pool.
import { describe, expect, it } from 'vitest';
import { transferInstruction } from '../../widget/core/stakePool/systemInstructions';
import { validatorStakePairs } from '../../widget/solana/poolUpdateInstructions';
import { litesvmUnstake } from '../support/litesvmUnstake';
import { managedWorld, SOL } from '../support/manageOnLitesvm';

/** A rent-exempt System account's worth: what anyone may send to any address. */
const DUST = 890_880n;

describe('the card’s update in front, with dust at a transient stake address', () => {
  it('a staker unstakes from a stale pool with dust at its validator’s transient address: the exit lands as shown', async () => {
    const world = await managedWorld();
    const { transientStake } = validatorStakePairs(world.addresses.programId, world.addresses.pool, world.list())[0]!;
    world.sendAs([transferInstruction(world.staker.publicKey.toBase58(), transientStake, DUST)], world.staker);
    world.endEpoch(SOL / 10n);
    expect(world.pool().lastUpdateEpoch).toBeLessThan(world.svm.getClock().epoch);

    const run = await litesvmUnstake(world.svm, { user: world.staker, token: world.token }).unstake(SOL / 2n, { route: 'instant' });
    expect(run.end).toMatchObject({ phase: 'success' });
    expect(world.pool().lastUpdateEpoch).toBe(world.svm.getClock().epoch);
    expect(world.read(transientStake)!.lamports).toBe(DUST);
  });
});
