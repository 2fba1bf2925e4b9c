import { describe, expect, it } from 'vitest';
import { inEnglish } from '../../widget/core/texts/said';
import { decodeStakePool } from '../../widget/core/stakePool/stakePool';
import { previewLaunch } from '../../widget/launch/runLaunch';
import type { LaunchPlan } from '../../widget/launch/planLaunch';
import { LAUNCH_TERMS, launchWorld } from '../support/launchOnLitesvm';

const planOf = async (world: ReturnType<typeof launchWorld>, terms = LAUNCH_TERMS) => {
  const plan = await previewLaunch(world.rpc, { wallet: world.wallet.address, terms });
  if ('refusal' in plan) throw new Error(inEnglish(plan.refusal));
  return plan;
};

describe('a project team launches its stake pool, on litesvm with the real programs', () => {
  it('the plan, signed by the wallet, creates a live pool: four prompts, each within 1,232 bytes, spending exactly the plan', async () => {
    const world = launchWorld();
    const plan: LaunchPlan = await planOf(world);
    expect(plan.steps.map((step) => step.kind)).toEqual(['accounts', 'pool', 'deposit', 'validator']);
    const before = world.balance();
    const { end } = await world.launch();
    expect(end.phase, JSON.stringify(end, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v))).toBe('live');
    if (end.phase !== 'live') return;
    expect(world.wallet.prompts).toBe(4);
    expect(end.sent.map((step) => step.bytes).every((bytes) => bytes <= 1_232)).toBe(true);
    expect(before - world.balance()).toBe(plan.total);
    const pool = decodeStakePool(world.read(plan.addresses.pool)!.data);
    expect(pool).toMatchObject({ manager: world.wallet.address, staker: world.wallet.address, poolMint: plan.addresses.mint });
    console.info(JSON.stringify({ sent: end.sent.map(({ kind, bytes }) => ({ kind, bytes })), total: plan.total.toString(), rent: plan.accounts.map((a) => [a.name, a.lamports.toString()]) }));
  });
});
