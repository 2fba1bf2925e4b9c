import { describe, expect, it } from 'vitest';
import { landedFollower, planCost, poolStepperLines } from '../../site/logic/poolActionView';
import { feeChangeProblem, feeChangeTiming } from '../../site/logic/poolForms';
import { poolRate, scheduledFee } from '../../site/logic/poolWords';
import { activatingWords, stakeableValidators, stakeAmountOf, stakeReserveMost } from '../../site/logic/poolStakeForm';
import { storyPool } from '../../stories/YourPoolFixtures';
import type { PoolActionState } from '../../widget/manage/types';
import { STORY_PLANS } from '../../stories/YourPoolFixtures';

/** "Your pool"'s own arithmetic and bookkeeping, apart from any engine: what the page writes and ticks. */
describe('Your pool: the page’s figures', () => {
  it('writes the rate to the lamport, rounded down, and says an empty pool has none', () => {
    expect(poolRate({ symbol: 'orcSOL', decimals: 9, totalLamports: 2_000_000_001n, poolTokenSupply: 3_000_000_000n })).toBe(
      '1 orcSOL = 0.666666667 SOL',
    );
    expect(poolRate({ symbol: null, decimals: 9, totalLamports: 10n, poolTokenSupply: 3n })).toBe('1 pool tokens = 3.333333333 SOL');
    expect(poolRate({ symbol: 'orcSOL', decimals: 9, totalLamports: 0n, poolTokenSupply: 0n })).toBe(
      'No rate yet: the pool has no tokens out.',
    );
  });

  it('says a scheduled fee with its epoch, and none when none waits', () => {
    const now = { numerator: 5n, denominator: 100n };
    expect(scheduledFee({ now, next: { fee: { numerator: 7n, denominator: 100n }, fromEpoch: 814n } })).toBe('7 % from epoch 814');
    expect(scheduledFee({ now, next: null })).toBeNull();
  });

  it('holds a new fee to the caps of its kind, and says when it takes effect', () => {
    expect(feeChangeProblem('epoch', '20')).toBeNull();
    expect(feeChangeProblem('epoch', '20.01')).toBe("At most 20 %: stakers' cards refuse a pool that takes more.");
    expect(feeChangeProblem('stakeDeposit', '1.5')).toBe("At most 1 %: stakers' cards refuse a pool that takes more.");
    expect(feeChangeProblem('solWithdrawal', 'abc')).toBe('Enter a percent from 0 to 100, with at most two decimals');
    expect(feeChangeTiming('solDeposit', 812n)).toBe('A deposit fee changes at once.');
    expect(feeChangeTiming('stakeWithdrawal', 812n)).toMatch(/^Takes effect from epoch 814,/);
  });

  it("sums a plan's most network fee and rent", () => {
    expect(planCost(STORY_PLANS['remove-validator'])).toEqual({ fees: 105_000n, rent: 2_282_880n, total: 2_387_880n });
  });
});

describe('Your pool: stake the reserve’s form', () => {
  it('offers the free SOL less the stake account’s rent, never below nothing, and checks the amount between the minimum and that', () => {
    expect(stakeReserveMost({ reserveSpendableLamports: 3_000_000_000n })).toBe(2_997_717_120n);
    expect(stakeReserveMost({ reserveSpendableLamports: 1_000n })).toBe(0n);
    const pool = storyPool({ reserveSpendableLamports: 3_000_000_000n });
    expect(stakeAmountOf('2.99771712', pool)).toEqual({ lamports: 2_997_717_120n });
    expect(stakeAmountOf('2.997717121', pool)).toEqual({
      problem: "At most 2.99771712 SOL: the reserve keeps its rent and pays the stake account's.",
    });
    expect(stakeAmountOf('0.999999999', pool)).toEqual({ problem: "At least 1 SOL, the Stake program's minimum delegation." });
    expect(stakeAmountOf('one', pool)).toEqual({ problem: 'Enter an amount of SOL, such as 1.5.' });
  });

  it('offers only staking validators with nothing on its way, and says a stake on its way as activating', () => {
    const pool = storyPool();
    expect(stakeableValidators(pool).map((validator) => validator.vote)).toEqual([pool.validators[0]!.vote]);
    expect(activatingWords(pool.validators[0]!)).toBeNull();
    expect(activatingWords(pool.validators[1]!)).toBe(
      "0.00228288 SOL activating (with its account's rent): it joins the stake at the next epoch's update",
    );
    expect(activatingWords({ status: 'deactivating-validator', transientLamports: 5n })).toBe('0.000000005 SOL on the move');
  });
});

describe('Your pool: the stepper', () => {
  const plan = STORY_PLANS.update;
  const [first, second] = plan.steps as [(typeof plan.steps)[0], (typeof plan.steps)[0]];

  it('ticks a step once the run moves on from confirming it, and not when the run stops there', () => {
    const follow = landedFollower();
    expect(follow({ phase: 'confirming', plan, step: first, signature: 's1', trouble: false })).toEqual([]);
    expect(follow({ phase: 'checking', plan, step: second })).toEqual([1]);
    expect(follow({ phase: 'confirming', plan, step: second, signature: 's2', trouble: true })).toEqual([1]);
    // Stopped while the second was confirming: never ticked by the page (the runner's own figures say what landed).
    expect(follow({ phase: 'failed', message: { key: 'x', text: 'x' }, signatures: ['s1', 's2'] })).toEqual([1]);
  });

  it('shows every step: done before the one in hand, waiting after it; stopped where a run ended short', () => {
    const signing: PoolActionState = { phase: 'awaiting-signature', plan, step: second };
    expect(poolStepperLines(plan, signing, []).map(({ status }) => status)).toEqual(['done', 'signing']);
    const cancelled: PoolActionState = { phase: 'cancelled', message: { key: 'x', text: 'x' }, signatures: ['s1'] };
    expect(poolStepperLines(plan, cancelled, [1]).map(({ label, status }) => [label, status])).toEqual([
      ["1 of 2: updating the validators' stakes", 'done'],
      ["2 of 2: updating the pool's balance and fees", 'stopped'],
    ]);
    expect(poolStepperLines(plan, { phase: 'done', plan, signatures: ['s1', 's2'] }, []).map(({ status }) => status)).toEqual([
      'done',
      'done',
    ]);
  });

  it("follows the runner's own plan once it gives one: after a landed step, the steps left keep their numbers and the landed one stands done", () => {
    // The engine renumbers a continued run's plan from its first plan: the step left is still 2 of 2.
    const left = { ...plan, steps: [second], summary: { key: 'x', text: 'x' } };
    const lines = poolStepperLines(plan, { phase: 'checking', plan: left, step: left.steps[0]! }, []);
    expect(lines.map(({ label, status }) => [label, status])).toEqual([
      ["1 of 2: updating the validators' stakes", 'done'],
      ["2 of 2: updating the pool's balance and fees", 'checking'],
    ]);
  });
});
