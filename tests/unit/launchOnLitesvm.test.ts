import { address, getTransactionDecoder, lamports, type Transaction } from '@solana/kit';
import { StakePoolInstruction } from '@solana/spl-stake-pool';
import { Keypair, PublicKey, TransactionMessage, VersionedTransaction } from '@solana/web3.js';
import { FailedTransactionMetadata } from 'litesvm';
import { describe, expect, it } from 'vitest';
import { PROGRAMS } from '../../widget/core/guard/programs';
import { readTokenAccount } from '../../widget/core/guard/tokenLayouts';
import { inEnglish } from '../../widget/core/texts/said';
import { decodeStakePool } from '../../widget/core/stakePool/stakePool';
import { associatedTokenAddress } from '../../widget/solana/stakeAccounts';
import { previewLaunch } from '../../widget/launch/runLaunch';
import type { LaunchPlan } from '../../widget/launch/planLaunch';
import { LAUNCH_TERMS, launchWorld } from '../support/launchOnLitesvm';
import { litesvmStake } from '../support/litesvmStake';
import { SOL } from '../support/stakePoolOnLitesvm';
import { worded } from '../support/worded';

const tokensOf = (world: ReturnType<typeof launchWorld>, account: string) => readTokenAccount(world.read(account)!.data)!.amount;

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
    expect(
      end.phase,
      JSON.stringify(end, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)),
    ).toBe('live');
    if (end.phase !== 'live') return;
    expect(world.wallet.prompts).toBe(4);
    expect(end.sent.map((step) => step.bytes).every((bytes) => bytes <= 1_232)).toBe(true);
    expect(before - world.balance()).toBe(plan.total);
    const pool = decodeStakePool(world.read(plan.addresses.pool)!.data);
    expect(pool).toMatchObject({ manager: world.wallet.address, staker: world.wallet.address, poolMint: plan.addresses.mint });
    // The team's first deposit is its own stake, held as the pool token: one token per lamport into the empty pool.
    const deposit = plan.steps.find((step) => step.kind === 'deposit')!.deposit;
    expect(deposit).toBe(plan.validatorStakeLamports);
    expect(tokensOf(world, plan.addresses.walletTokenAccount)).toBe(deposit);
    expect(pool.totalLamports).toBe(deposit);
    expect(world.read(plan.addresses.validatorStake)!.lamports).toBe(plan.validatorStakeLamports);
    // Nothing more to do: the plan from the chain now is empty.
    expect((await planOf(world)).steps).toEqual([]);
  });

  it('the new pool then takes a stake through the card’s deposit route (the exact figure) and gives SOL back by WithdrawSol', async () => {
    const world = launchWorld();
    const { end } = await world.launch();
    expect(end.phase).toBe('live');
    const { addresses } = await planOf(world);
    // A staker other than the team: the card's guard refuses a deposit by the pool's own manager (the
    // pool account records them, and a stake may not change an account that records the staker).
    const staker = Keypair.generate();
    world.svm.airdrop(address(staker.publicKey.toBase58()), lamports(3n * SOL));
    const stakerTokens = associatedTokenAddress(staker.publicKey.toBase58(), addresses.mint, PROGRAMS.token);
    const token = {
      mint: addresses.mint,
      symbol: 'tstSOL',
      decimals: 9,
      tokenProgram: PROGRAMS.token,
      pool: { program: 'Spl', pool: addresses.pool },
    };
    const run = await litesvmStake(world.svm, { user: staker, token }).stake(SOL);
    expect(run.preview).toMatchObject({ status: 'ready', route: 'deposit' });
    const shown = run.preview.status === 'ready' ? run.preview.expectedOut : -1n;
    expect(shown).toBe(SOL);
    expect(worded(run.end)).toMatchObject({ phase: 'success', route: 'deposit', received: shown });
    expect(tokensOf(world, stakerTokens)).toBe(shown);

    // WithdrawSol of 0.5 tokens: the program's fee (1/1000, rounded up) to the manager, the rest at the pool's rate.
    const before = decodeStakePool(world.read(addresses.pool)!.data);
    const tokens = 500_000_000n;
    const fee = (tokens + 999n) / 1000n;
    const expected = ((tokens - fee) * before.totalLamports) / before.poolTokenSupply;
    const instruction = StakePoolInstruction.withdrawSol({
      stakePool: new PublicKey(addresses.pool),
      withdrawAuthority: new PublicKey(addresses.withdrawAuthority),
      sourceTransferAuthority: staker.publicKey,
      sourcePoolAccount: new PublicKey(stakerTokens),
      reserveStake: new PublicKey(addresses.reserve),
      destinationSystemAccount: staker.publicKey,
      managerFeeAccount: new PublicKey(addresses.managerFee),
      poolMint: new PublicKey(addresses.mint),
      poolTokens: Number(tokens),
    });
    const message = new TransactionMessage({
      payerKey: staker.publicKey,
      recentBlockhash: world.svm.latestBlockhash(),
      instructions: [instruction],
    });
    const transaction = new VersionedTransaction(message.compileToV0Message());
    transaction.sign([staker]);
    const lamportsBefore = world.svm.getBalance(address(staker.publicKey.toBase58()))!;
    const feeTokensBefore = tokensOf(world, addresses.managerFee);
    const outcome = world.svm.sendTransaction(getTransactionDecoder().decode(transaction.serialize()) as Transaction);
    expect(outcome instanceof FailedTransactionMetadata ? String(outcome.err()) : 'landed').toBe('landed');
    expect(world.svm.getBalance(address(staker.publicKey.toBase58()))! - lamportsBefore + 5_000n).toBe(expected);
    expect(tokensOf(world, stakerTokens)).toBe(shown - tokens);
    expect(tokensOf(world, addresses.managerFee) - feeTokensBefore).toBe(fee);
  });
});
