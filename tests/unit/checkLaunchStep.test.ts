import { Keypair, PublicKey, SystemProgram, TransactionMessage, VersionedTransaction } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { checkLaunchStep, type LaunchStepExpectation } from '../../widget/core/guard/checkLaunchStep';
import { inEnglish } from '../../widget/core/texts/said';
import type { LaunchPlan, LaunchStep } from '../../widget/launch/planLaunch';
import { previewLaunch, stepTransaction } from '../../widget/launch/runLaunch';
import { decodeTransaction } from '../../widget/solana/decodeTransaction';
import { inspectTransaction } from '../../widget/solana/inspectTransaction';
import { launchAttacker } from '../support/launchAttacker';
import { LAUNCH_TERMS, launchWorld } from '../support/launchOnLitesvm';

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
    const clean = (await previewLaunch(world.rpc, { wallet: world.wallet.address, terms: LAUNCH_TERMS })) as LaunchPlan;
    launchAttacker(world.svm, clean.addresses).sendSol(clean.addresses[dustAt], DUST);
  }
  const plan = (await previewLaunch(world.rpc, { wallet: world.wallet.address, terms: LAUNCH_TERMS })) as LaunchPlan;
  const step = plan.steps[0]!;
  const blockhash = await world.rpc.getLatestBlockhash();
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
  const judge = async (bytes: Uint8Array, expected = expectation()) => {
    const inspection = await inspectTransaction(world.rpc, decodeTransaction(bytes), [world.wallet.address]);
    if ('refusal' in inspection) throw new Error(inEnglish(inspection.refusal));
    const verdict = checkLaunchStep(inspection, expected);
    return 'refusal' in verdict ? inEnglish(verdict.refusal) : verdict;
  };
  return { world, plan, step, blockhash, expectation, judge };
}

/** The step's transaction with `extra` instructions after the plan's (a builder that added something). */
function withExtra(step: LaunchStep, wallet: string, blockhash: string, extra: ReturnType<typeof SystemProgram.transfer>) {
  const planned = VersionedTransaction.deserialize(stepTransaction(step, wallet, blockhash));
  const message = TransactionMessage.decompile(planned.message);
  message.instructions.push(extra);
  return new VersionedTransaction(message.compileToV0Message()).serialize();
}

describe('the launch step’s guard', () => {
  it('passes the plan’s step: the wallet spends exactly its rent and fee', async () => {
    const { step, world, blockhash, judge } = await firstStep();
    expect(await judge(stepTransaction(step, world.wallet.address, blockhash))).toEqual({
      fee: step.fee,
      solSpent: step.spend + step.fee,
      tokensGained: 0n,
    });
  });

  it('refuses an instruction the plan does not have (SOL to a stranger)', async () => {
    const { step, world, blockhash, judge } = await firstStep();
    const stranger = Keypair.generate().publicKey;
    const transfer = SystemProgram.transfer({ fromPubkey: new PublicKey(world.wallet.address), toPubkey: stranger, lamports: 1 });
    expect(await judge(withExtra(step, world.wallet.address, blockhash, transfer))).toBe(
      'Its transaction is not the launch step that was planned.',
    );
  });

  it('refuses when the simulation spends other than the plan (one lamport)', async () => {
    const { step, world, blockhash, judge, expectation } = await firstStep();
    expect(await judge(stepTransaction(step, world.wallet.address, blockhash), expectation({ spend: step.spend - 1n }))).toMatch(
      /^It would take 0\.00\d+ SOL from your wallet; the plan says 0\.00\d+ SOL\.$/,
    );
  });

  it('refuses when an account it creates holds other than its planned rent', async () => {
    const { step, world, blockhash, judge, expectation } = await firstStep();
    const [first, ...rest] = step.creates;
    const creates = [{ ...first!, lamports: first!.lamports + 1n }, ...rest];
    expect(await judge(stepTransaction(step, world.wallet.address, blockhash), expectation({ creates }))).toBe(
      `It would leave the account ${first!.address} other than planned.`,
    );
  });

  it('refuses a step whose fee is not the plan’s', async () => {
    const { step, world, blockhash, judge, expectation } = await firstStep();
    expect(await judge(stepTransaction(step, world.wallet.address, blockhash), expectation({ fee: step.fee - 1n }))).toBe(
      'Its transaction is not the launch step that was planned.',
    );
  });

  it.each(['reserve', 'managerFee'] as const)(
    'passes a step that takes over dust at the %s’s address: the wallet pays only the rest of its rent',
    async (dustAt) => {
      const { step, world, blockhash, judge, plan } = await firstStep({ dustAt });
      const taken = step.creates.find((account) => account.address === plan.addresses[dustAt])!;
      expect(taken).toMatchObject({ dust: DUST, lamports: taken.mostLamports });
      expect(await judge(stepTransaction(step, world.wallet.address, blockhash))).toEqual({
        fee: step.fee,
        solSpent: step.spend + step.fee,
        tokensGained: 0n,
      });
    },
  );

  it('refuses a takeover of other dust than planned, and dust the plan does not know of', async () => {
    const { step, world, blockhash, judge, expectation, plan } = await firstStep({ dustAt: 'reserve' });
    const at = step.creates.findIndex((account) => account.address === plan.addresses.reserve);
    const withDust = (dust: bigint) => step.creates.map((account, index) => (index === at ? { ...account, dust } : account));
    const other = `It would leave the account ${plan.addresses.reserve} other than planned.`;
    const bytes = stepTransaction(step, world.wallet.address, blockhash);
    expect(await judge(bytes, expectation({ creates: withDust(DUST + 1n), spend: step.spend - 1n }))).toBe(other);
    expect(await judge(bytes, expectation({ creates: withDust(0n) }))).toBe(other);
  });
});
