// A staker's exit stake accounts after two stake exits on the real SPL stake pool program and the real
// Stake program (litesvm): found again by derivation alone, their phase across epochs, and Deactivate
// then Withdraw through the runner, guarded on the widget's RPC client against the same runtime. The
// transactions are the builders' own; the hostile ones are real transactions the runtime would land.
import { ComputeBudgetProgram, Keypair, SystemProgram, TransactionMessage, VersionedTransaction } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { checkStakeAccountAction, type StakeActionExpectation } from '../../widget/core/guard/checkStakeAccountAction';
import { NEVER } from '../../widget/core/stakePool/stakeAccount';
import { stakeActionInstruction } from '../../widget/core/stakePool/stakeAccountAction';
import { withdrawStakeLamportsInstruction } from '../../widget/core/stakePool/stakeAccountInstructions';
import { readExitStakeAccounts } from '../../widget/exit/readExitStakeAccounts';
import { runStakeAccountAction, type StakeAccountActionState } from '../../widget/exit/runStakeAccountAction';
import { stakeAccountTransaction, type StakeAccountAction } from '../../widget/exit/stakeAccountTransaction';
import { compileTransaction } from '../../widget/solana/compileTransaction';
import { decodeTransaction } from '../../widget/solana/decodeTransaction';
import { exitStakeCandidates } from '../../widget/solana/exitStakeAccounts';
import { FIXED_PRICE_MICRO_LAMPORTS } from '../support/fixedBudget';
import { inspectTransaction } from '../../widget/solana/inspectTransaction';
import { compileOwn } from '../../widget/solana/road/compileOwn';
import { computeUnitLimit, MIN_COMPUTE_UNIT_LIMIT } from '../../widget/solana/road/computeBudget';
import { readU32 } from '../../widget/core/guard/decodedMessage';
import { stakeOffer } from '../support/exitOffers';
import { exitWorld, POOL, SOL, staker, VALIDATOR_STAKE, VOTE, type ExitWorld } from '../support/exitOnLitesvm';
import { keypairWallet } from '../support/keypairWallet';
import { STAKER } from '../support/stakePoolOnLitesvm';
import { worded } from '../support/worded';

/**
 * One signature, and the priority fee the road bids on the test runtime's market (20,000 micro-lamports
 * a unit): a Deactivate's 11,032 units with 15 % room are a 12,687-unit limit, 254 lamports; a
 * Withdraw's 7,814 units take the 10,000-unit floor, 200 lamports.
 */
const DEACTIVATE_FEE = 5_000n + 254n;
const WITHDRAW_FEE = 5_000n + 200n;
/**
 * The runtime's Clock at a slot inside its epoch. litesvm starts far past epoch 1's slots (a warmup
 * schedule: epoch 1 is slots 32 to 95, epoch 2 to 223, epoch 3 to 479), so a warped epoch has no
 * "slots left" until the slot is put in it.
 */
function clockAt(world: ExitWorld, epoch: bigint, slot: bigint) {
  const clock = world.svm.getClock();
  clock.epoch = epoch;
  clock.slot = slot;
  world.svm.setClock(clock);
}

/** The pool after two stake exits by the staker: seed indices 0 and 1, 2 and 3 picoSOL's worth. */
async function afterTwoExits() {
  const world = exitWorld();
  for (const [index, tokens] of [
    [0, 2n * SOL],
    [1, 3n * SOL],
  ] as const) {
    const offer = await stakeOffer(world, tokens, { index });
    const landed = world.sendMeasured(offer.bytes);
    if (!landed.ok) throw new Error(`stake exit ${index} failed: ${landed.error}`);
  }
  const candidates = await exitStakeCandidates(staker, POOL);
  clockAt(world, 1n, 50n);
  return { world, candidates };
}

/** The runner on the widget's RPC client against the runtime, with the staker's own keys as the wallet. */
async function run(
  world: ExitWorld,
  action: StakeAccountAction,
  wallet = keypairWallet(STAKER),
  sleep: (ms: number) => Promise<void> = async () => {},
  maxPriorityFeeLamports?: number,
) {
  const states: StakeAccountActionState['phase'][] = [];
  const end = await runStakeAccountAction(
    {
      rpc: world.rpc,
      sign: (bytes) => wallet.signTransaction(bytes),
      currentWallet: wallet.current,
      track: { sleep },
      maxPriorityFeeLamports,
    },
    { staker, action },
    (state) => states.push(state.phase),
    new AbortController().signal,
  );
  return { end, states, wallet };
}

/** The guard on a transaction as the runner would judge it: the widget's inspection on the runtime. */
async function guard(world: ExitWorld, bytes: Uint8Array, expected: StakeActionExpectation) {
  const inspection = await inspectTransaction(world.rpc, decodeTransaction(bytes), []);
  if ('refusal' in inspection) throw new Error('no inspection');
  return worded(checkStakeAccountAction(inspection, expected));
}

describe('the staker’s exit stake accounts, found again by derivation', () => {
  it('after two stake exits (indices 0 and 1), and again from a fresh read: both listed, active, with their lamports and validator', async () => {
    const { world, candidates } = await afterTwoExits();
    const listed = await readExitStakeAccounts(world.rpc, staker, POOL);
    expect(listed.epoch).toBe(1n);
    expect(listed.nextIndex).toBe(2);
    expect(
      listed.accounts.map(({ index, address, lamports, validator, phase, solFromEpoch }) => ({
        index,
        address,
        lamports,
        validator,
        phase,
        solFromEpoch,
      })),
    ).toEqual(
      [0, 1].map((index) => ({
        index,
        address: candidates[index]!.address,
        lamports: world.balance(candidates[index]!.address),
        validator: VOTE.address,
        phase: 'active',
        solFromEpoch: 2n,
      })),
    );
    // "Becomes SOL" once deactivated now: the 46 slots left in epoch 1, at the nominal 0.4 s (too few slots in to measure).
    expect(listed.accounts.map((account) => account.secondsUntilSol)).toEqual([18, 18]);
    // A reload: nothing kept but the wallet and the pool, the same list.
    expect(await readExitStakeAccounts(world.rpc, staker, POOL)).toEqual(listed);
  });

  it('an account at a derived address whose authority is someone else is not listed, and its index stays taken', async () => {
    const { world, candidates } = await afterTwoExits();
    const ours = world.read(candidates[0]!.address)!;
    const data = Uint8Array.from(ours.data);
    const stranger = Keypair.generate().publicKey.toBytes();
    data.set(stranger, 12); // the staker authority
    data.set(stranger, 44); // the withdraw authority
    world.put({ ...ours, address: candidates[2]!.address, data });
    const listed = await readExitStakeAccounts(world.rpc, staker, POOL);
    expect(listed.accounts.map((account) => account.index)).toEqual([0, 1]);
    expect(listed.nextIndex).toBe(3);
  });

  it('its phase across epochs: active, deactivating once deactivated, inactive (and about 0 s from SOL) an epoch later', async () => {
    const { world, candidates } = await afterTwoExits();
    const stake = candidates[0]!.address;
    const deactivated = await run(world, { kind: 'deactivate', stake });
    expect(deactivated.end.phase).toBe('done');
    const phases = async () => (await readExitStakeAccounts(world.rpc, staker, POOL)).accounts.map((account) => account.phase);
    expect(await phases()).toEqual(['deactivating', 'active']);
    const cooling = (await readExitStakeAccounts(world.rpc, staker, POOL)).accounts[0]!;
    expect(cooling).toMatchObject({ solFromEpoch: 2n, secondsUntilSol: 18 });
    clockAt(world, 2n, 100n);
    const later = await readExitStakeAccounts(world.rpc, staker, POOL);
    // The other, deactivated now, would wait out epoch 2's 124 slots left: about 50 s.
    expect(later.accounts.map((account) => [account.phase, account.secondsUntilSol])).toEqual([
      ['inactive', 0],
      ['active', 50],
    ]);
    expect(later.accounts[1]!.solFromEpoch).toBe(3n);
  });
});

describe('deactivate, then withdraw, through the runner and its guard', () => {
  it('the wallet receives exactly the account’s lamports less the fee; the account is closed and no longer listed', async () => {
    const { world, candidates } = await afterTwoExits();
    const stake = candidates[0]!.address;
    const walletBefore = world.balance(staker);
    const deactivated = await run(world, { kind: 'deactivate', stake });
    expect(deactivated.end).toMatchObject({ phase: 'done', solGained: -DEACTIVATE_FEE });
    expect(deactivated.states).toEqual(['checking', 'awaiting-signature', 'sending', 'confirming', 'done']);
    expect(world.balance(staker)).toBe(walletBefore - DEACTIVATE_FEE);
    const delegation = new DataView(world.read(stake)!.data.buffer).getBigUint64(172, true);
    expect(delegation).toBe(1n);

    // Still cooling down in its deactivation epoch: the simulation says so and nothing is signed.
    const lamports = world.balance(stake);
    const early = await run(world, { kind: 'withdraw', stake, lamports });
    expect(worded(early.end)).toMatchObject({ phase: 'failed', message: expect.stringMatching(/did not check out/) });
    expect(early.wallet.prompts).toBe(0);

    world.setEpoch(2n);
    const before = world.balance(staker);
    const withdrawn = await run(world, { kind: 'withdraw', stake, lamports });
    expect(withdrawn.end).toMatchObject({ phase: 'done', solGained: lamports - WITHDRAW_FEE });
    expect(world.balance(staker) - before).toBe(lamports - WITHDRAW_FEE);
    expect(world.read(stake)).toBeNull();
    const listed = await readExitStakeAccounts(world.rpc, staker, POOL);
    expect(listed.accounts.map((account) => account.index)).toEqual([1]);
    expect(listed.nextIndex).toBe(0);
  });

  it('an exit paid from a pool’s reserve (never delegated): listed inactive at once, withdrawn in the same epoch', async () => {
    const world = exitWorld({ validatorAtFloor: true });
    const offer = await stakeOffer(world, 3n * SOL, { index: 0 });
    expect(world.sendMeasured(offer.bytes)).toMatchObject({ ok: true });
    const [account] = (await readExitStakeAccounts(world.rpc, staker, POOL)).accounts;
    expect(account).toMatchObject({ index: 0, validator: null, phase: 'inactive', solFromEpoch: 1n, secondsUntilSol: 0 });
    const before = world.balance(staker);
    const { end } = await run(world, { kind: 'withdraw', stake: account!.address, lamports: account!.lamports });
    expect(end).toMatchObject({ phase: 'done', solGained: account!.lamports - WITHDRAW_FEE });
    expect(world.balance(staker) - before).toBe(account!.lamports - WITHDRAW_FEE);
    expect(world.read(account!.address)).toBeNull();
  });

  it('a wallet that raises the priority price: checked again whole, sent, and the wallet pays that fee exactly', async () => {
    const { world, candidates } = await afterTwoExits();
    const stake = candidates[0]!.address;
    const wallet = keypairWallet(STAKER);
    wallet.signTransaction = async (bytes: Uint8Array) => {
      wallet.prompts++;
      const message = TransactionMessage.decompile(VersionedTransaction.deserialize(bytes).message);
      message.instructions[1] = ComputeBudgetProgram.setComputeUnitPrice({ microLamports: 100_000 });
      const changed = new VersionedTransaction(message.compileToV0Message());
      changed.sign([STAKER]);
      return changed.serialize();
    };
    const before = world.balance(staker);
    const { end } = await run(world, { kind: 'deactivate', stake }, wallet);
    // 12,687 units at 100,000 micro-lamports: 1,269 lamports of priority fee instead of 254.
    expect(end).toMatchObject({ phase: 'done', solGained: -6_269n });
    expect(before - world.balance(staker)).toBe(6_269n);
  });

  it('an embedder’s lower priority-fee cap: the price is lowered to fit it, and the wallet pays that exact fee', async () => {
    const { world, candidates } = await afterTwoExits();
    const stake = candidates[0]!.address;
    const before = world.balance(staker);
    // A cap of 100 lamports on the Deactivate's 12,687-unit limit: at most 7,882 micro-lamports a unit, 100 lamports.
    const { end } = await run(world, { kind: 'deactivate', stake }, keypairWallet(STAKER), async () => {}, 100);
    expect(end).toMatchObject({ phase: 'done', solGained: -5_100n });
    expect(before - world.balance(staker)).toBe(5_100n);
  });

  it('a tracker that stops once the transaction is sent says so, with the signature, never that it failed', async () => {
    const { world, candidates } = await afterTwoExits();
    const stake = candidates[0]!.address;
    const { end } = await run(world, { kind: 'deactivate', stake }, keypairWallet(STAKER), async () => {
      throw new Error('the page went away');
    });
    expect(worded(end)).toMatchObject({
      phase: 'failed',
      message: 'Your transaction was sent, but we stopped checking it. See it in the explorer before you try again.',
      signature: expect.any(String),
    });
    // It landed all the same: the next read shows the account cooling down.
    expect((await readExitStakeAccounts(world.rpc, staker, POOL)).accounts[0]!.phase).toBe('deactivating');
  });

  it('each fits its compute limit with room, in a small transaction (measured: deactivate 11,032 units, withdraw 7,814)', async () => {
    const { world, candidates } = await afterTwoExits();
    const stake = candidates[0]!.address;
    // As the road compiles them: the limit from the simulation's units, with its margin (or the floor).
    const compiled = (action: StakeAccountAction) => compileOwn(world.rpc, stakeAccountTransaction(action, staker), 100_000);
    const limitOf = (bytes: Uint8Array) => readU32(decodeTransaction(bytes).message.instructions[0]!.data, 1)!;
    const deactivating = await compiled({ kind: 'deactivate', stake });
    const deactivate = world.sendMeasured(deactivating);
    world.setEpoch(2n);
    const withdrawing = await compiled({ kind: 'withdraw', stake, lamports: world.balance(stake) });
    const withdraw = world.sendMeasured(withdrawing);
    if (!deactivate.ok || !withdraw.ok) throw new Error('an action failed');
    expect([deactivate.units, withdraw.units]).toEqual([11_032n, 7_814n]);
    expect([limitOf(deactivating), limitOf(withdrawing)]).toEqual([computeUnitLimit(11_032), MIN_COMPUTE_UNIT_LIMIT]);
    expect([deactivate.size, withdraw.size]).toEqual([294, 336]);
  });
});

describe('hostile stake account transactions are refused', () => {
  it('a Withdraw to another recipient, which the runtime would land: refused before any signature', async () => {
    const { world, candidates } = await afterTwoExits();
    const stake = candidates[1]!.address;
    world.setEpoch(2n);
    // An account never delegated (as from a pool's reserve) is withdrawable at once; make this one so by cooling it first.
    expect((await run(world, { kind: 'deactivate', stake })).end.phase).toBe('done');
    world.setEpoch(3n);
    const lamports = world.balance(stake);
    const thief = Keypair.generate().publicKey.toBase58();
    const bytes = compileTransaction({
      payer: staker,
      recentBlockhash: world.svm.latestBlockhash(),
      computeUnitLimit: 20_000,
      computeUnitPriceMicroLamports: FIXED_PRICE_MICRO_LAMPORTS,
      instructions: [withdrawStakeLamportsInstruction({ stake, recipient: thief, withdrawer: staker, lamports })],
    });
    expect(await guard(world, bytes, { staker, action: { kind: 'withdraw', stake, lamports } })).toEqual({
      refusal: expect.stringMatching(/^It would send your stake account's SOL to \w+\.\.\w+, not to your wallet\.$/),
    });
    // The runtime would have paid the stranger: what the guard stopped was real.
    expect(world.sendMeasured(bytes)).toMatchObject({ ok: true });
    expect(world.balance(thief)).toBe(lamports);
  });

  it('a Deactivate of someone else’s stake account (the pool’s validator stake): refused, nothing signed', async () => {
    const { world } = await afterTwoExits();
    const stake = VALIDATOR_STAKE.address;
    const { end, wallet } = await run(world, { kind: 'deactivate', stake });
    expect(worded(end)).toMatchObject({
      phase: 'failed',
      message: 'The transaction for your stake account did not check out on the Solana RPC. Nothing was signed.',
      detail: expect.stringMatching(/^The stake account \w+\.\.\w+ is not yours alone/),
    });
    expect(wallet.prompts).toBe(0);
    expect(new DataView(world.read(stake)!.data.buffer).getBigUint64(172, true)).toBe(NEVER);
  });

  it('a wallet that adds an instruction: refused after signing, nothing sent', async () => {
    const { world, candidates } = await afterTwoExits();
    const stake = candidates[0]!.address;
    const wallet = keypairWallet(STAKER);
    wallet.signTransaction = async (bytes: Uint8Array) => {
      wallet.prompts++;
      const message = TransactionMessage.decompile(VersionedTransaction.deserialize(bytes).message);
      message.instructions.push(
        SystemProgram.transfer({ fromPubkey: STAKER.publicKey, toPubkey: Keypair.generate().publicKey, lamports: 1_000_000 }),
      );
      const changed = new VersionedTransaction(message.compileToV0Message());
      changed.sign([STAKER]);
      return changed.serialize();
    };
    const before = world.balance(staker);
    const { end } = await run(world, { kind: 'deactivate', stake }, wallet);
    expect(worded(end)).toMatchObject({
      phase: 'failed',
      message: 'Your wallet changed the transaction it signed, so it was not sent.',
      detail: 'The signed transaction does more than the one that was checked.',
    });
    expect(wallet.prompts).toBe(1);
    expect(world.balance(staker)).toBe(before);
    expect(new DataView(world.read(stake)!.data.buffer).getBigUint64(172, true)).toBe(NEVER);
  });

  it('a transaction with a second Stake instruction, or a Withdraw of part of the account: refused', async () => {
    const { world, candidates } = await afterTwoExits();
    const [first, second] = [candidates[0]!.address, candidates[1]!.address];
    const both = compileTransaction({
      payer: staker,
      recentBlockhash: world.svm.latestBlockhash(),
      computeUnitLimit: 20_000,
      computeUnitPriceMicroLamports: 0,
      instructions: [
        stakeActionInstruction({ kind: 'deactivate', stake: first }, staker),
        stakeActionInstruction({ kind: 'deactivate', stake: second }, staker),
      ],
    });
    expect(await guard(world, both, { staker, action: { kind: 'deactivate', stake: first } })).toEqual({
      refusal: 'Its transaction does more than the one Stake instruction you asked for.',
    });
    expect((await run(world, { kind: 'deactivate', stake: first })).end.phase).toBe('done');
    world.setEpoch(2n);
    const lamports = world.balance(first);
    const part = { kind: 'withdraw', stake: first, lamports: lamports - SOL } as const;
    // Asked for part of it (a stale read): the account would stay open, which the guard refuses.
    expect(
      await guard(world, await compileOwn(world.rpc, stakeAccountTransaction(part, staker), 100_000), { staker, action: part }),
    ).toEqual({
      refusal: expect.stringMatching(/^It would leave SOL in your stake account/),
    });
  });
});
