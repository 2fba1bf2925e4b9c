import { minimumAfterSlippage } from '../../widget/core/amount/stakeLimits';
// The way out as the card's Unstake tab runs it (its own unstake owner, exit routes, exit guard and
// tracker) on litesvm with the real stake pool program and picoSOL's accounts. The figure shown is the
// program's own arithmetic on the pool as read from the chain; the chain then pays exactly that.
import { describe, expect, it, vi } from 'vitest';
import { withdrawSolInstruction } from '../../widget/core/stakePool/withdrawInstructions';
import { compileTransaction } from '../../widget/solana/compileTransaction';
import { exitStakeCandidates } from '../../widget/solana/exitStakeAccounts';
import { FIXED_LIMITS, FIXED_PRICE_MICRO_LAMPORTS } from '../support/fixedBudget';
import { withdrawAuthorityOf } from '../../widget/solana/poolAddresses';
import { instantOffer, stakeOffer } from '../support/exitOffers';
import { exitWorld, PROGRAM_ID, SOL, STAKE_RENT, staker, STAKER_PICOSOL, type ExitWorld } from '../support/exitOnLitesvm';
import { litesvmUnstake } from '../support/litesvmUnstake';
import { PICOSOL_LISTED, STAKER } from '../support/stakePoolOnLitesvm';
import { worded } from '../support/worded';
import { networkFeeOf } from '../support/networkFee';
import type { VersionedTransaction } from '@solana/web3.js';

/**
 * The network fee the last exit sent paid, as its message asks (the guard's arithmetic): a signature
 * and the priority fee the road bid, at the test runtime's 20,000 micro-lamports a unit on a limit
 * from what the exit consumed (instant 22,145 units, a stake account 66,422, the update 18,682 more).
 */
function feeOfLast(sent: readonly VersionedTransaction[]): bigint {
  const { fee, price } = networkFeeOf(sent.at(-1)!);
  expect(price).toBe(20_000n);
  expect(fee).toBeLessThan(5_000n + 100_000n);
  return fee;
}
const card = (world: ExitWorld, options: Omit<Parameters<typeof litesvmUnstake>[1], 'user' | 'token'> = {}) =>
  litesvmUnstake(world.svm, { user: STAKER, token: PICOSOL_LISTED, ...options });

const shownFor = (run: Awaited<ReturnType<ReturnType<typeof litesvmUnstake>['unstake']>>, route: string) =>
  run.shown.offers.find((line) => line.route === route)?.expectedOut;

describe('unstaking through the card, on litesvm', () => {
  // Below the Stake program's minimum delegation (1 SOL here) no stake account can be split off: only the instant exit is offered.
  it.each([
    ['7 picoSOL', 7n * SOL, 1n, ['instant', 'stake-account']],
    ['0.123456789 picoSOL', 123_456_789n, 1n, ['instant']],
    ['3 picoSOL, no SOL withdrawal fee', 3n * SOL, 0n, ['instant', 'stake-account']],
  ])(
    '%s at once from the reserve: the offers side by side, the most SOL now chosen, exactly that paid',
    async (_name, units, feeFactor, routes) => {
      const world = exitWorld();
      world.changePool((pool) => (pool.solWithdrawalFee.numerator = pool.solWithdrawalFee.numerator.muln(Number(feeFactor))));
      const predicted = instantOffer(world, units).predicted;
      if (!predicted.ok) throw new Error('predicted a refusal');
      const before = world.balance(staker);
      const tokensBefore = world.tokens(STAKER_PICOSOL)!;
      const unstaking = card(world);
      const run = await unstaking.unstake(units);
      const fee = feeOfLast(unstaking.sent);
      // The pool's ways out are offered (the swap back's aggregator wants a key); the one paid now is chosen.
      expect(run.shown.offers.map((line) => line.route).sort()).toEqual(routes);
      expect(run.shown.offers.find((line) => line.route === 'stake-account')?.arrives ?? 'after-deactivation').toBe('after-deactivation');
      expect(run.shown.preview).toMatchObject({ status: 'ready', route: 'instant', expectedOut: predicted.lamports });
      expect(run.end).toMatchObject({ phase: 'success', route: 'instant', simulated: predicted.lamports - fee });
      expect(world.balance(staker) - before).toBe(predicted.lamports - fee);
      expect(tokensBefore - world.tokens(STAKER_PICOSOL)!).toBe(units);
      // What the staker holds is read again after the unstake: the presets are of what is left.
      await unstaking.until((state) => state.held === tokensBefore - units);
    },
  );

  it('a stake account at the first seeded address: staked with the shown figure, to the lamport', async () => {
    const world = exitWorld();
    const { predicted } = await stakeOffer(world, 5n * SOL);
    if (!predicted.ok) throw new Error('predicted a refusal');
    const unstaking = card(world);
    const run = await unstaking.unstake(5n * SOL, { route: 'stake-account' });
    expect(shownFor(run, 'stake-account')).toBe(predicted.lamports);
    expect(run.shown.preview).toMatchObject({ status: 'ready', route: 'stake-account', expectedOut: predicted.lamports });
    expect(run.end).toMatchObject({ phase: 'success', route: 'stake-account', simulated: predicted.lamports - feeOfLast(unstaking.sent) });
    const [first] = await exitStakeCandidates(staker, world.pool().address);
    expect(world.balance(first!.address)).toBe(STAKE_RENT + predicted.lamports);
  });

  it('a pool whose deposits all sit in its reserve (just launched): the stake account is split from the reserve, undelegated', async () => {
    const world = exitWorld({ validatorAtFloor: true });
    const { predicted } = await stakeOffer(world, 3n * SOL);
    if (!predicted.ok || predicted.source.kind !== 'reserve') throw new Error('predicted no split from the reserve');
    const unstaking = card(world);
    const run = await unstaking.unstake(3n * SOL, { route: 'stake-account' });
    expect(run.end).toMatchObject({ phase: 'success', route: 'stake-account', simulated: predicted.lamports - feeOfLast(unstaking.sent) });
    const [first] = await exitStakeCandidates(staker, world.pool().address);
    expect(world.balance(first!.address)).toBe(STAKE_RENT + predicted.lamports);
  });

  it('a second stake-account exit takes the next seeded address', async () => {
    const world = exitWorld();
    const unstaking = card(world);
    await unstaking.unstake(2n * SOL, { route: 'stake-account' });
    world.svm.expireBlockhash();
    const run = await unstaking.unstake(2n * SOL, { route: 'stake-account' });
    expect(run.end.phase).toBe('success');
    const [first, second] = await exitStakeCandidates(staker, world.pool().address);
    expect(world.balance(first!.address)).toBeGreaterThan(STAKE_RENT);
    expect(world.balance(second!.address)).toBe(STAKE_RENT + shownFor(run, 'stake-account')!);
  });

  it('a pool not updated this epoch: its update goes in front and the figure is the updated pool’s', async () => {
    const world = exitWorld();
    world.setEpoch(2n);
    const predicted = instantOffer(world, 4n * SOL, { pool: world.poolAsUpdated(2n) }).predicted;
    if (!predicted.ok) throw new Error('predicted a refusal');
    const before = world.balance(staker);
    const unstaking = card(world);
    const run = await unstaking.unstake(4n * SOL);
    expect(run.shown.preview).toMatchObject({ route: 'instant', expectedOut: predicted.lamports });
    // The update's two instructions add the units they consume to the limit the priority fee is paid on.
    const fee = feeOfLast(unstaking.sent);
    expect(networkFeeOf(unstaking.sent.at(-1)!).limit).toBeGreaterThan(22_145 + 18_682);
    expect(run.end).toMatchObject({ phase: 'success', route: 'instant', simulated: predicted.lamports - fee });
    expect(world.balance(staker) - before).toBe(predicted.lamports - fee);
  });

  describe('a withdrawal fee above the cap: the staker confirms the figures before the wallet is asked', () => {
    const raise = (world: ExitWorld) =>
      world.changePool((pool) => (pool.solWithdrawalFee.numerator = pool.solWithdrawalFee.numerator.muln(50)));

    it('not confirmed: nothing is signed or sent', async () => {
      const world = exitWorld();
      raise(world);
      const unstaking = card(world);
      const run = await unstaking.unstake(2n * SOL, { answer: false });
      expect(run.confirmed).toMatchObject({ phase: 'confirm', confirm: [{ kind: 'fee', fee: { scheduled: false } }] });
      expect(worded(run.end)).toEqual({ phase: 'cancelled', message: 'You did not confirm the figures. Nothing was signed.' });
      expect(unstaking.sent).toHaveLength(0);
    });

    it('the wallet goes away while the staker reads them: cancelled, never left waiting, nothing sent', async () => {
      const world = exitWorld();
      raise(world);
      const unstaking = card(world);
      const run = await unstaking.unstake(2n * SOL, { answer: 'leave' });
      expect(worded(run.end)).toEqual({ phase: 'cancelled', message: 'Your wallet disconnected or changed. Nothing was sent.' });
      expect(unstaking.sent).toHaveLength(0);
    });

    it('confirmed: the exit goes ahead and pays exactly what was shown', async () => {
      const world = exitWorld();
      raise(world);
      const predicted = instantOffer(world, 2n * SOL).predicted;
      if (!predicted.ok) throw new Error('predicted a refusal');
      const unstaking = card(world);
      const run = await unstaking.unstake(2n * SOL);
      expect(run.confirmed?.phase).toBe('confirm');
      expect(run.end).toMatchObject({ phase: 'success', simulated: predicted.lamports - feeOfLast(unstaking.sent) });
    });
  });

  it('a withdrawal fee raised after the figure was shown: the program’s minimum makes the simulation fail, nothing sent', async () => {
    const world = exitWorld();
    const unstaking = card(world);
    const run = await unstaking.unstake(2n * SOL, {
      beforeClick: () => world.changePool((pool) => (pool.solWithdrawalFee.numerator = pool.solWithdrawalFee.numerator.muln(5))),
    });
    expect(worded(run.end)).toMatchObject({
      phase: 'failed',
      message: "The exit from picoSOL's pool did not check out on the Solana RPC. Nothing was signed.",
      detail: expect.stringMatching(/^It fails when the Solana RPC simulates it/),
    });
    expect(unstaking.sent).toHaveLength(0);
  });

  it('the figure shown is older than 20 s and the fee rose meanwhile: asked again at the click, nothing is built under the old figure', async () => {
    const world = exitWorld();
    const unstaking = card(world);
    const run = await unstaking.unstake(2n * SOL, {
      beforeClick: () => {
        world.changePool((pool) => (pool.solWithdrawalFee.numerator = pool.solWithdrawalFee.numerator.muln(5)));
        // The staker looked away for more than the desk's 20 s.
        const later = Date.now() + 20_001;
        vi.spyOn(Date, 'now').mockReturnValue(later);
      },
    });
    vi.restoreAllMocks();
    expect(worded(run.end)).toMatchObject({
      phase: 'failed',
      message: 'The figures changed since you looked. Nothing was signed: see the new ones, then unstake again.',
    });
    expect(unstaking.sent).toHaveLength(0);
  });

  /** An "aggregator" that routes the swap back through the pool itself, burning `burn` picoSOL. */
  const throughThePool = (world: ExitWorld, burn: bigint) => (user: string) =>
    compileTransaction({
      payer: user,
      recentBlockhash: world.svm.latestBlockhash(),
      computeUnitLimit: FIXED_LIMITS.instant,
      computeUnitPriceMicroLamports: FIXED_PRICE_MICRO_LAMPORTS,
      instructions: [
        withdrawSolInstruction({
          programId: PROGRAM_ID,
          pool: world.pool(),
          withdrawAuthority: withdrawAuthorityOf(PROGRAM_ID, world.pool().address),
          staker: user,
          stakerTokenAccount: STAKER_PICOSOL,
          receiver: user,
          poolTokens: burn,
          minimumLamports: 1n,
        }),
      ],
    });

  it('a swap back guaranteeing more than 1 % under the pool’s own figure: both figures confirmed, then it goes ahead', async () => {
    const world = exitWorld();
    const units = 2n * SOL;
    const predicted = instantOffer(world, units).predicted;
    if (!predicted.ok) throw new Error('predicted a refusal');
    const outAmount = (predicted.lamports * 97n) / 100n;
    const unstaking = card(world, {
      aggregator: { outAmount, minimumOut: outAmount, programIds: [PROGRAM_ID], transaction: throughThePool(world, units) },
    });
    const run = await unstaking.unstake(units, { route: 'swap-back' });
    expect(run.confirmed).toEqual({
      phase: 'confirm',
      confirm: [{ kind: 'below-exit-rate', offered: outAmount, atPoolRate: predicted.lamports }],
    });
    // The aggregator's transaction keeps the compute budget it came with: 60,000 units at 20,000 micro-lamports.
    expect(networkFeeOf(unstaking.sent.at(-1)!)).toEqual({ fee: 5_000n + 1_200n, limit: FIXED_LIMITS.instant, price: 20_000n });
    expect(run.end).toMatchObject({ phase: 'success', route: 'swap-back', simulated: predicted.lamports - 6_200n });
  });

  it('a token no readable pool backs: the swap back has nothing to be measured by, so the staker confirms its own figure', async () => {
    const world = exitWorld();
    const units = 2n * SOL;
    const predicted = instantOffer(world, units).predicted;
    if (!predicted.ok) throw new Error('predicted a refusal');
    const run = await litesvmUnstake(world.svm, {
      user: STAKER,
      // Listed with no pool: only the aggregator serves it.
      token: { ...PICOSOL_LISTED, pool: undefined },
      aggregator: { outAmount: predicted.lamports, programIds: [PROGRAM_ID], transaction: throughThePool(world, units) },
    }).unstake(units, { route: 'swap-back' });
    const minimumOut = minimumAfterSlippage(predicted.lamports);
    expect(run.confirmed).toEqual({ phase: 'confirm', confirm: [{ kind: 'unmeasured', offered: minimumOut }] });
    expect(run.end).toMatchObject({ phase: 'success', route: 'swap-back' });
  });

  it('the list names a pool whose read fails: no way out is offered that nothing measured, and nothing is sent', async () => {
    const world = exitWorld();
    const units = 2n * SOL;
    const unstaking = card(world, {
      aggregator: { outAmount: SOL, programIds: [PROGRAM_ID], transaction: throughThePool(world, units) },
      // Every read of the pool account fails (an overloaded node); the rest of the chain answers.
      beforeRpc: (method, params) =>
        method === 'getMultipleAccounts' && (params[0] as string[]).includes(PICOSOL_LISTED.pool.pool)
          ? new Response('rate limited', { status: 429 })
          : undefined,
    });
    const run = await unstaking.unstake(units);
    expect(run.shown.offers).toEqual([]);
    expect(run.end.phase).toBe('failed');
    expect(unstaking.sent).toHaveLength(0);
  });

  it('a hostile swap back that burns more picoSOL than the amount is refused before the wallet, nothing sent', async () => {
    const world = exitWorld();
    const units = 2n * SOL;
    const predicted = instantOffer(world, units).predicted;
    if (!predicted.ok) throw new Error('predicted a refusal');
    const unstaking = card(world, {
      aggregator: { outAmount: predicted.lamports, programIds: [PROGRAM_ID], transaction: throughThePool(world, 2n * units) },
    });
    const run = await unstaking.unstake(units, { route: 'swap-back' });
    expect(run.shown.offers.map((line) => line.route)).toContain('swap-back');
    expect(worded(run.end)).toMatchObject({
      phase: 'failed',
      message: 'The swap service offered a transaction that is not the swap back you asked for. Nothing was signed.',
      detail: expect.stringMatching(/^It would take 4 picoSOL from your accounts, more than the 2 picoSOL you chose to unstake/),
    });
    expect(unstaking.sent).toHaveLength(0);
  });
});
