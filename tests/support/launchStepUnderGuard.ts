import { checkLaunchStep, type LaunchStepExpectation } from '../../widget/core/guard/checkLaunchStep';
import type { Inspection } from '../../widget/core/guard/guardTransaction';
import { inEnglish } from '../../widget/core/texts/said';
import type { LaunchPlan, LaunchStep } from '../../widget/launch/planLaunch';
import { previewLaunch, stepTransaction } from '../../widget/launch/runLaunch';
import { decodeTransaction } from '../../widget/solana/decodeTransaction';
import { inspectTransaction } from '../../widget/solana/inspectTransaction';
import { compileOwn } from '../../widget/solana/road/compileOwn';
import { LAUNCH_TERMS, type launchWorld } from './launchOnLitesvm';

type LaunchWorld = ReturnType<typeof launchWorld>;

/**
 * The launch's first step as planned now on `world` (litesvm, the real programs), for the launch step's
 * guard: what the guard is told to expect (`changes` to tell it otherwise), and the step as the road
 * compiles it (measured, priced on the test runtime's market, on a recent blockhash).
 */
export async function firstLaunchStep(world: LaunchWorld) {
  const plan = (await previewLaunch(world.rpc, { wallet: world.wallet.address, terms: LAUNCH_TERMS })) as LaunchPlan;
  const step = plan.steps[0]!;
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
  const compiled = (planned: LaunchStep = step) => compileOwn(world.rpc, stepTransaction(planned, world.wallet.address), 100_000);
  return { plan, step, expectation, compiled };
}

/** What the guard's simulation reads of a transaction from the team's wallet; throws if it refuses to read it. */
export async function inspectLaunchStep(world: LaunchWorld, bytes: Uint8Array): Promise<Inspection> {
  const inspection = await inspectTransaction(world.rpc, decodeTransaction(bytes), [world.wallet.address]);
  if ('refusal' in inspection) throw new Error(inEnglish(inspection.refusal));
  return inspection;
}

/** The launch step's guard on what was read: its accounting when it passes, else its refusal in the words a team reads. */
export function judgeLaunchStep(inspection: Inspection, expected: LaunchStepExpectation) {
  const verdict = checkLaunchStep(inspection, expected);
  return 'refusal' in verdict ? inEnglish(verdict.refusal) : verdict;
}
