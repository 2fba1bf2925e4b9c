// "Your pool" on a real runtime: a pool launched from the launch page (the real stake pool program on
// litesvm), a staker's SOL in it through the card, an epoch ended, and each of the team's actions run
// as the page runs them (readManagedPool, planPoolAction, runPoolAction), down the one road.
import { address } from '@solana/kit';
import { Keypair } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../../widget/core/config/config';
import { MAX_TRANSACTION_BYTES } from '../../widget/core/amount/stakeLimits';
import { inEnglish } from '../../widget/core/texts/said';
import { PROGRAMS } from '../../widget/core/guard/programs';
import { transferCheckedInstruction } from '../../widget/core/stakePool/tokenInstructions';
import { transferInstruction } from '../../widget/core/stakePool/systemInstructions';
import { planPoolAction, readManagedPool, type PoolAction, type PoolActionState } from '../../widget/manage';
import { readPool } from '../../widget/stake/pool/readPool';
import { keypairWallet } from '../support/keypairWallet';
import { litesvmFetch } from '../support/litesvmRpc';
import { litesvmUnstake } from '../support/litesvmUnstake';
import { managedWorld, SOL, type ManagedWorld } from '../support/manageOnLitesvm';

const REWARD = SOL / 10n;
const EPOCH_FEE = { numerator: 5n, denominator: 100n };

const worded = (end: PoolActionState) => ({
  phase: end.phase,
  message: 'message' in end ? inEnglish(end.message) : undefined,
  detail: 'detail' in end && end.detail !== undefined ? inEnglish(end.detail) : undefined,
});
const managed = async (world: ManagedWorld, wallet: string | null = world.wallet.address) => {
  const read = await readManagedPool(world.rpc, world.addresses.pool, wallet);
  if ('refusal' in read) throw new Error(inEnglish(read.refusal));
  return read;
};
const io = (world: ManagedWorld, wallet = world.wallet) => ({ rpc: world.rpc, sign: (bytes: Uint8Array) => wallet.signTransaction(bytes) });
const planOf = async (world: ManagedWorld, action: PoolAction, wallet = world.wallet) => {
  const plan = await planPoolAction(io(world, wallet), world.addresses.pool, wallet.address, action);
  if ('refusal' in plan) throw new Error(inEnglish(plan.refusal));
  return plan;
};
const refusalOf = async (world: ManagedWorld, action: PoolAction, wallet = world.wallet) => {
  const plan = await planPoolAction(io(world, wallet), world.addresses.pool, wallet.address, action);
  return 'refusal' in plan ? inEnglish(plan.refusal) : 'planned';
};
/** Lands `action` and says how it ended; throws when it did not. */
const landed = async (world: ManagedWorld, action: PoolAction) => {
  const run = await world.act(action);
  if (run.end.phase !== 'done') throw new Error(JSON.stringify(worded(run.end)));
  return run.end;
};
/** The epoch fee's tokens as UpdateStakePoolBalance mints them on `reward` lamports (the program's `calc_epoch_fee_amount`). */
const epochFeeTokens = (pool: { totalLamports: bigint; poolTokenSupply: bigint }, reward: bigint) => {
  const feeLamports = (reward * EPOCH_FEE.numerator) / EPOCH_FEE.denominator;
  return (pool.poolTokenSupply * feeLamports) / (pool.totalLamports + reward - feeLamports);
};

describe('Your pool, read', () => {
  it('the pool whole: before its update the last epoch’s figures and "needs update"; after it, the rewards, the epoch fee harvested to the fee account, exact', async () => {
    const world = await managedWorld();
    const launched = world.pool();
    const epoch = world.svm.getClock().epoch;
    const reserve = world.read(world.addresses.reserve)!;
    world.endEpoch(REWARD);

    const before = await managed(world);
    expect(before).toMatchObject({
      address: world.addresses.pool,
      mint: world.addresses.mint,
      symbol: 'tstSOL',
      manager: world.wallet.address,
      walletIsManager: true,
      epoch: epoch + 1n,
      lastUpdateEpoch: epoch,
      needsUpdate: true,
      totalLamports: launched.totalLamports,
      poolTokenSupply: launched.poolTokenSupply,
      // The reserve's lamports above its rent (a stake account's: 2,282,880): the staker's 1 SOL.
      reserveSpendableLamports: reserve.lamports - 2_282_880n,
      stakersTokens: launched.poolTokenSupply,
      harvest: { feeAccount: world.addresses.managerFee, tokens: 0n, lamports: 0n },
      maxValidators: 10,
      // The Stake program's minimum delegation on litesvm (1 SOL) and the stake account's rent.
      validatorStakeLamports: SOL + 2_282_880n,
    });
    expect(before.reserveSpendableLamports).toBe(SOL);
    expect(before.fees).toEqual({
      epoch: { now: EPOCH_FEE, next: null },
      solDeposit: { now: { numerator: 0n, denominator: 0n }, next: null },
      stakeDeposit: { now: { numerator: 0n, denominator: 0n }, next: null },
      solWithdrawal: { now: { numerator: 1n, denominator: 1000n }, next: null },
      stakeWithdrawal: { now: { numerator: 1n, denominator: 1000n }, next: null },
    });
    expect(before.validators).toEqual([
      {
        vote: world.addresses.vote,
        stakeAccount: world.addresses.validatorStake,
        activeLamports: SOL + 2_282_880n,
        transientLamports: 0n,
        status: 'active',
        lastUpdateEpoch: epoch,
      },
    ]);
    // Another wallet reads the same pool, not as its manager.
    expect((await managed(world, Keypair.generate().publicKey.toBase58())).walletIsManager).toBe(false);
    expect((await managed(world, null)).walletIsManager).toBe(false);

    await landed(world, { kind: 'update' });
    const after = await managed(world);
    const feeTokens = epochFeeTokens(launched, REWARD);
    expect(feeTokens).toBeGreaterThan(0n);
    const total = launched.totalLamports + REWARD;
    const supply = launched.poolTokenSupply + feeTokens;
    expect(after).toMatchObject({
      needsUpdate: false,
      lastUpdateEpoch: epoch + 1n,
      totalLamports: total,
      poolTokenSupply: supply,
      stakersTokens: launched.poolTokenSupply,
      harvest: { feeAccount: world.addresses.managerFee, tokens: feeTokens, lamports: (feeTokens * total) / supply },
    });
    expect(world.tokens(world.addresses.managerFee)).toBe(feeTokens);
    expect(after.validators[0]).toMatchObject({ lastUpdateEpoch: epoch + 1n, status: 'active' });
  });

  it('a pool found again from the wallet alone; none for a wallet that launched none', async () => {
    const world = await managedWorld();
    const { findLaunchedPool } = await import('../../widget/manage');
    expect(await findLaunchedPool(world.rpc, world.wallet.address)).toBe(world.addresses.pool);
    expect(await findLaunchedPool(world.rpc, Keypair.generate().publicKey.toBase58())).toBeNull();
  });

  it('an address that is no pool, and a node that lies about the pool, are refused in words', async () => {
    const world = await managedWorld();
    const read = (at: string) => readManagedPool(world.rpc, at, world.wallet.address);
    expect(await read(world.addresses.mint)).toEqual({
      refusal: expect.objectContaining({ text: 'There is no stake pool at {address} on this network.' }),
    });
    // The pool's own count of its supply doubled: its mint says otherwise.
    world.node.lie = (at, data) => {
      if (at !== world.addresses.pool) return null;
      const told = Uint8Array.from(data);
      const view = new DataView(told.buffer);
      // manager, staker, deposit authority (32 each), bump (1), list, reserve, mint, fee account, token program (32 each), total (8): the supply.
      const supplyAt = 1 + 32 * 3 + 1 + 32 * 5 + 8;
      view.setBigUint64(supplyAt, view.getBigUint64(supplyAt, true) * 2n, true);
      return told;
    };
    const lied = await read(world.addresses.pool);
    expect('refusal' in lied && inEnglish(lied.refusal)).toBe(
      `The account ${world.addresses.mint}, as the Solana RPC gives it, does not match what the pool at ${world.addresses.pool} says of it: nothing was planned or signed. Use an RPC you trust.`,
    );
    // Cut short: the program never writes that.
    world.node.lie = (at, data) => (at === world.addresses.pool ? data.subarray(0, 100) : null);
    const cut = await read(world.addresses.pool);
    expect('refusal' in cut && inEnglish(cut.refusal)).toMatch(/in a form the stake pool program never writes/);
  });
});

describe('Your pool, its actions', () => {
  it('update, with six validators: the list in two parts and the totals, three prompts, each transaction within a packet; every validator and the pool updated', async () => {
    const world = await managedWorld({ stake: 6n * SOL });
    const votes = [1, 2, 3, 4, 5].map(() => world.newVote());
    for (const vote of votes) await landed(world, { kind: 'add-validator', vote });
    expect(world.list().validators).toHaveLength(6);
    world.endEpoch(REWARD);
    const epoch = world.svm.getClock().epoch;
    const plan = await planOf(world, { kind: 'update' });
    expect(plan.steps.map((step) => inEnglish(step.title))).toEqual([
      'updating validators 1 to 5 of 6',
      'updating validators 6 to 6 of 6',
      `updating the pool’s totals for epoch ${epoch}`,
    ]);
    expect(inEnglish(plan.summary)).toMatch(
      /^You will sign 3 transactions, with at most 0\.\d+ SOL of network fees and 0 SOL of account deposits\.$/,
    );
    const sentBefore = world.sentBytes.length;
    const prompts = world.wallet.prompts;
    const balance = world.balance();
    const end = await landed(world, { kind: 'update' });
    expect(end.signatures).toHaveLength(3);
    expect(world.wallet.prompts - prompts).toBe(3);
    const sizes = world.sentBytes.slice(sentBefore);
    expect(sizes).toHaveLength(3);
    for (const size of sizes) expect(size).toBeLessThanOrEqual(MAX_TRANSACTION_BYTES);
    // The wallet paid network fees and nothing else: at most the plan's, at least a signature each.
    const spent = balance - world.balance();
    expect(spent).toBeLessThanOrEqual(plan.steps.reduce((sum, step) => sum + step.fee, 0n));
    expect(spent).toBeGreaterThanOrEqual(3n * 5_000n);
    expect(world.list().validators.every((entry) => entry.lastUpdateEpoch === epoch)).toBe(true);
    expect(world.pool().lastUpdateEpoch).toBe(epoch);
    // Done: a second update has nothing to do, and says so.
    expect(await refusalOf(world, { kind: 'update' })).toBe(
      `The pool is already updated for epoch ${epoch}: nothing to do until the next epoch.`,
    );
  });

  it('anyone may update: a wallet that is not the manager lands it, and the epoch fee still goes to the team', async () => {
    const world = await managedWorld();
    world.endEpoch(REWARD);
    const feeTokens = epochFeeTokens(world.pool(), REWARD);
    const someone = keypairWallet();
    world.svm.airdrop(address(someone.address), 10_000_000n as never);
    const run = await world.act({ kind: 'update' }, someone);
    expect(worded(run.end).phase).toBe('done');
    expect(world.tokens(world.addresses.managerFee)).toBe(feeTokens);
  });

  it('add a validator: the minimum delegation and its rent moved from the reserve (the wallet pays only the fee); refused in words when the reserve holds too little, or the validator is in', async () => {
    const world = await managedWorld();
    const vote = world.newVote();
    // The staker's 1 SOL is less than a validator's stake and its rent.
    expect(await refusalOf(world, { kind: 'add-validator', vote })).toBe(
      'Adding a validator moves 1.00228288 SOL from the pool’s reserve to its stake; the reserve holds 1 SOL beyond its rent. Stake more into the pool first.',
    );
    // More SOL in the reserve: lamports beyond the validator's delegation go there at the epoch's update.
    world.endEpoch(REWARD);
    await landed(world, { kind: 'update' });
    world.endEpoch();
    // The update in front: the program refuses a stale pool.
    const plan = await planOf(world, { kind: 'add-validator', vote });
    expect(plan.steps.map((step) => inEnglish(step.title))).toEqual([
      `updating the pool’s totals for epoch ${world.svm.getClock().epoch}`,
      `adding the validator ${vote}`,
    ]);
    expect(plan.steps.map((step) => step.spend)).toEqual([0n, 0n]);
    const reserveBefore = world.read(world.addresses.reserve)!.lamports;
    const balance = world.balance();
    const end = await landed(world, { kind: 'add-validator', vote });
    expect(end.signatures).toHaveLength(2);
    expect(balance - world.balance()).toBeLessThanOrEqual(plan.steps[0]!.fee + plan.steps[1]!.fee);
    const list = world.list().validators;
    expect(list.map((entry) => [entry.voteAccount, entry.status])).toEqual([
      [world.addresses.vote, 'active'],
      [vote, 'active'],
    ]);
    const added = (await managed(world)).validators[1]!;
    expect(world.read(added.stakeAccount)!.lamports).toBe(SOL + 2_282_880n);
    // The reserve gave the new validator's stake.
    expect(world.read(world.addresses.reserve)!.lamports).toBe(reserveBefore - SOL - 2_282_880n);
    expect(await refusalOf(world, { kind: 'add-validator', vote })).toBe(`The validator ${vote} is already in the pool.`);
    const nowhere = Keypair.generate().publicKey.toBase58();
    expect(await refusalOf(world, { kind: 'add-validator', vote: nowhere })).toBe(
      `There is no vote account at ${nowhere} on this network.`,
    );
  });

  it('add a validator to a full list: refused in words before any prompt', async () => {
    const world = await managedWorld({ stake: 2n * SOL, maxValidators: 1 });
    expect(await refusalOf(world, { kind: 'add-validator', vote: world.newVote() })).toBe(
      'The pool’s validator list is full: it holds 1, its most. Remove one before adding another.',
    );
  });

  it('remove a validator: its stake deactivated now; at the next epoch’s update its SOL returns to the reserve and it leaves the list', async () => {
    const world = await managedWorld({ stake: 2n * SOL });
    const vote = world.newVote();
    await landed(world, { kind: 'add-validator', vote });
    expect(await refusalOf(world, { kind: 'remove-validator', vote: Keypair.generate().publicKey.toBase58() })).toMatch(
      /is not in the pool\.$/,
    );
    const plan = await planOf(world, { kind: 'remove-validator', vote });
    expect(plan.steps.map((step) => inEnglish(step.title))).toEqual([`removing the validator ${vote}`]);
    expect(plan.takesEffect && inEnglish(plan.takesEffect)).toBe(
      'The validator’s stake stops now; at the next epoch’s update its SOL returns to the reserve and the validator leaves the list.',
    );
    const total = world.pool().totalLamports;
    await landed(world, { kind: 'remove-validator', vote });
    expect((await managed(world)).validators.map((validator) => validator.status)).toEqual(['active', 'deactivating-validator']);
    expect(await refusalOf(world, { kind: 'remove-validator', vote })).toBe(
      `The validator ${vote} is already leaving the pool: its stake returns to the reserve at the next epoch’s update.`,
    );
    // The last one stays.
    expect(await refusalOf(world, { kind: 'remove-validator', vote: world.addresses.vote })).toBe(
      'The pool’s last validator stays: a pool without one has nowhere to stake. Add another before removing this one.',
    );
    const reserveBefore = world.read(world.addresses.reserve)!.lamports;
    const stakeAccount = (await managed(world)).validators[1]!.stakeAccount;
    const stakeLamports = world.read(stakeAccount)!.lamports;
    world.endEpoch();
    await landed(world, { kind: 'update' });
    expect(world.list().validators.map((entry) => entry.voteAccount)).toEqual([world.addresses.vote]);
    expect(world.read(stakeAccount)).toBeNull();
    expect(world.read(world.addresses.reserve)!.lamports).toBe(reserveBefore + stakeLamports);
    expect(world.pool().totalLamports).toBe(total);
  });

  it('a fee change: the epoch fee scheduled from two epochs on, shown as scheduled on the card’s pool terms, and then in force', async () => {
    const world = await managedWorld();
    const epoch = world.svm.getClock().epoch;
    const value = { numerator: 8n, denominator: 100n };
    const plan = await planOf(world, { kind: 'set-fee', fee: 'epoch', value });
    expect(plan.steps.map((step) => inEnglish(step.title))).toEqual(['setting the epoch fee to 8 %']);
    expect(plan.takesEffect && inEnglish(plan.takesEffect)).toBe(
      `The new fee applies from epoch ${epoch + 2n}, after that epoch’s update: stakers see it coming until then.`,
    );
    await landed(world, { kind: 'set-fee', fee: 'epoch', value });
    expect((await managed(world)).fees.epoch).toEqual({ now: EPOCH_FEE, next: { fee: value, fromEpoch: epoch + 2n } });
    // The card's pool terms, as a staker's card reads the pool: the scheduled share of rewards beside today's.
    const config = resolveConfig({ rpcUrl: 'https://rpc.litesvm.invalid/', fetch: litesvmFetch(world.svm), timeoutMs: 5_000 });
    const entry = {
      mint: world.addresses.mint,
      name: 'tstSOL',
      symbol: 'tstSOL',
      logo_uri: '',
      decimals: 9,
      token_program: world.token.tokenProgram,
      pool: world.token.pool,
    };
    const reading = await readPool(config, entry);
    expect(reading.ok && reading.terms).toMatchObject({ epochFee: EPOCH_FEE, scheduled: { epochFee: value } });
    expect(await refusalOf(world, { kind: 'set-fee', fee: 'epoch', value })).toBe('That fee is already set to 8 %.');

    world.endEpoch();
    await landed(world, { kind: 'update' });
    expect((await managed(world)).fees.epoch).toEqual({ now: EPOCH_FEE, next: { fee: value, fromEpoch: epoch + 2n } });
    world.endEpoch();
    await landed(world, { kind: 'update' });
    expect((await managed(world)).fees.epoch).toEqual({ now: value, next: null });
  });

  it('a deposit fee applies at once; fees past the caps, and a withdrawal fee rising faster than the program allows, are refused in words', async () => {
    const world = await managedWorld();
    const value = { numerator: 5n, denominator: 1000n };
    const plan = await planOf(world, { kind: 'set-fee', fee: 'solDeposit', value });
    expect(plan.takesEffect && inEnglish(plan.takesEffect)).toBe('The new fee applies at once.');
    await landed(world, { kind: 'set-fee', fee: 'solDeposit', value });
    expect((await managed(world)).fees.solDeposit).toEqual({ now: value, next: null });
    expect(world.pool().solDepositFee).toEqual(value);
    expect(await refusalOf(world, { kind: 'set-fee', fee: 'epoch', value: { numerator: 25n, denominator: 100n } })).toBe(
      "tstSOL's pool has set its share of rewards to 25 % from a coming epoch. We will not stake into it.",
    );
    expect(await refusalOf(world, { kind: 'set-fee', fee: 'stakeDeposit', value: { numerator: 2n, denominator: 100n } })).toMatch(
      /^tstSOL's pool keeps 2 % of what you put in\./,
    );
    expect(await refusalOf(world, { kind: 'set-fee', fee: 'solWithdrawal', value: { numerator: 2n, denominator: 1000n } })).toBe(
      'The stake pool program lets a withdrawal fee rise at most by half at a time (to 0.15 % now), or to 0.15 % from none.',
    );
    expect(await refusalOf(world, { kind: 'set-fee', fee: 'epoch', value: { numerator: 2n, denominator: 1n } })).toBe(
      'A fee must be a share from 0 % to 100 %.',
    );
  });

  it('the harvest: the fee account’s tokens moved to the team’s own token account, then taken out as SOL through the card’s Unstake', async () => {
    const world = await managedWorld();
    expect(await refusalOf(world, { kind: 'harvest' })).toBe(
      'Your fee account holds no tstSOL yet: the epoch fee arrives at each epoch’s update.',
    );
    world.endEpoch(REWARD);
    await landed(world, { kind: 'update' });
    const harvest = (await managed(world)).harvest;
    expect(harvest.tokens).toBeGreaterThan(0n);
    const ownBefore = world.tokens(world.teamTokenAccount);
    const plan = await planOf(world, { kind: 'harvest' });
    expect(plan.steps.map((step) => inEnglish(step.title))).toEqual([
      expect.stringMatching(/^moving 0\.\d+ tstSOL to your own token account$/),
    ]);
    await landed(world, { kind: 'harvest' });
    expect(world.tokens(world.addresses.managerFee)).toBe(0n);
    expect(world.tokens(world.teamTokenAccount)).toBe(ownBefore + harvest.tokens);
    expect((await managed(world)).harvest).toEqual({
      walletOwnsFee: true,
      inWallet: false,
      feeAccount: world.addresses.managerFee,
      tokens: 0n,
      lamports: 0n,
    });

    // The card's Unstake counts the team's own token account: the harvest (and its first deposit) go out by the instant exit.
    const team = world.wallet.keypair;
    const solBefore = world.balance();
    const unstaking = litesvmUnstake(world.svm, { user: team, token: world.token });
    const run = await unstaking.unstake(harvest.tokens, { route: 'instant' });
    expect(run.end).toMatchObject({ phase: 'success' });
    expect(world.tokens(world.teamTokenAccount)).toBe(ownBefore);
    expect(world.balance()).toBeGreaterThan(solBefore);
  });

  it('the harvest into a token account the team no longer has: created in the same transaction, the wallet paying exactly its rent (less what someone sent there) and the fee', async () => {
    const world = await managedWorld();
    world.endEpoch(REWARD);
    await landed(world, { kind: 'update' });
    // The team's own account emptied into the fee account (the team's too) and closed.
    const own = world.teamTokenAccount;
    const held = world.tokens(own);
    world.sendAs([
      transferCheckedInstruction({
        source: own,
        mint: world.addresses.mint,
        destination: world.addresses.managerFee,
        owner: world.wallet.address,
        amount: held,
        decimals: 9,
        tokenProgram: PROGRAMS.token,
      }),
      {
        programAddress: PROGRAMS.token,
        accounts: [
          { address: own, signer: false, writable: true },
          { address: world.wallet.address, signer: false, writable: true },
          { address: world.wallet.address, signer: true, writable: false },
        ],
        data: Uint8Array.of(9),
      },
    ]);
    expect(world.read(own)).toBeNull();
    // Someone sends rent-exempt dust (890,880 lamports) to its address: the associated token program creates over them, and they pay that much of its rent.
    world.sendAs([transferInstruction(world.staker.publicKey.toBase58(), own, 890_880n)], world.staker);
    const harvest = world.tokens(world.addresses.managerFee);
    const plan = await planOf(world, { kind: 'harvest' });
    expect(plan.steps.map((step) => step.spend)).toEqual([1_148_400n]);
    expect(inEnglish(plan.summary)).toMatch(/and 0\.0011484 SOL of account deposits\.$/);
    const balance = world.balance();
    await landed(world, { kind: 'harvest' });
    const spent = balance - world.balance();
    expect(spent - 1_148_400n).toBeGreaterThanOrEqual(5_000n);
    expect(spent - 1_148_400n).toBeLessThanOrEqual(plan.steps[0]!.fee);
    expect(world.read(own)!.lamports).toBe(2_039_280n);
    expect(world.tokens(own)).toBe(harvest);
    expect(world.tokens(world.addresses.managerFee)).toBe(0n);
  });

  it('a wallet that is not the manager is refused in words before any prompt', async () => {
    const world = await managedWorld({ stake: 2n * SOL });
    const someone = keypairWallet();
    world.svm.airdrop(address(someone.address), 10_000_000n as never);
    const manager = world.wallet.address;
    const vote = world.newVote();
    const notManager = `Only the pool’s manager (${manager}) can do this; the connected wallet is ${someone.address}.`;
    for (const action of [
      { kind: 'add-validator', vote },
      { kind: 'remove-validator', vote: world.addresses.vote },
      { kind: 'set-fee', fee: 'epoch', value: { numerator: 1n, denominator: 100n } },
    ] as PoolAction[]) {
      expect(await refusalOf(world, action, someone)).toBe(notManager);
      expect(worded((await world.act(action, someone)).end)).toEqual({ phase: 'failed', message: notManager, detail: undefined });
    }
    expect(await refusalOf(world, { kind: 'harvest' }, someone)).toBe(
      `The pool’s fee account ${world.addresses.managerFee} is not the connected wallet’s: only its owner can take its tokens out.`,
    );
    expect(someone.prompts).toBe(0);
  });

  it('a node that says the pool is the connected wallet’s: the plan is checked on the chain before any prompt, and refused', async () => {
    const world = await managedWorld();
    const someone = keypairWallet();
    world.svm.airdrop(address(someone.address), 10_000_000n as never);
    // The pool's manager (its first field) told as the connected wallet.
    world.node.lie = (at, data) => {
      if (at !== world.addresses.pool) return null;
      const told = Uint8Array.from(data);
      told.set(someone.keypair.publicKey.toBytes(), 1);
      return told;
    };
    const run = await world.act({ kind: 'set-fee', fee: 'epoch', value: { numerator: 1n, denominator: 100n } }, someone);
    expect(worded(run.end)).toMatchObject({
      phase: 'failed',
      message: 'Transaction 1 of 1 did not check out on the Solana RPC, so it was not sent to your wallet.',
    });
    expect(someone.prompts).toBe(0);
    expect(world.pool().nextEpochFee).toBeNull();
  });
});

describe('Your pool, resumable', () => {
  /** Each action on a pool one epoch on (its update in front where the action needs it), its first prompt rejected. */
  const cases: [string, (world: ManagedWorld) => PoolAction][] = [
    ['update', () => ({ kind: 'update' })],
    ['add-validator', (world) => ({ kind: 'add-validator', vote: world.newVote() })],
    ['set-fee', () => ({ kind: 'set-fee', fee: 'epoch', value: { numerator: 3n, denominator: 100n } })],
    ['harvest', () => ({ kind: 'harvest' })],
  ];
  it.each(cases)(
    '%s: the wallet rejects, nothing is sent, cancelled in words; run again, it continues and lands',
    async (_name, actionOf) => {
      const world = await managedWorld({ stake: 2n * SOL });
      world.endEpoch(REWARD);
      if (_name === 'harvest') await landed(world, { kind: 'update' });
      const action = actionOf(world);
      const planned = (await planOf(world, action)).steps.length;
      const sent = world.sentBytes.length;
      world.wallet.refuse = true;
      const first = await world.act(action);
      expect(worded(first.end)).toEqual({
        phase: 'cancelled',
        message: 'Cancelled in your wallet. What landed stays; do it again to continue where it stopped.',
        detail: undefined,
      });
      expect(world.sentBytes.length).toBe(sent);
      world.wallet.refuse = false;
      const prompts = world.wallet.prompts;
      const second = await world.act(action);
      expect(second.end.phase).toBe('done');
      expect(world.wallet.prompts - prompts).toBe(planned);
      for (const size of world.sentBytes.slice(sent)) expect(size).toBeLessThanOrEqual(MAX_TRANSACTION_BYTES);
    },
  );

  it('remove-validator: after an update landed and the removal was rejected, a new run sends only the removal', async () => {
    const world = await managedWorld({ stake: 2n * SOL });
    const vote = world.newVote();
    await landed(world, { kind: 'add-validator', vote });
    world.endEpoch();
    const action: PoolAction = { kind: 'remove-validator', vote };
    expect((await planOf(world, action)).steps).toHaveLength(2);
    // The update lands, then the removal's prompt is rejected.
    const wallet = world.wallet;
    wallet.refuseAfter = 1;
    const first = await world.act(action);
    expect(first.end).toMatchObject({ phase: 'cancelled', signatures: [expect.any(String)] });
    wallet.refuseAfter = null;
    const rest = await planOf(world, action);
    expect(rest.steps.map((step) => inEnglish(step.title))).toEqual([`removing the validator ${vote}`]);
    const second = await world.act(action);
    expect(second.end).toMatchObject({ phase: 'done', signatures: [expect.any(String)] });
    expect(world.list().validators[1]!.status).toBe('deactivatingValidator');
  });
});
