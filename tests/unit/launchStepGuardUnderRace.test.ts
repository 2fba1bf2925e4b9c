import { describe, expect, it } from 'vitest';
import { launchAttacker } from '../support/launchAttacker';
import { launchWorld } from '../support/launchOnLitesvm';
import { firstLaunchStep, inspectLaunchStep, judgeLaunchStep } from '../support/launchStepUnderGuard';
import { networkFeeOf } from '../support/networkFee';

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
  const { plan, step, expectation, compiled } = await firstLaunchStep(world);
  // After the plan: the address receives dust (the attacker's transaction moves the chain to a new blockhash, which the step is compiled on).
  launchAttacker(world.svm, plan.addresses).sendSol(plan.addresses[name], DUST);
  const bytes = await compiled();
  const inspection = await inspectLaunchStep(world, bytes);
  const judge = (expected = expectation()) => judgeLaunchStep(inspection, expected);
  return { world, plan, step, inspection, judge, expectation, fee: networkFeeOf(bytes).fee };
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
