import { Keypair, PublicKey, SystemProgram, TransactionMessage, VersionedTransaction } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { launchAttacker } from '../support/launchAttacker';
import { launchWorld } from '../support/launchOnLitesvm';
import { firstLaunchStep, inspectLaunchStep, judgeLaunchStep } from '../support/launchStepUnderGuard';
import { networkFeeOf } from '../support/networkFee';

/** Rent-exempt dust: the least a System account of no data holds. */
const DUST = 890_880n;

/**
 * The launch step's guard on real simulations (litesvm, the real programs): the plan's own first step
 * passes with the exact accounting, and each way a transaction or the accounting can differ from the
 * plan is refused, with the words a team reads.
 */
async function firstStep({ dustAt }: { dustAt?: 'reserve' | 'managerFee' } = {}) {
  const world = launchWorld();
  if (dustAt) {
    const { plan: clean } = await firstLaunchStep(world);
    launchAttacker(world.svm, clean.addresses).sendSol(clean.addresses[dustAt], DUST);
  }
  const { plan, step, compiled, expectation } = await firstLaunchStep(world);
  const judge = async (bytes: Uint8Array, expected = expectation()) => judgeLaunchStep(await inspectLaunchStep(world, bytes), expected);
  return { world, plan, step, compiled, expectation, judge };
}

/** The exact network fee a compiled transaction asks for: its signature and its compute budget's priority fee. */
const feeOf = (bytes: Uint8Array) => networkFeeOf(bytes).fee;

/** The step's transaction with `extra` instructions after the plan's (a builder that added something). */
function withExtra(bytes: Uint8Array, extra: ReturnType<typeof SystemProgram.transfer>) {
  const planned = VersionedTransaction.deserialize(bytes);
  const message = TransactionMessage.decompile(planned.message);
  message.instructions.push(extra);
  return new VersionedTransaction(message.compileToV0Message()).serialize();
}

describe('the launch step’s guard', () => {
  it('passes the plan’s step: the wallet spends exactly its rent and the fee it paid, within the plan’s most', async () => {
    const { step, compiled, judge } = await firstStep();
    const bytes = await compiled(step);
    const fee = feeOf(bytes);
    expect(fee).toBeLessThan(step.fee);
    expect(await judge(bytes)).toEqual({ fee, solSpent: step.spend + fee, tokensGained: 0n });
  });

  it('refuses an instruction the plan does not have (SOL to a stranger)', async () => {
    const { step, world, compiled, judge } = await firstStep();
    const stranger = Keypair.generate().publicKey;
    const transfer = SystemProgram.transfer({ fromPubkey: new PublicKey(world.wallet.address), toPubkey: stranger, lamports: 1 });
    expect(await judge(withExtra(await compiled(step), transfer))).toBe('Its transaction is not the launch step that was planned.');
  });

  it('refuses when the simulation spends other than the plan (one lamport)', async () => {
    const { step, compiled, judge, expectation } = await firstStep();
    expect(await judge(await compiled(step), expectation({ spend: step.spend - 1n }))).toMatch(
      /^It would take 0\.00\d+ SOL from your wallet; the plan says 0\.00\d+ SOL\.$/,
    );
  });

  it('refuses when an account it creates holds other than its planned rent', async () => {
    const { step, compiled, judge, expectation } = await firstStep();
    const [first, ...rest] = step.creates;
    const creates = [{ ...first!, lamports: first!.lamports + 1n }, ...rest];
    expect(await judge(await compiled(step), expectation({ creates }))).toBe(
      `It would leave the account ${first!.address} other than planned.`,
    );
  });

  it('refuses a step whose fee is above the plan’s most', async () => {
    const { step, compiled, judge, expectation } = await firstStep();
    const bytes = await compiled(step);
    expect(await judge(bytes, expectation({ fee: feeOf(bytes) - 1n }))).toBe('Its transaction is not the launch step that was planned.');
  });

  it.each(['reserve', 'managerFee'] as const)(
    'passes a step that takes over dust at the %s’s address: the wallet pays only the rest of its rent',
    async (dustAt) => {
      const { step, compiled, judge, plan } = await firstStep({ dustAt });
      const taken = step.creates.find((account) => account.address === plan.addresses[dustAt])!;
      expect(taken).toMatchObject({ dust: DUST, lamports: taken.mostLamports });
      const bytes = await compiled(step);
      const fee = feeOf(bytes);
      expect(await judge(bytes)).toEqual({ fee, solSpent: step.spend + fee, tokensGained: 0n });
    },
  );

  it('refuses a takeover of other dust than planned, and dust the plan does not know of', async () => {
    const { step, compiled, judge, expectation, plan } = await firstStep({ dustAt: 'reserve' });
    const at = step.creates.findIndex((account) => account.address === plan.addresses.reserve);
    const withDust = (dust: bigint) => step.creates.map((account, index) => (index === at ? { ...account, dust } : account));
    const other = `It would leave the account ${plan.addresses.reserve} other than planned.`;
    const bytes = await compiled(step);
    expect(await judge(bytes, expectation({ creates: withDust(DUST + 1n), spend: step.spend - 1n }))).toBe(other);
    expect(await judge(bytes, expectation({ creates: withDust(0n) }))).toBe(other);
  });
});
