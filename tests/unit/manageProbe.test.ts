// A hostile probe of "Your pool" (widget/manage) on a real runtime: the pool launched from the launch page,
// the real SPL stake pool program on litesvm, each action run as the page runs it (planPoolAction,
// runPoolAction, down the one road). The attacker controls the RPC's answers, edits what the wallet
// signs, lands transactions of its own between the team's, and plants lamports at addresses the plans
// use. Each probe says what it tried; each asserts the refusal in words, or that nothing was lost to
// the lamport, or that the honest action lands.
import { address } from '@solana/kit';
import { AddressLookupTableAccount, Keypair, PublicKey, TransactionMessage, VersionedTransaction } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { CLOCK_SYSVAR, RENT_SYSVAR } from '../../widget/core/addresses/sysvars';
import { PROGRAMS } from '../../widget/core/guard/programs';
import { setFeeInstruction } from '../../widget/core/stakePool/poolManageInstructions';
import { transferInstruction } from '../../widget/core/stakePool/systemInstructions';
import type { Fee } from '../../widget/core/stakePool/stakePool';
import { updateValidatorListBalanceInstruction } from '../../widget/core/stakePool/updateInstructions';
import { inEnglish } from '../../widget/core/texts/said';
import { planPoolAction, runPoolAction, type PoolAction, type PoolActionState } from '../../widget/manage';
import { validatorStakeAddress, withdrawAuthorityOf } from '../../widget/solana/poolAddresses';
import { validatorStakePairs } from '../../widget/solana/poolUpdateInstructions';
import { associatedTokenAddress } from '../../widget/solana/stakeAccounts';
import { keypairWallet } from '../support/keypairWallet';
import { lookupTableBytes } from '../support/litesvmWorld';
import { managedWorld, SOL, type ManagedWorld } from '../support/manageOnLitesvm';

const REWARD = SOL / 10n;
/** The least a fresh System account may hold (rent-exempt with no data): the smallest dust anyone can plant. */
const DUST = 890_880n;
const PROGRAM = 'SPoo1Ku8WFXoNDMHPsrGSTSG1Y47rzgn41SLUNakuHy';

const worded = (end: PoolActionState) => ({
  phase: end.phase,
  message: 'message' in end ? inEnglish(end.message) : undefined,
  detail: 'detail' in end && end.detail !== undefined ? inEnglish(end.detail) : undefined,
});
const io = (world: ManagedWorld, wallet = world.wallet) => ({ rpc: world.rpc, sign: (bytes: Uint8Array) => wallet.signTransaction(bytes) });
const planOf = async (world: ManagedWorld, action: PoolAction) => {
  const plan = await planPoolAction(io(world), world.addresses.pool, world.wallet.address, action);
  if ('refusal' in plan) throw new Error(inEnglish(plan.refusal));
  return plan;
};
const refusalOf = async (world: ManagedWorld, action: PoolAction) => {
  const plan = await planPoolAction(io(world), world.addresses.pool, world.wallet.address, action);
  return 'refusal' in plan ? inEnglish(plan.refusal) : 'planned';
};
const landed = async (world: ManagedWorld, action: PoolAction) => {
  const run = await world.act(action);
  if (run.end.phase !== 'done') throw new Error(JSON.stringify(worded(run.end)));
  return run.end;
};
const planFees = (plan: { steps: { fee: bigint }[] }) => plan.steps.reduce((sum, step) => sum + step.fee, 0n);

/** Someone else, with SOL of their own. */
function stranger(world: ManagedWorld) {
  const keypair = Keypair.generate();
  world.svm.airdrop(address(keypair.publicKey.toBase58()), (10n * SOL) as never);
  return keypair;
}

/** The pool's fields as the program lays them out: where `last_update_epoch` is (after the supply). */
const LAST_UPDATE_EPOCH_AT = 1 + 32 * 3 + 1 + 32 * 5 + 8 + 8;

describe('SetFee: the withdrawal fee’s rise, the planner’s rule against the real program', () => {
  const setFee = (world: ManagedWorld, value: Fee, fee: 'solWithdrawal' | 'stakeWithdrawal' = 'solWithdrawal') =>
    world.landAs(
      [setFeeInstruction({ programId: PROGRAM, pool: world.addresses.pool, manager: world.wallet.address, fee, value })],
      world.wallet.keypair,
    );

  it('from 0.1 %: one unit above ×1.5 is refused by the program and by the planner in words; exactly ×1.5 (0.15 %) is planned and lands', async () => {
    const world = await managedWorld();
    expect(world.pool().solWithdrawalFee).toEqual({ numerator: 1n, denominator: 1000n });
    const above = { numerator: 1_500_001n, denominator: 1_000_000_000n };
    const byProgram = setFee(world, above);
    expect(byProgram.landed).toBe(false);
    expect(byProgram.log).toMatch(/Fee increase exceeds maximum allowed/);
    expect(await refusalOf(world, { kind: 'set-fee', fee: 'solWithdrawal', value: above })).toBe(
      'The stake pool program lets a withdrawal fee rise at most by half at a time (to 0.15 % now), or to 0.15 % from none.',
    );
    const at = { numerator: 15n, denominator: 10_000n };
    await landed(world, { kind: 'set-fee', fee: 'solWithdrawal', value: at });
    expect(world.pool().nextSolWithdrawalFee).toEqual({ epochsAway: 2, fee: at });
    // The stake withdrawal fee the same way, straight to the program.
    expect(setFee(world, above, 'stakeWithdrawal').landed).toBe(false);
    expect(setFee(world, at, 'stakeWithdrawal').landed).toBe(true);
  });

  it('from none: the program takes 0.15 % and refuses a unit more, as the planner says', async () => {
    const world = await managedWorld();
    const none = { numerator: 0n, denominator: 0n };
    await landed(world, { kind: 'set-fee', fee: 'solWithdrawal', value: none });
    for (let epoch = 0; epoch < 2; epoch++) {
      world.endEpoch();
      await landed(world, { kind: 'update' });
    }
    expect(world.pool().solWithdrawalFee).toEqual(none);
    const above = { numerator: 1_500_001n, denominator: 1_000_000_000n };
    expect(await refusalOf(world, { kind: 'set-fee', fee: 'solWithdrawal', value: above })).toMatch(/or to 0\.15 % from none\.$/);
    expect(setFee(world, above).landed).toBe(false);
    const at = { numerator: 3n, denominator: 2000n };
    await landed(world, { kind: 'set-fee', fee: 'solWithdrawal', value: at });
    expect(world.pool().nextSolWithdrawalFee).toEqual({ epochsAway: 2, fee: at });
  });

  it('a stale pool whose scheduled fee comes into force at the update in front: the rise is counted from that fee, as the program counts it', async () => {
    // Was a HOLE: the planner held the rise to the fee before the update it puts in front, so a rise the
    // program allows (0.15 % → 0.225 %) was refused, and one it refuses would have been planned.
    const world = await managedWorld();
    const first = { numerator: 15n, denominator: 10_000n };
    await landed(world, { kind: 'set-fee', fee: 'solWithdrawal', value: first });
    world.endEpoch();
    await landed(world, { kind: 'update' });
    world.endEpoch();
    // The pool is stale; its update applies 0.15 %.
    expect(world.pool().solWithdrawalFee).toEqual({ numerator: 1n, denominator: 1000n });
    const second = { numerator: 225n, denominator: 100_000n };
    const plan = await planOf(world, { kind: 'set-fee', fee: 'solWithdrawal', value: second });
    expect(plan.steps).toHaveLength(2);
    await landed(world, { kind: 'set-fee', fee: 'solWithdrawal', value: second });
    expect(world.pool().solWithdrawalFee).toEqual(first);
    expect(world.pool().nextSolWithdrawalFee).toEqual({ epochsAway: 2, fee: second });
    // And a unit more than that is refused before any prompt, in words.
    world.endEpoch();
    expect(
      await refusalOf(world, { kind: 'set-fee', fee: 'stakeWithdrawal', value: { numerator: 1_500_001n, denominator: 1_000_000_000n } }),
    ).toMatch(/rise at most by half/);
  });
});

describe('a hostile RPC', () => {
  it('says the pool is never updated: the run signs no more transactions than the plan showed, and pays no more than its fees', async () => {
    // Was a HOLE: after each landed update the node told the pool stale again; the runner planned the
    // update afresh and sent it again, 65 transactions (each a prompt and up to the plan's fee) before
    // it stopped.
    const world = await managedWorld();
    world.endEpoch(REWARD);
    await landed(world, { kind: 'update' });
    const epoch = world.svm.getClock().epoch;
    let sent = world.sentBytes.length;
    world.node.lie = (at, data) => {
      if (at !== world.addresses.pool) return null;
      // A real cluster's blockhash moves on between two transactions: each update again is a new one.
      if (world.sentBytes.length > sent) world.svm.expireBlockhash();
      sent = world.sentBytes.length;
      const told = Uint8Array.from(data);
      new DataView(told.buffer).setBigUint64(LAST_UPDATE_EPOCH_AT, epoch - 1n, true);
      return told;
    };
    const plan = await planOf(world, { kind: 'update' });
    expect(plan.steps).toHaveLength(1);
    const balance = world.balance();
    const prompts = world.wallet.prompts;
    const run = await world.act({ kind: 'update' });
    expect(world.wallet.prompts - prompts).toBeLessThanOrEqual(plan.steps.length);
    expect(balance - world.balance()).toBeLessThanOrEqual(planFees(plan));
    // What was shown landed, once: the run is done; the node's word that the pool is still stale is for a new plan.
    expect(run.end).toMatchObject({ phase: 'done', signatures: [expect.any(String)] });
  });

  it('says the pool’s fee account is the team’s own token account: no harvest planned, nothing signed, the team’s tokens where they were', async () => {
    const world = await managedWorld();
    await withHarvest(world);
    const own = world.teamTokenAccount;
    const held = [world.tokens(world.addresses.managerFee), world.tokens(own)];
    // The pool's fee account (its fifth key after the bump) told as the team's own associated account.
    world.node.lie = (at, data) => {
      if (at !== world.addresses.pool) return null;
      const told = Uint8Array.from(data);
      told.set(new PublicKey(own).toBytes(), 1 + 32 * 3 + 1 + 32 * 3);
      return told;
    };
    const prompts = world.wallet.prompts;
    const run = await world.act({ kind: 'harvest' });
    expect(worded(run.end)).toEqual({
      phase: 'failed',
      message:
        'Your fee account is your own tstSOL token account: the harvest is already where the card’s Unstake finds it, with nothing to move.',
      detail: undefined,
    });
    expect(world.wallet.prompts).toBe(prompts);
    expect([world.tokens(world.addresses.managerFee), world.tokens(own)]).toEqual(held);
  });
});

/** A stranger's own associated token account of the pool's mint, opened at their cost: where a thief would move the harvest. */
function thiefTokenAccount(world: ManagedWorld) {
  const thief = stranger(world);
  const owner = thief.publicKey.toBase58();
  const account = associatedTokenAddress(owner, world.addresses.mint, PROGRAMS.token);
  const opened = world.landAs(
    [
      {
        programAddress: PROGRAMS.associatedToken,
        accounts: [
          { address: owner, signer: true, writable: true },
          { address: account, signer: false, writable: true },
          { address: owner, signer: false, writable: false },
          { address: world.addresses.mint, signer: false, writable: false },
          { address: PROGRAMS.system, signer: false, writable: false },
          { address: PROGRAMS.token, signer: false, writable: false },
        ],
        data: Uint8Array.of(1),
      },
    ],
    thief,
  );
  if (!opened.landed) throw new Error(opened.log);
  return account;
}

/** The team's wallet, editing each message before it signs it. */
function editingWallet(world: ManagedWorld, edit: (transaction: VersionedTransaction) => VersionedTransaction) {
  const wallet = world.wallet;
  const sign = wallet.signTransaction.bind(wallet);
  wallet.signTransaction = async (bytes) => sign(edit(VersionedTransaction.deserialize(bytes)).serialize());
}

/** `action` run with the editing wallet: refused after signing, in the card's words, and nothing sent. Its end, worded. */
async function refusedAsEdited(world: ManagedWorld, action: PoolAction) {
  const sent = world.sentBytes.length;
  const run = await world.act(action);
  expect(worded(run.end)).toMatchObject({ phase: 'failed', message: 'Your wallet changed the transaction it signed, so it was not sent.' });
  expect(world.sentBytes.length).toBe(sent);
  return worded(run.end);
}

/** A harvest ready: the epoch fee minted into the team's fee account. */
async function withHarvest(world: ManagedWorld) {
  world.endEpoch(REWARD);
  await landed(world, { kind: 'update' });
  return world.tokens(world.addresses.managerFee);
}

describe('a hostile RPC, its clock', () => {
  it('a Clock an epoch ahead: the fee change is planned behind an update the chain does not need; the run signs that update at most (within the fees shown), never the SetFee on a false reading', async () => {
    const world = await managedWorld();
    const epoch = world.svm.getClock().epoch;
    // The Clock's epoch is its third field (after the slot and the epoch's start time).
    world.node.lie = (at, data) => {
      if (at !== CLOCK_SYSVAR) return null;
      const told = Uint8Array.from(data);
      new DataView(told.buffer).setBigUint64(16, epoch + 1n, true);
      return told;
    };
    const action: PoolAction = { kind: 'set-fee', fee: 'epoch', value: { numerator: 3n, denominator: 100n } };
    const plan = await planOf(world, action);
    expect(plan.steps.map((step) => inEnglish(step.title))).toEqual([
      `updating the pool’s totals for epoch ${epoch + 1n}`,
      'setting the epoch fee to 3 %',
    ]);
    const balance = world.balance();
    const prompts = world.wallet.prompts;
    const run = await world.act(action);
    expect(worded(run.end)).toEqual({
      phase: 'failed',
      message: 'The Solana RPC does not show the transactions that were confirmed yet. Do it again in a moment to continue.',
      detail: undefined,
    });
    expect(world.wallet.prompts - prompts).toBeLessThanOrEqual(1);
    expect(balance - world.balance()).toBeLessThanOrEqual(plan.steps[0]!.fee);
    expect(world.pool().nextEpochFee).toBeNull();
  });
});

describe('a hostile RPC, its validator list', () => {
  /** The list told with nine more validators of `status` (the program's enum), never updated. */
  const padded = (world: ManagedWorld, status: number) => {
    // The list's header (type, most, count) and its entries of 73 bytes: the last update epoch at 16, the status at 40, the vote account at 41.
    const HEADER = 9;
    const ENTRY = 73;
    world.node.lie = (at, data) => {
      if (at !== world.addresses.validatorList) return null;
      const told = Uint8Array.from(data);
      const view = new DataView(told.buffer);
      const count = 10;
      view.setUint32(5, count, true);
      for (let index = 1; index < count; index++) {
        const entry = HEADER + index * ENTRY;
        told.copyWithin(entry, HEADER, HEADER + ENTRY);
        view.setBigUint64(entry + 16, 0n, true);
        told[entry + 40] = status;
        told.set(Keypair.generate().publicKey.toBytes(), entry + 41);
      }
      return told;
    };
  };

  it('nine more active validators whose stake accounts are nowhere: refused in words before anything is planned', async () => {
    const world = await managedWorld();
    padded(world, 0);
    expect(await refusalOf(world, { kind: 'update' })).toMatch(
      /^The account \w+, as the Solana RPC gives it, does not match what the pool at \w+ says of it: nothing was planned or signed\. Use an RPC you trust\.$/,
    );
  });

  it('nine more leaving validators, never updated: the program refuses the list part in the simulation, nothing signed, not a lamport spent', async () => {
    const world = await managedWorld();
    world.endEpoch(REWARD);
    await landed(world, { kind: 'update' });
    padded(world, 3);
    const plan = await planOf(world, { kind: 'update' });
    expect(plan.steps).toHaveLength(2);
    const balance = world.balance();
    const prompts = world.wallet.prompts;
    const run = await world.act({ kind: 'update' });
    // The program itself refuses a list part past its real end, in the simulation: nothing is signed.
    expect(worded(run.end)).toMatchObject({
      phase: 'failed',
      message: 'Transaction 1 of 2 did not check out on the Solana RPC, so it was not sent to your wallet.',
    });
    expect(world.wallet.prompts).toBe(prompts);
    expect(world.balance()).toBe(balance);
    expect(world.list().validators).toHaveLength(1);
  });
});

describe('a wallet that edits what it signs', () => {
  it('the harvest’s destination swapped for a stranger’s token account in the signed bytes: not sent, not a token moved', async () => {
    const world = await managedWorld();
    const harvest = await withHarvest(world);
    const thiefAccount = thiefTokenAccount(world);
    editingWallet(world, (transaction) => {
      const keys = transaction.message.staticAccountKeys;
      keys[keys.findIndex((key) => key.toBase58() === world.teamTokenAccount)] = new PublicKey(thiefAccount);
      return transaction;
    });
    await refusedAsEdited(world, { kind: 'harvest' });
    expect(world.tokens(thiefAccount)).toBe(0n);
    expect(world.tokens(world.addresses.managerFee)).toBe(harvest);
  });

  it('the harvest recompiled with a lookup table that loads a stranger’s token account as its destination: not sent, not a token moved', async () => {
    const world = await managedWorld();
    const harvest = await withHarvest(world);
    const thiefAccount = thiefTokenAccount(world);
    const table = Keypair.generate().publicKey;
    const addresses = [new PublicKey(thiefAccount)];
    world.put(table.toBase58(), { lamports: SOL, owner: PROGRAMS.addressLookupTable, data: lookupTableBytes(addresses) });
    const lookup = new AddressLookupTableAccount({
      key: table,
      state: { deactivationSlot: 2n ** 64n - 1n, lastExtendedSlot: 0, lastExtendedSlotStartIndex: 0, addresses },
    });
    editingWallet(world, (transaction) => {
      const message = TransactionMessage.decompile(transaction.message);
      for (const instruction of message.instructions) {
        for (const key of instruction.keys) if (key.pubkey.toBase58() === world.teamTokenAccount) key.pubkey = new PublicKey(thiefAccount);
      }
      return new VersionedTransaction(message.compileToV0Message([lookup]));
    });
    expect(await refusedAsEdited(world, { kind: 'harvest' })).toEqual({
      phase: 'failed',
      message: 'Your wallet changed the transaction it signed, so it was not sent.',
      detail: 'The signed transaction does more than the one that was checked.',
    });
    expect(world.tokens(thiefAccount)).toBe(0n);
    expect(world.tokens(world.addresses.managerFee)).toBe(harvest);
  });

  it('a SetFee whose fee the wallet raised in the signed bytes (3 % asked, 6 % signed): not sent, no fee scheduled', async () => {
    const world = await managedWorld();
    editingWallet(world, (transaction) => {
      const setFee = transaction.message.compiledInstructions.find((instruction) => instruction.data[0] === 12)!;
      // SetFee's data: its index, the fee type, the denominator, then the numerator.
      setFee.data[10] = setFee.data[10]! * 2;
      return transaction;
    });
    await refusedAsEdited(world, { kind: 'set-fee', fee: 'epoch', value: { numerator: 3n, denominator: 100n } });
    expect(world.pool().nextEpochFee).toBeNull();
  });
});

describe('a hostile RPC, its sysvars', () => {
  it('a Rent sysvar that makes accounts dearer: refused in words before anything is planned', async () => {
    const world = await managedWorld();
    await withHarvest(world);
    world.node.lie = (at, data) => {
      if (at !== RENT_SYSVAR) return null;
      const told = Uint8Array.from(data);
      new DataView(told.buffer).setBigUint64(0, 10_000n, true);
      return told;
    };
    expect(await refusalOf(world, { kind: 'harvest' })).toMatch(
      /^The Solana RPC gives rent as 10000 lamports per byte-year, .* Nothing was signed: use an RPC you trust\.$/,
    );
  });
});

describe('other people’s transactions, and lamports planted at the plans’ addresses', () => {
  it('dust at the new validator’s stake address: adding it still lands, the dust the pool’s, the wallet paying only the fee', async () => {
    // Was a HOLE: the guard held the new stake account to "nothing there before", so 890,880 lamports
    // sent to its address (which no one can ever take back: only the pool program signs for it) refused
    // the validator's addition for good.
    const world = await managedWorld({ stake: 2n * SOL });
    const vote = world.newVote();
    const stakeAddress = validatorStakeAddress(PROGRAM, vote, world.addresses.pool);
    expect(world.landAs([transferInstruction(world.staker.publicKey.toBase58(), stakeAddress, DUST)], world.staker).landed).toBe(true);
    const plan = await planOf(world, { kind: 'add-validator', vote });
    expect(plan.steps.map((step) => step.spend)).toEqual([0n]);
    const balance = world.balance();
    const reserve = world.read(world.addresses.reserve)!.lamports;
    await landed(world, { kind: 'add-validator', vote });
    const spent = balance - world.balance();
    expect(spent).toBeGreaterThanOrEqual(5_000n);
    expect(spent).toBeLessThanOrEqual(planFees(plan));
    expect(world.list().validators.map((entry) => entry.voteAccount)).toEqual([world.addresses.vote, vote]);
    expect(world.read(stakeAddress)!.lamports).toBe(SOL + 2_282_880n + DUST);
    expect(world.read(world.addresses.reserve)!.lamports).toBe(reserve - SOL - 2_282_880n);
  });

  it('dust at a validator’s transient stake address: the update (and the epoch fee it mints the team) still lands', async () => {
    // Was a HOLE: the planner counted the dust as the validator's stake; the program does not (it is no
    // stake account), so the epoch fee the plan said the team gains never matched and the guard refused
    // the update, every epoch with rewards, for good.
    const world = await managedWorld();
    const { transientStake } = validatorStakePairs(PROGRAM, world.addresses.pool, world.list())[0]!;
    expect(world.landAs([transferInstruction(world.staker.publicKey.toBase58(), transientStake, DUST)], world.staker).landed).toBe(true);
    world.endEpoch(REWARD);
    const fee = world.tokens(world.addresses.managerFee);
    await landed(world, { kind: 'update' });
    expect(world.tokens(world.addresses.managerFee)).toBeGreaterThan(fee);
    expect(world.pool().lastUpdateEpoch).toBe(world.svm.getClock().epoch);
    expect(world.read(transientStake)!.lamports).toBe(DUST);
  });

  it('someone updates the list, then sends SOL to a validator’s stake before the team’s totals: the team’s update still lands', async () => {
    // Was a HOLE: the program totals the list's records (taken when each validator was updated); the
    // planner totalled the stake accounts as they are now, so lamports sent after the list's update made
    // the epoch fee the plan expected wrong, and the guard refused the team's update (and every manager
    // action behind it) for the rest of the epoch, for the price of a transfer.
    const world = await managedWorld();
    world.endEpoch(REWARD);
    const someone = stranger(world);
    const pool = world.pool();
    const pairs = validatorStakePairs(PROGRAM, world.addresses.pool, world.list());
    const accounts = {
      programId: PROGRAM,
      pool: world.addresses.pool,
      withdrawAuthority: withdrawAuthorityOf(PROGRAM, world.addresses.pool),
      validatorList: pool.validatorList,
      reserve: pool.reserveStake,
    };
    expect(world.landAs([updateValidatorListBalanceInstruction(accounts, pairs)], someone).landed).toBe(true);
    expect(
      world.landAs([transferInstruction(someone.publicKey.toBase58(), world.addresses.validatorStake, SOL / 100n)], someone).landed,
    ).toBe(true);
    const fee = world.tokens(world.addresses.managerFee);
    await landed(world, { kind: 'update' });
    expect(world.pool().lastUpdateEpoch).toBe(world.svm.getClock().epoch);
    expect(world.tokens(world.addresses.managerFee)).toBeGreaterThan(fee);
  });

  it('someone updates the pool between the team’s update transactions: the run ends done, nothing sent twice', async () => {
    const world = await managedWorld({ stake: 6n * SOL });
    for (let added = 0; added < 5; added++) await landed(world, { kind: 'add-validator', vote: world.newVote() });
    world.endEpoch(REWARD);
    const someone = keypairWallet();
    world.svm.airdrop(address(someone.address), (SOL / 10n) as never);
    const wallet = world.wallet;
    const sign = wallet.signTransaction.bind(wallet);
    let prompts = 0;
    wallet.signTransaction = async (bytes) => {
      prompts++;
      // After the team's first part landed, someone lands the rest of the update first.
      if (prompts === 2) {
        const run = await world.act({ kind: 'update' }, someone);
        expect(run.end.phase).toBe('done');
      }
      return sign(bytes);
    };
    const run = await world.act({ kind: 'update' });
    expect(worded(run.end).phase).toBe('done');
    expect(world.pool().lastUpdateEpoch).toBe(world.svm.getClock().epoch);
  });
});

describe('a pool whose fee account is not the one the launch made', () => {
  it('the team moved its fee account to its own associated account (SetManager): the harvest says so before any prompt, instead of sending a transfer to itself again and again', async () => {
    // Was a HOLE: the plan moved the fee account's tokens to the wallet's associated account, the same
    // account; each landed transfer left it as it was, the re-read planned it again, and the run signed
    // 65 transfers to itself (65 network fees) before saying the RPC was behind.
    const world = await managedWorld();
    const own = world.teamTokenAccount;
    const team = world.wallet.address;
    const moved = world.landAs(
      [
        {
          programAddress: PROGRAM,
          accounts: [
            { address: world.addresses.pool, signer: false, writable: true },
            { address: team, signer: true, writable: false },
            { address: team, signer: true, writable: false },
            { address: own, signer: false, writable: false },
          ],
          // SetManager.
          data: Uint8Array.of(11),
        },
      ],
      world.wallet.keypair,
    );
    expect(moved.landed).toBe(true);
    expect(world.pool().managerFeeAccount).toBe(own);
    world.endEpoch(REWARD);
    const before = world.tokens(own);
    await landed(world, { kind: 'update' });
    // The epoch fee is minted straight into the team's own account.
    expect(world.tokens(own)).toBeGreaterThan(before);
    const balance = world.balance();
    const prompts = world.wallet.prompts;
    expect(await refusalOf(world, { kind: 'harvest' })).toBe(
      'Your fee account is your own tstSOL token account: the harvest is already where the card’s Unstake finds it, with nothing to move.',
    );
    const run = await world.act({ kind: 'harvest' });
    expect(worded(run.end)).toEqual({
      phase: 'failed',
      message:
        'Your fee account is your own tstSOL token account: the harvest is already where the card’s Unstake finds it, with nothing to move.',
      detail: undefined,
    });
    expect(world.wallet.prompts).toBe(prompts);
    expect(world.balance()).toBe(balance);
  });
});

describe('the chain moving on during a run', () => {
  it('an epoch ends during a three-transaction update: the run stops within what it showed, and a new run plans the new epoch and lands it', async () => {
    const world = await managedWorld({ stake: 6n * SOL });
    for (let added = 0; added < 5; added++) await landed(world, { kind: 'add-validator', vote: world.newVote() });
    world.endEpoch(REWARD);
    const plan = await planOf(world, { kind: 'update' });
    expect(plan.steps).toHaveLength(3);
    const sent = world.sentBytes.length;
    let ended = false;
    world.node.lie = () => {
      // The epoch ends as the read after the first transaction is answered: the read after the second finds it begun.
      if (!ended && world.sentBytes.length > sent) {
        ended = true;
        world.endEpoch();
      }
      return null;
    };
    const balance = world.balance();
    const run = await world.act({ kind: 'update' });
    expect(worded(run.end)).toEqual({
      phase: 'failed',
      message: 'The Solana RPC does not show the transactions that were confirmed yet. Do it again in a moment to continue.',
      detail: undefined,
    });
    // Two of the three shown landed; the third read asked for three more (the new epoch's update), which the run would not sign.
    expect(run.end).toMatchObject({ signatures: [expect.any(String), expect.any(String)] });
    expect(balance - world.balance()).toBeLessThanOrEqual(plan.steps[0]!.fee + plan.steps[1]!.fee);
    world.node.lie = null;
    // The second part landed in the new epoch: what is left of its update is the first part and the totals.
    const again = await planOf(world, { kind: 'update' });
    expect(again.steps.map((step) => inEnglish(step.title))).toEqual([
      'updating validators 1 to 5 of 6',
      `updating the pool’s totals for epoch ${world.svm.getClock().epoch}`,
    ]);
    await landed(world, { kind: 'update' });
    expect(world.pool().lastUpdateEpoch).toBe(world.svm.getClock().epoch);
  });
});

describe('a harvest, and the epoch fee arriving behind it', () => {
  it('someone’s update mints the epoch fee into the fee account right after the team’s harvest landed: the run is done, one prompt, the new tokens wait for the next harvest', async () => {
    const world = await managedWorld();
    const harvest = await withHarvest(world);
    world.endEpoch(REWARD);
    const someone = keypairWallet();
    world.svm.airdrop(address(someone.address), (SOL / 10n) as never);
    const sent = world.sentBytes.length;
    let updated = false;
    // The team's node, as the runner reads it: once the harvest was sent, someone's update lands before the next read.
    const rpc = new Proxy(world.rpc, {
      get(target, key, receiver) {
        if (key !== 'getMultipleAccounts') return Reflect.get(target, key, receiver) as unknown;
        return async (...args: Parameters<typeof target.getMultipleAccounts>) => {
          if (!updated && world.sentBytes.length > sent) {
            updated = true;
            const run = await world.act({ kind: 'update' }, someone);
            expect(run.end.phase).toBe('done');
          }
          return target.getMultipleAccounts(...args);
        };
      },
    });
    const own = world.tokens(world.teamTokenAccount);
    const prompts = world.wallet.prompts;
    const end = await runPoolAction(
      { rpc, sign: (bytes) => world.wallet.signTransaction(bytes), track: { sleep: async () => {} } },
      { pool: world.addresses.pool, wallet: world.wallet.address, action: { kind: 'harvest' } },
      () => {},
      new AbortController().signal,
    );
    expect(end).toMatchObject({ phase: 'done', signatures: [expect.any(String)] });
    expect(world.wallet.prompts - prompts).toBe(1);
    expect(updated).toBe(true);
    expect(world.tokens(world.teamTokenAccount)).toBe(own + harvest);
    expect(world.tokens(world.addresses.managerFee)).toBeGreaterThan(0n);
  });
});
