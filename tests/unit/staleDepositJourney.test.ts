import { describe, expect, it } from 'vitest';
import { depositOutcome } from '../../widget/stake/routes/deposit/depositArithmetic';
import { depositTransaction } from '../../widget/stake/routes/deposit/depositTransaction';
import { compiledAt, FIXED_LIMITS } from '../support/fixedBudget';
import { updateInstructions } from '../../widget/solana/poolUpdateInstructions';
import { PICOSOL_LISTED, PROGRAM_ID, STAKER, STAKER_PICOSOL, SOL } from '../support/stakePoolOnLitesvm';
import { exitWorld, VALIDATOR_STAKE, type ExitWorld } from '../support/exitOnLitesvm';
import { DEPOSIT_BEFORE_PROMPT, litesvmStake } from '../support/litesvmStake';
import { withSecondValidator } from '../support/secondValidator';
import { worded } from '../support/worded';

/**
 * A stake into picoSOL's pool one epoch after its last update, as a card runs it on a real Solana
 * runtime with the real stake pool program (no aggregator key: the swap answers 401). The program
 * refuses a deposit into a pool not updated this epoch; a one-validator pool's update fits in front of
 * the deposit, so the card puts it there and prices the deposit on the pool as the update leaves it.
 */

/** picoSOL's pool (with its validator's stake account) one epoch on, its validator `reward` lamports richer. */
function staleWorld(reward: bigint): ExitWorld {
  const world = exitWorld({ deposit: 0n });
  const stake = world.read(VALIDATOR_STAKE.address)!;
  world.put({ ...stake, lamports: stake.lamports + reward });
  world.setEpoch(2n);
  return world;
}

describe('a deposit into a pool not updated this epoch, the update in front', () => {
  it.each([
    ['no rewards', 0n, 1_372n],
    ['3 SOL of validator rewards', 3n * SOL, 1_667n],
  ])('%s: 1 SOL, and exactly the figure shown arrives', async (_name, reward, priority) => {
    const world = staleWorld(reward);
    const before = world.pool();
    const managerBefore = world.tokens(before.managerFeeAccount)!;
    const stakerBefore = world.tokens(STAKER_PICOSOL)!;
    const solBefore = world.balance(STAKER.publicKey.toBase58());
    const run = await litesvmStake(world.svm, { user: STAKER, token: PICOSOL_LISTED }).stake(SOL);
    expect(run.preview).toMatchObject({ status: 'ready', route: 'deposit' });
    const shown = run.preview.status === 'ready' ? run.preview.expectedOut : -1n;
    expect(run.end).toMatchObject({ phase: 'success', route: 'deposit', simulated: shown, received: shown });
    expect(world.tokens(STAKER_PICOSOL)! - stakerBefore).toBe(shown);
    // The staker pays the SOL and the fee the guard allowed, nothing more: the update's compute units
    // ride in the priority fee the road bid on what the whole transaction consumed (41,615 units, 54,446
    // with the validator's rewards), with the update's room for a validator's stake someone sends to
    // meanwhile (18,000) and 15 % over it all, at the test market's 20,000 micro-lamports a unit.
    expect(solBefore - world.balance(STAKER.publicKey.toBase58())).toBe(SOL + 5_000n + priority);
    // The update ran in the same transaction: the pool is of this epoch, its total counts the rewards.
    const after = world.pool();
    expect(after.lastUpdateEpoch).toBe(2n);
    expect(after.lastEpochTotalLamports).toBe(before.totalLamports);
    expect(after.totalLamports).toBe(before.totalLamports + reward + SOL);
    const figure = (pool: typeof before) => {
      const outcome = depositOutcome(pool, SOL, { referrerIsStaker: true });
      if (!outcome.ok) throw new Error(`refused: ${outcome.refusal}`);
      return outcome.stakerPart;
    };
    if (reward === 0n) {
      // Nothing earned: no epoch fee, and the rate is the one read.
      expect(shown).toBe(figure(before));
      expect(after.poolTokenSupply).toBe(
        before.poolTokenSupply + (world.tokens(STAKER_PICOSOL)! - stakerBefore) + (world.tokens(before.managerFeeAccount)! - managerBefore),
      );
    } else {
      // The rewards raise the rate; the epoch fee minted to the manager lowers it again: the figure is
      // below the stale pool's, and above what the rewards alone would give.
      expect(shown).toBeLessThan(figure(before));
      expect(shown).toBeGreaterThan(figure({ ...before, totalLamports: before.totalLamports + reward }));
    }
    // One transaction: the update pair, the staker's account, then the deposit, under the packet size.
    expect(run.sent).toHaveLength(1);
    const sent = run.sent[0]!;
    expect(sent.serialize().length).toBeLessThanOrEqual(1_232);
    const programs = sent.message.compiledInstructions.map((instruction) =>
      sent.message.staticAccountKeys[instruction.programIdIndex]!.toBase58(),
    );
    expect(programs.filter((program) => program === PROGRAM_ID)).toHaveLength(3);
    // 769 bytes: the 727 of update + deposit measured alone, with the staker's account created if missing.
    expect(sent.serialize().length).toBe(769);
    // The stale path adds two reads to the preview, one after the other (the reserve, list and mint;
    // then the validator's stake accounts, named by the list), shared by every amount; none at the click.
    const poolReads = run.previewRequests.filter((request) => request === 'rpc getMultipleAccounts');
    expect(poolReads).toHaveLength(3);
    // At the click, the road's pricing round (a blockhash, what the deposit consumes, its accounts'
    // recent fees), then the guard's: two round trips, as before the road priced it.
    expect(run.roundTrips).toBe(2);
    expect(run.beforePrompt).toEqual(DEPOSIT_BEFORE_PROMPT);
  });

  it.each([0n, 3n * SOL])(
    'the card’s transaction, %i lamports of rewards: the program mints the predicted figure, and refuses a minimum one unit above it',
    (reward) => {
      // Sent outside the road, at the limit the route set itself before the road priced it (the update's added).
      const build = (world: ExitWorld, minimumPoolTokens: bigint) =>
        compiledAt(
          depositTransaction({
            staker: STAKER.publicKey.toBase58(),
            pool: world.poolAsUpdated(2n),
            programId: PROGRAM_ID,
            referrer: null,
            lamports: SOL,
            minimumPoolTokens,
            updateFirst: { list: world.list(), instructions: updateInstructions(PROGRAM_ID, world.pool(), world.list()) },
          }).transaction,
          world.svm.latestBlockhash(),
          FIXED_LIMITS.deposit + FIXED_LIMITS.update,
        );
      const predicted = depositOutcome(staleWorld(reward).poolAsUpdated(2n), SOL, { referrerIsStaker: true });
      if (!predicted.ok) throw new Error(`predicted a refusal: ${predicted.refusal}`);
      const above = staleWorld(reward);
      const refused = above.sendMeasured(build(above, predicted.stakerPart + 1n));
      expect(refused.ok).toBe(false);
      expect(above.pool().lastUpdateEpoch).toBe(1n);
      const world = staleWorld(reward);
      const before = world.tokens(STAKER_PICOSOL)!;
      const landed = world.sendMeasured(build(world, predicted.stakerPart));
      expect(landed).toMatchObject({ ok: true, size: 769 });
      expect(world.tokens(STAKER_PICOSOL)! - before).toBe(predicted.stakerPart);
      // Within the raised limit (140,000) with room: measured 41,615 units, 54,446 with the validator's rewards.
      if (landed.ok) expect(landed.units).toBeLessThan(BigInt(FIXED_LIMITS.deposit + FIXED_LIMITS.update) / 2n);
      expect(refused.ok || refused.logs).toContain('Program log: Error: instruction exceeds desired slippage limit');
    },
  );

  it('the preview waits two rounds more than for a pool of this epoch (the update’s two reads, one after the other)', async () => {
    const fresh = await litesvmStake(exitWorld({ deposit: 0n }).svm, { user: STAKER, token: PICOSOL_LISTED }).stake(SOL);
    const stale = await litesvmStake(staleWorld(0n).svm, { user: STAKER, token: PICOSOL_LISTED }).stake(SOL);
    expect([fresh.preview.status, stale.preview.status]).toEqual(['ready', 'ready']);
    expect(stale.previewRounds - fresh.previewRounds).toBe(2);
  });

  it('a pool of two validators: the update does not fit, and the card falls back with the updating words', async () => {
    const world = staleWorld(0n);
    withSecondValidator(world, world.pool().validatorList);
    const run = await litesvmStake(world.svm, { user: STAKER, token: PICOSOL_LISTED }).stake(SOL);
    expect(worded(run.preview)).toMatchObject({
      status: 'failed',
      reason: "picoSOL's pool is updating for the new epoch. Try again in a few minutes.",
    });
    expect(worded(run.end)).toMatchObject({
      phase: 'failed',
      message: 'The aggregator refused the request: set aggregator-api-key.',
      detail: "picoSOL's pool is updating for the new epoch. Try again in a few minutes.",
    });
    expect(run.sent).toHaveLength(0);
    expect(world.pool().lastUpdateEpoch).toBe(1n);
  });
});
