import { address, getTransactionDecoder, lamports, type Transaction } from '@solana/kit';
import { StakePoolInstruction } from '@solana/spl-stake-pool';
import { ComputeBudgetProgram, Keypair, PublicKey, SystemProgram, TransactionMessage, VersionedTransaction } from '@solana/web3.js';
import { FailedTransactionMetadata, type LiteSVM } from 'litesvm';
import { describe, expect, it } from 'vitest';
import { PROGRAMS } from '../../widget/core/guard/programs';
import { readTokenAccount } from '../../widget/core/guard/tokenLayouts';
import { inEnglish } from '../../widget/core/texts/said';
import { decodeStakePool } from '../../widget/core/stakePool/stakePool';
import { METAPLEX_CREATE_FEE } from '../../widget/core/stakePool/tokenMetadataLimits';
import { associatedTokenAddress } from '../../widget/solana/stakeAccounts';
import { previewLaunch, type SentStep } from '../../widget/launch/runLaunch';
import type { LaunchPlan } from '../../widget/launch/planLaunch';
import { LAUNCH_TERMS, launchWorld } from '../support/launchOnLitesvm';
import { litesvmStake } from '../support/litesvmStake';
import { SOL } from '../support/stakePoolOnLitesvm';
import { worded } from '../support/worded';

const tokensOf = (world: ReturnType<typeof launchWorld>, account: string) => readTokenAccount(world.read(account)!.data)!.amount;

/** The fixture's Metaplex build charges no create fee: the wallet spends the plan's total less the most it could have been. */
const spentWithoutMetaplexFee = (plan: LaunchPlan) => plan.total - METAPLEX_CREATE_FEE;

/**
 * What the priority fees of sent steps left of the plan's most: the plan counts each step's fee at its
 * most (a signature and the 100,000-lamport cap); the road bids the chain's recent price, and each step
 * pays exactly the fee it asked for.
 */
const unspentFees = (plan: LaunchPlan, sent: readonly SentStep[]) =>
  sent.reduce((sum, step) => sum + plan.steps.find((planned) => planned.kind === step.kind)!.fee - step.fee, 0n);

const planOf = async (world: ReturnType<typeof launchWorld>, terms = LAUNCH_TERMS) => {
  const plan = await previewLaunch(world.rpc, { wallet: world.wallet.address, terms });
  if ('refusal' in plan) throw new Error(inEnglish(plan.refusal));
  return plan;
};

describe('a project team launches its stake pool, on litesvm with the real programs', () => {
  it('the plan, signed by the wallet, creates a live pool: four prompts, each within 1,232 bytes, spending exactly the plan', async () => {
    const world = launchWorld();
    const plan: LaunchPlan = await planOf(world);
    expect(plan.steps.map((step) => step.kind)).toEqual(['accounts', 'pool', 'metadata', 'validator']);
    // Each rent from the chain's Rent sysvar: LIFECYCLE.md's figures, and the team's own token account.
    expect(Object.fromEntries(plan.accounts.map((account) => [account.name, account.lamports]))).toEqual({
      pool: 5_143_440n,
      validatorList: 6_034_320n,
      reserve: 2_282_880n,
      mint: 1_461_600n,
      managerFee: 2_039_280n,
      metadata: 5_616_720n,
      walletTokenAccount: 2_039_280n,
      validatorStake: 1_002_282_880n,
    });
    // One validator, 10 slots: 24,617,520 of rent, 420,000 of fees at their most (four signatures and
    // four priority fees at the 100,000-lamport cap), the first deposit of 1,002,282,880, and the most
    // Metaplex's create fee can add (0.01 SOL), which the fixture's older build does not charge.
    expect(plan.total).toBe(1_027_320_400n + METAPLEX_CREATE_FEE);
    expect(plan.accounts.find((account) => account.name === 'metadata')!.mostLamports).toBe(5_616_720n + METAPLEX_CREATE_FEE);
    const before = world.balance();
    const { end } = await world.launch();
    expect(
      end.phase,
      JSON.stringify(end, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)),
    ).toBe('live');
    if (end.phase !== 'live') return;
    expect(world.wallet.prompts).toBe(4);
    expect(end.sent.map((step) => step.bytes).every((bytes) => bytes <= 1_232)).toBe(true);
    // Each step's fee: its signature and the priority the road bid on the runtime's market, under the plan's most.
    expect(end.sent.every((step) => step.fee > 5_000n && step.fee < 105_000n)).toBe(true);
    expect(before - world.balance()).toBe(spentWithoutMetaplexFee(plan) - unspentFees(plan, end.sent));
    const pool = decodeStakePool(world.read(plan.addresses.pool)!.data);
    expect(pool).toMatchObject({ manager: world.wallet.address, staker: world.wallet.address, poolMint: plan.addresses.mint });
    // The team's first deposit is its own stake, held as the pool token: one token per lamport into the empty pool.
    const deposit = plan.steps.find((step) => step.kind === 'pool')!.deposit;
    expect(deposit).toBe(plan.validatorStakeLamports);
    expect(tokensOf(world, plan.addresses.walletTokenAccount)).toBe(deposit);
    expect(pool.totalLamports).toBe(deposit);
    expect(world.read(plan.addresses.validatorStake)!.lamports).toBe(plan.validatorStakeLamports);
    // Nothing more to do: the plan from the chain now is empty.
    expect((await planOf(world)).steps).toEqual([]);
  });

  it('a team holding 0.05 SOL and the minimum delegation (1 SOL on litesvm) is enough: the pool goes live', async () => {
    const world = launchWorld({ walletLamports: 50_000_000n + SOL });
    const plan = await planOf(world);
    // Even with Metaplex's create fee counted at its most, the plan fits in what the team holds.
    expect(plan.total).toBeLessThan(50_000_000n + SOL);
    const { end } = await world.launch();
    expect(end.phase).toBe('live');
    expect(world.wallet.prompts).toBe(4);
  });

  it('fees at the caps and a referral share: the team’s first deposit still comes back whole, fee and share to its own accounts', async () => {
    const world = launchWorld();
    const terms = {
      ...LAUNCH_TERMS,
      epochFee: { numerator: 20n, denominator: 100n },
      depositFee: { numerator: 1n, denominator: 100n },
      withdrawalFee: { numerator: 1n, denominator: 100n },
      referralPercent: 50,
    };
    const plan = await planOf(world, terms);
    const before = world.balance();
    const { end } = await world.launch(terms);
    if (end.phase !== 'live') throw new Error(end.phase);
    expect(before - world.balance()).toBe(spentWithoutMetaplexFee(plan) - unspentFees(plan, end.sent));
    const deposit = plan.validatorStakeLamports;
    const fee = (deposit + 99n) / 100n;
    const share = fee / 2n;
    expect(tokensOf(world, plan.addresses.walletTokenAccount)).toBe(deposit - fee + share);
    expect(tokensOf(world, plan.addresses.managerFee)).toBe(fee - share);
    expect(decodeStakePool(world.read(plan.addresses.pool)!.data)).toMatchObject({
      epochFee: terms.epochFee,
      solDepositFee: terms.depositFee,
      stakeDepositFee: terms.depositFee,
      solWithdrawalFee: terms.withdrawalFee,
      stakeWithdrawalFee: terms.withdrawalFee,
      solReferralFee: 50,
      stakeReferralFee: 50,
    });
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

  it.each([1, 2, 3])(
    'stopped after step %i (the page reloaded), a new run from the chain finishes: nothing created twice, the spend is the plan’s',
    async (k) => {
      const world = launchWorld();
      const plan = await planOf(world);
      const before = world.balance();
      const first = await world.launch(LAUNCH_TERMS, { stopAfter: k });
      expect(first.end).toMatchObject({ phase: 'cancelled' });
      expect(first.end.phase === 'cancelled' && first.end.sent.map((step) => step.kind)).toEqual(
        plan.steps.slice(0, k).map((step) => step.kind),
      );
      // The plan rebuilt from the chain holds only the steps left, and costs what the first plan said they would.
      const rest = await planOf(world);
      expect(rest.steps.map((step) => step.kind)).toEqual(plan.steps.slice(k).map((step) => step.kind));
      // Once the metadata step landed (k = 3), the fee it could have charged is out of the rest's total;
      // what the landed steps' priority fees left of their most is out of it too.
      const firstSent = first.end.phase === 'cancelled' ? first.end.sent : [];
      expect(before - world.balance() + rest.total).toBe(
        (k < 3 ? plan.total : spentWithoutMetaplexFee(plan)) - unspentFees(plan, firstSent),
      );
      const second = await world.launch();
      if (second.end.phase !== 'live') throw new Error(second.end.phase);
      expect(second.end.sent).toHaveLength(4 - k);
      expect(world.wallet.prompts).toBe(4);
      expect(before - world.balance()).toBe(spentWithoutMetaplexFee(plan) - unspentFees(plan, [...firstSent, ...second.end.sent]));
      for (const account of plan.accounts) expect(world.read(account.address)?.owner, account.name).toBe(account.owner);
    },
  );

  it('a prompt rejected in the wallet at step 3: nothing of it is sent, and the next run continues from there', async () => {
    const world = launchWorld();
    const plan = await planOf(world);
    const before = world.balance();
    const states: string[] = [];
    const reject = world.wallet.signTransaction.bind(world.wallet);
    world.wallet.signTransaction = async (bytes: Uint8Array) => {
      world.wallet.refuse = world.wallet.prompts === 2;
      return reject(bytes);
    };
    const first = await world.launch();
    states.push(first.end.phase);
    expect(worded(first.end)).toMatchObject({
      phase: 'cancelled',
      message: 'Cancelled in your wallet. What landed stays; create on Solana again to continue where it stopped.',
    });
    if (first.end.phase !== 'cancelled') throw new Error(first.end.phase);
    expect(first.end.sent.map((step) => step.kind)).toEqual(['accounts', 'pool']);
    const [accounts, pool] = first.end.sent;
    expect(before - world.balance()).toBe(plan.steps[0]!.spend + accounts!.fee + plan.steps[1]!.spend + pool!.fee);
    world.wallet.refuse = false;
    world.wallet.signTransaction = reject;
    const second = await world.launch();
    if (second.end.phase !== 'live') throw new Error(second.end.phase);
    expect(world.wallet.prompts).toBe(5);
    expect(before - world.balance()).toBe(spentWithoutMetaplexFee(plan) - unspentFees(plan, [...first.end.sent, ...second.end.sent]));
  });
});

describe('a wallet that changes what it signs', () => {
  it('adds a transfer of its own: the changed step is refused, nothing is sent, nothing spent', async () => {
    const world = launchWorld();
    const before = world.balance();
    world.wallet.signTransaction = async (bytes: Uint8Array) => {
      world.wallet.prompts++;
      const message = TransactionMessage.decompile(VersionedTransaction.deserialize(bytes).message);
      message.instructions.push(
        SystemProgram.transfer({ fromPubkey: world.wallet.keypair.publicKey, toPubkey: Keypair.generate().publicKey, lamports: 1_000_000 }),
      );
      const changed = new VersionedTransaction(message.compileToV0Message());
      changed.sign([world.wallet.keypair]);
      return changed.serialize();
    };
    const { end } = await world.launch();
    expect(worded(end)).toMatchObject({
      phase: 'failed',
      message: 'Your wallet changed the transaction it signed, so it was not sent.',
      sent: [],
    });
    expect(world.balance()).toBe(before);
  });
});

describe('a wallet that raises the priority price', () => {
  /** A wallet that sets its own price on every step it signs, keeping the road's limit. */
  const raising = (world: ReturnType<typeof launchWorld>, microLamports: number) => {
    world.wallet.signTransaction = async (bytes: Uint8Array) => {
      world.wallet.prompts++;
      const message = TransactionMessage.decompile(VersionedTransaction.deserialize(bytes).message);
      message.instructions[1] = ComputeBudgetProgram.setComputeUnitPrice({ microLamports });
      const changed = new VersionedTransaction(message.compileToV0Message());
      changed.sign([world.wallet.keypair]);
      return changed.serialize();
    };
  };

  it('within the plan’s most: checked again whole, sent, and each step spends exactly the fee it asked for', async () => {
    const world = launchWorld();
    const plan = await planOf(world);
    const before = world.balance();
    raising(world, 500_000);
    const { end } = await world.launch();
    if (end.phase !== 'live') throw new Error(end.phase);
    // 500,000 micro-lamports a unit: each step's priority fee is half its limit in lamports (the largest,
    // about 97,000 units for the deposit step, whose units vary a little with the wallet's derived
    // addresses), under the plan's most of 100,000.
    expect(end.sent.every((step) => step.fee > 5_000n + 5_000n && step.fee <= plan.steps[0]!.fee)).toBe(true);
    expect(before - world.balance()).toBe(spentWithoutMetaplexFee(plan) - unspentFees(plan, end.sent));
  });

  it('above the plan’s most: that step is refused, nothing of it sent', async () => {
    const world = launchWorld();
    const before = world.balance();
    raising(world, 50_000_000);
    const { end } = await world.launch();
    expect(worded(end)).toMatchObject({
      phase: 'failed',
      message: 'Your wallet changed the transaction it signed, so it was not sent.',
      detail: 'Its transaction is not the launch step that was planned.',
      sent: [],
    });
    expect(world.balance()).toBe(before);
  });
});

describe('terms the launch refuses before anything is signed', () => {
  it.each([
    [{ name: 'n'.repeat(33) }, 'The name is 33 bytes long; Metaplex allows at most 32 bytes (an accented letter counts as 2).'],
    [{ symbol: 'S'.repeat(11) }, 'The symbol is 11 bytes long; Metaplex allows at most 10 bytes.'],
    [{ uri: 'https://example.com/' + 'u'.repeat(181) }, 'The URI is 201 bytes long; Metaplex allows at most 200 bytes.'],
    [
      { depositFee: { numerator: 101n, denominator: 10_000n } },
      "tstSOL's pool keeps 1.01 % of what you put in. We will not stake into it.",
    ],
    [{ withdrawalFee: { numerator: 2n, denominator: 100n } }, "tstSOL's pool keeps 2 % of what you take out. We will not stake into it."],
    [{ epochFee: { numerator: 21n, denominator: 100n } }, "tstSOL's pool keeps 21 % of its rewards. We will not stake into it."],
    [{ epochFee: { numerator: 1n, denominator: 0n } }, 'Each fee must be a share from 0 % to 100 %.'],
    [{ referralPercent: 101 }, 'The referral share must be a whole percent from 0 to 100.'],
    [{ vote: 'not-an-address' }, 'The validator vote account is not a Solana address.'],
    [{ maxValidators: 0 }, 'The largest number of validators must be a whole number from 1 to 1000.'],
  ])('%# %o: said plainly, no prompt, nothing spent', async (change, words) => {
    const world = launchWorld();
    const before = world.balance();
    const { end } = await world.launch({ ...LAUNCH_TERMS, ...change });
    expect(worded(end)).toMatchObject({ phase: 'failed', message: words });
    expect(world.wallet.prompts).toBe(0);
    expect(world.balance()).toBe(before);
  });

  it('a wallet that holds less than the plan: said with both figures, before any prompt', async () => {
    const world = launchWorld({ walletLamports: SOL });
    const { end } = await world.launch();
    expect(String(worded(end.phase === 'failed' ? end.message : ''))).toBe(
      'Your wallet holds 1 SOL; the steps left need 1.0373204 SOL (rent, your first deposit and fees).',
    );
    expect(world.wallet.prompts).toBe(0);
  });

  it('a vote account that is not on the network: refused once the chain is read, before any prompt', async () => {
    const world = launchWorld();
    const { end } = await world.launch({ ...LAUNCH_TERMS, vote: Keypair.generate().publicKey.toBase58() });
    expect(worded(end)).toMatchObject({ phase: 'failed' });
    expect(String(worded(end.phase === 'failed' ? end.message : ''))).toMatch(/^There is no vote account at \w+ on this network\.$/);
    expect(world.wallet.prompts).toBe(0);
  });
});

describe('a launch begun with other terms is not continued silently', () => {
  /** The refusal a new plan gives once `stopAfter` steps of the first launch landed, before any prompt. */
  const refusalAfter = async (stopAfter: number, changed: Partial<typeof LAUNCH_TERMS>) => {
    const world = launchWorld();
    await world.launch(LAUNCH_TERMS, stopAfter < 4 ? { stopAfter } : {});
    const prompts = world.wallet.prompts;
    const plan = await previewLaunch(world.rpc, { wallet: world.wallet.address, terms: { ...LAUNCH_TERMS, ...changed } });
    expect(world.wallet.prompts).toBe(prompts);
    return 'refusal' in plan ? inEnglish(plan.refusal) : 'planned';
  };

  it('other fees once the pool exists: said with the pool’s own fees', async () => {
    expect(await refusalAfter(2, { epochFee: { numerator: 10n, denominator: 100n } })).toMatch(
      /^Your wallet already began a pool at \w+ with other fees: epoch 5 %, deposit 0 %, withdrawal 0\.1 %, referral share 0 %\. A wallet launches one pool: choose the same terms to continue it, or launch from another wallet\.$/,
    );
    expect(await refusalAfter(2, { referralPercent: 50 })).toMatch(/with other fees/);
  });

  it('another size of the validator list, another token once its metadata exists, another validator once it is added', async () => {
    expect(await refusalAfter(2, { maxValidators: 11 })).toMatch(/^Your wallet already began a pool at \w+ with room for 10 validators\./);
    expect(await refusalAfter(3, { symbol: 'otherSOL' })).toMatch(
      new RegExp(`whose token is ${LAUNCH_TERMS.name} \\(${LAUNCH_TERMS.symbol}\\) at ${LAUNCH_TERMS.uri.replace(/[.?]/g, '\\$&')}\\.`),
    );
    expect(await refusalAfter(4, { vote: Keypair.generate().publicKey.toBase58() })).toMatch(
      new RegExp(`that stakes with the validator ${LAUNCH_TERMS.vote}\\.`),
    );
  });

  it('the same terms continue it, and a live pool plans nothing more', async () => {
    expect(await refusalAfter(3, {})).toBe('planned');
    expect(await refusalAfter(4, {})).toBe('planned');
  });
});

describe('a node that has not seen the step that just landed', () => {
  it('is read at the slot the step landed in, and asked again while it says it is behind: no step is built twice', async () => {
    const reply = (id: number, error: object) =>
      new Response(JSON.stringify({ jsonrpc: '2.0', id, error }), { headers: { 'content-type': 'application/json' } });
    const seen = new Set<number>();
    let behind = 0;
    // The runtime, known once the world is made; the node below only reaches it after that.
    const runtime: { svm?: LiteSVM } = {};
    const world = launchWorld({
      node: (fetch) => async (input, init) => {
        const body = JSON.parse(String(init?.body)) as { id: number; method: string; params: [unknown, { minContextSlot?: number }?] };
        const slot = body.params[1]?.minContextSlot;
        // The first read that names a slot is answered as a node one slot behind answers it.
        if (body.method === 'getMultipleAccounts' && slot !== undefined && !seen.has(slot)) {
          seen.add(slot);
          behind++;
          return reply(body.id, { code: -32016, message: 'Minimum context slot has not been reached' });
        }
        const answer = await fetch(input, init);
        // Each transaction lands in a slot of its own, as on a cluster.
        if (body.method === 'sendTransaction') runtime.svm!.warpToSlot(runtime.svm!.getClock().slot + 1n);
        return answer;
      },
    });
    runtime.svm = world.svm;
    const plan = await planOf(world);
    const before = world.balance();
    const { end } = await world.launch();
    if (end.phase !== 'live') throw new Error(end.phase);
    expect(world.wallet.prompts).toBe(4);
    expect(before - world.balance()).toBe(spentWithoutMetaplexFee(plan) - unspentFees(plan, end.sent));
    // Four steps landed in four slots, and each plan after one was read at its slot, waiting out the "not yet".
    expect(behind).toBe(4);
  });
});
