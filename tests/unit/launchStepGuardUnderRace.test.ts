import { describe, expect, it } from 'vitest';
import { checkLaunchStep, type LaunchStepExpectation } from '../../widget/core/guard/checkLaunchStep';
import { LAMPORTS_PER_SIGNATURE } from '../../widget/core/amount/stakeLimits';
import { programOf } from '../../widget/core/guard/decodedMessage';
import { priorityFee } from '../../widget/core/guard/priorityFee';
import { PROGRAMS } from '../../widget/core/guard/programs';
import { inEnglish } from '../../widget/core/texts/said';
import type { LaunchPlan } from '../../widget/launch/planLaunch';
import { previewLaunch, stepTransaction } from '../../widget/launch/runLaunch';
import { decodeTransaction } from '../../widget/solana/decodeTransaction';
import { inspectTransaction } from '../../widget/solana/inspectTransaction';
import { compileOwn } from '../../widget/solana/road/compileOwn';
import { launchAttacker } from '../support/launchAttacker';
import { LAUNCH_TERMS, launchWorld } from '../support/launchOnLitesvm';

/** Rent-exempt dust: the least a new System account of no data holds. */
const DUST = 890_880n;

/**
 * The launch step's guard when dust reached an address of step 1 after the plan read the chain (a
 * wallet that changes the step has it simulated again after signing, by which time the dust may be
 * there): on litesvm with the real programs, step 1's shape lands over it, and the guard holds the
 * wallet to the plan's spend exactly, the dust counted as staying in the account. Anything else stays
 * refused.
 */
async function planThenDust(name: 'reserve' | 'mint' | 'managerFee') {
  const world = launchWorld();
  const plan = (await previewLaunch(world.rpc, { wallet: world.wallet.address, terms: LAUNCH_TERMS })) as LaunchPlan;
  const step = plan.steps[0]!;
  // After the plan: the address receives dust (the attacker's transaction moves the chain to a new blockhash, which the step is compiled on).
  launchAttacker(world.svm, plan.addresses).sendSol(plan.addresses[name], DUST);
  const bytes = await compileOwn(world.rpc, stepTransaction(step, world.wallet.address), 100_000);
  const expectation = (changes: Partial<LaunchStepExpectation> = {}): LaunchStepExpectation => ({
    wallet: world.wallet.address,
    instructions: step.instructions,
    fee: step.fee,
    spend: step.spend,
    mint: plan.addresses.mint,
    symbol: LAUNCH_TERMS.symbol,
    tokens: step.tokens,
    creates: step.creates,
    poolAccounts: [plan.addresses.pool, plan.addresses.reserve, plan.addresses.mint],
    ...changes,
  });
  const inspection = await inspectTransaction(world.rpc, decodeTransaction(bytes), [world.wallet.address]);
  if ('refusal' in inspection) throw new Error(inEnglish(inspection.refusal));
  const judge = (expected = expectation()) => {
    const verdict = checkLaunchStep(inspection, expected);
    return 'refusal' in verdict ? inEnglish(verdict.refusal) : verdict;
  };
  const { message } = decodeTransaction(bytes);
  const budget = message.instructions.filter((instruction) => programOf(message, instruction) === PROGRAMS.computeBudget);
  const priority = priorityFee(budget, { builtin: message.instructions.length - budget.length, other: 0 });
  if ('refusal' in priority) throw new Error('no priority fee');
  return { world, plan, step, inspection, judge, expectation, fee: LAMPORTS_PER_SIGNATURE + priority.lamports };
}

describe('the launch step’s guard, dust having reached step 1’s address after the plan', () => {
  it.each(['reserve', 'mint', 'managerFee'] as const)(
    'at the %s: passes, the wallet spending exactly the plan and the fee, the account holding its rent and the dust',
    async (name) => {
      const { judge, step, fee, inspection, plan } = await planThenDust(name);
      expect(judge()).toEqual({ fee, solSpent: step.spend + fee, tokensGained: 0n });
      const created = step.creates.find((account) => account.address === plan.addresses[name])!;
      expect(created.dust).toBe(0n);
      expect(inspection.reading.after.get(created.address)!.lamports).toBe(created.lamports + DUST);
    },
  );

  it('refuses the same step when the plan says the wallet pays one lamport less, or the account should hold one more', async () => {
    const { judge, step, expectation, plan } = await planThenDust('mint');
    expect(judge(expectation({ spend: step.spend - 1n }))).toMatch(
      /^It would take 0\.00\d+ SOL from your wallet; the plan says 0\.00\d+ SOL\.$/,
    );
    const creates = step.creates.map((account) =>
      account.address === plan.addresses.mint
        ? { ...account, lamports: account.lamports + 1n, mostLamports: account.lamports + 1n }
        : account,
    );
    expect(judge(expectation({ creates }))).toBe(`It would leave the account ${plan.addresses.mint} other than planned.`);
  });

  it('refuses when the plan counted more dust than is there (the wallet would pay less than the rent)', async () => {
    const { judge, step, expectation, plan } = await planThenDust('mint');
    const creates = step.creates.map((account) => (account.address === plan.addresses.mint ? { ...account, dust: DUST + 1n } : account));
    expect(judge(expectation({ creates }))).toBe(`It would leave the account ${plan.addresses.mint} other than planned.`);
  });
});
