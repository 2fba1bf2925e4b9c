// Issue 40: a full unstake by the swap back closes the staker's emptied LST account to their wallet
// inside the aggregator's own transaction, as our own ways out do. The aggregator's API has no option
// for it: the card appends the close to the aggregator's message (appendInstructions), naming the
// accounts where the message names them (its lookup tables too), and raises a compute limit it set.
// On litesvm with the real stake pool and token programs and picoSOL's pool; the swap stands in as the
// pool's own WithdrawSol, the transaction the test's aggregator answers with, through the card's unstake
// owner, exit guard and tracker.
import {
  ComputeBudgetProgram,
  PublicKey,
  TransactionInstruction,
  TransactionMessage,
  VersionedTransaction,
  type AddressLookupTableAccount,
} from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { AGGREGATOR_PROGRAM } from '../support/web3DemoInstructions';
import { PROGRAMS } from '../../widget/core/guard/programs';
import { programOf } from '../../widget/core/guard/decodedMessage';
import { withdrawSolInstruction } from '../../widget/core/stakePool/withdrawInstructions';
import { closeAccountInstruction } from '../../widget/core/stakePool/tokenInstructions';
import { appendInstructions } from '../../widget/solana/appendInstructions';
import { appendOwn } from '../../widget/solana/road/appendOwn';
import { decodeTransaction } from '../../widget/solana/decodeTransaction';
import { withdrawAuthorityOf } from '../../widget/solana/poolAddresses';
import { instantOffer } from '../support/exitOffers';
import { exitWorld, PROGRAM_ID, SOL, staker, STAKER_PICOSOL, type ExitWorld } from '../support/exitOnLitesvm';
import { concat, lookupTableBytes, tokenAccountBytes, u64 } from '../support/litesvmWorld';
import { litesvmUnstake } from '../support/litesvmUnstake';
import { networkFeeOf } from '../support/networkFee';
import { PICOSOL_LISTED, STAKER, TOKEN_ACCOUNT_RENT } from '../support/stakePoolOnLitesvm';

const TOKEN_CLOSE = 9;
const TOKEN_TRANSFER = 3;
const held = (at: ExitWorld) => at.tokens(STAKER_PICOSOL)!;

/**
 * picoSOL's pool with the staker's 100 SOL deposit, of which they keep 2 SOL worth in their account:
 * the rest went to someone else's account (the pool's reserve pays a full exit of 2, not of 100).
 */
function world(): ExitWorld {
  const at = exitWorld();
  const elsewhere = PublicKey.unique();
  at.put({
    address: elsewhere.toBase58(),
    lamports: TOKEN_ACCOUNT_RENT,
    owner: PROGRAMS.token,
    data: tokenAccountBytes(new PublicKey(at.pool().poolMint), PublicKey.unique(), 0n),
  });
  const keep = 2n * SOL;
  const move = new TransactionInstruction({
    programId: new PublicKey(PROGRAMS.token),
    keys: [
      { pubkey: new PublicKey(STAKER_PICOSOL), isWritable: true, isSigner: false },
      { pubkey: elsewhere, isWritable: true, isSigner: false },
      { pubkey: STAKER.publicKey, isWritable: false, isSigner: true },
    ],
    data: Buffer.from(concat(Uint8Array.of(TOKEN_TRANSFER), u64(held(at) - keep))),
  });
  const message = new TransactionMessage({ payerKey: STAKER.publicKey, recentBlockhash: at.svm.latestBlockhash(), instructions: [move] });
  const moved = at.send(new VersionedTransaction(message.compileToV0Message()).serialize());
  if (!moved.ok) throw new Error(moved.error);
  at.svm.expireBlockhash();
  return at;
}

/** The pool's WithdrawSol of `units` into the wallet, as web3.js instructions: the swap back the aggregator builds. */
function withdrawAll(at: ExitWorld, user: string, units: bigint): TransactionInstruction {
  const withdraw = withdrawSolInstruction({
    programId: PROGRAM_ID,
    pool: at.pool(),
    withdrawAuthority: withdrawAuthorityOf(PROGRAM_ID, at.pool().address),
    staker: user,
    stakerTokenAccount: STAKER_PICOSOL,
    receiver: user,
    poolTokens: units,
    minimumLamports: 1n,
  });
  return new TransactionInstruction({
    programId: new PublicKey(withdraw.programAddress),
    keys: withdraw.accounts.map((account) => ({
      pubkey: new PublicKey(account.address),
      isWritable: account.writable,
      isSigner: account.signer,
    })),
    data: Buffer.from(withdraw.data),
  });
}

/** Puts a lookup table holding `addresses` on chain (active, extended long before this slot). */
function table(at: ExitWorld, addresses: string[]): AddressLookupTableAccount {
  const key = PublicKey.unique();
  at.put({
    address: key.toBase58(),
    lamports: 10_000_000n,
    owner: PROGRAMS.addressLookupTable,
    data: lookupTableBytes(addresses.map((a) => new PublicKey(a))),
  });
  return {
    key,
    state: {
      deactivationSlot: 2n ** 64n - 1n,
      lastExtendedSlot: 0,
      lastExtendedSlotStartIndex: 0,
      addresses: addresses.map((a) => new PublicKey(a)),
    },
    isActive: () => true,
  } as AddressLookupTableAccount;
}

/** The swap back of everything the staker holds, as the aggregator compiles it: with `budget` first, and `tables`. */
function swapBackTransaction(
  at: ExitWorld,
  units: bigint,
  { budget = [], tables = [] }: { budget?: TransactionInstruction[]; tables?: AddressLookupTableAccount[] },
) {
  return (user: string) => {
    const instructions = [...budget, withdrawAll(at, user, units)];
    const message = new TransactionMessage({ payerKey: new PublicKey(user), recentBlockhash: at.svm.latestBlockhash(), instructions });
    return new VersionedTransaction(message.compileToV0Message(tables)).serialize();
  };
}

/** Unstakes all of the staker's picoSOL by that swap back, quoted at the pool's own figure. */
async function unstakeAll(at: ExitWorld, transaction: (user: string) => Uint8Array) {
  const units = held(at);
  const predicted = instantOffer(at, units).predicted;
  if (!predicted.ok) throw new Error('predicted a refusal');
  const card = litesvmUnstake(at.svm, {
    user: STAKER,
    token: PICOSOL_LISTED,
    aggregator: { outAmount: predicted.lamports, programIds: [PROGRAM_ID, AGGREGATOR_PROGRAM.toBase58()], transaction },
  });
  const before = at.balance(staker);
  const run = await card.unstake(units, { route: 'swap-back' });
  return { run, sent: card.sent, figure: predicted.lamports, gained: at.balance(staker) - before };
}

/** The top-level instructions of a sent transaction that close a token account: [account, destination, authority]. */
function closesIn(at: ExitWorld, sent: VersionedTransaction) {
  const { message } = decodeTransaction(sent.serialize());
  const lookups = message.lookups.map((lookup) => {
    const addresses = [...at.read(lookup.table)!.data.subarray(56)];
    const key = (index: number) => new PublicKey(Uint8Array.from(addresses.slice(index * 32, index * 32 + 32))).toBase58();
    return { writable: lookup.writable.map(key), readonly: lookup.readonly.map(key) };
  });
  const keys = [...message.staticKeys, ...lookups.flatMap((l) => l.writable), ...lookups.flatMap((l) => l.readonly)];
  return message.instructions
    .filter((instruction) => programOf(message, instruction) === PROGRAMS.token && instruction.data[0] === TOKEN_CLOSE)
    .map((instruction) => instruction.accounts.map((index) => keys[index]));
}

describe('a full swap back closes the emptied account to the wallet, in the aggregator’s own transaction', () => {
  it('every account named in the message itself: the close is appended, lands, and its rent is in the wallet', async () => {
    const at = world();
    const { run, sent, figure, gained } = await unstakeAll(at, swapBackTransaction(at, held(at), {}));
    expect(run.end).toMatchObject({ phase: 'success', route: 'swap-back', simulated: figure - 5_000n });
    expect(sent).toHaveLength(1);
    expect(closesIn(at, sent[0]!)).toEqual([[STAKER_PICOSOL, staker, staker]]);
    expect(at.read(STAKER_PICOSOL)).toBeNull();
    // The exit less the signature, and the closed account's rent back in the wallet: exactly.
    expect(gained).toBe(figure + TOKEN_ACCOUNT_RENT - 5_000n);
  });

  it('the staker’s account and the Token program loaded from a lookup table, under a tight compute limit: the close names the table’s account, the program moves to the static keys, the limit is raised by the close’s units alone', async () => {
    const at = world();
    const units = held(at);
    const pool = at.pool();
    // What the swap alone consumes, measured by landing it on a copy of the world.
    const measure = world();
    const alone = measure.send(swapBackTransaction(measure, units, {})(staker));
    if (!alone.ok) throw new Error(alone.error);
    const limit = Number(alone.units) + 300;
    const tables = [table(at, [STAKER_PICOSOL, pool.reserveStake, pool.managerFeeAccount, pool.poolMint, PROGRAMS.token])];
    const budget = [
      ComputeBudgetProgram.setComputeUnitLimit({ units: limit }),
      ComputeBudgetProgram.setComputeUnitPrice({ microLamports: 1_000 }),
    ];
    const built = swapBackTransaction(at, units, { budget, tables })(staker);
    // The aggregator's own message loads both from the table.
    expect(decodeTransaction(built).message.staticKeys).not.toContain(STAKER_PICOSOL);
    expect(decodeTransaction(built).message.staticKeys).not.toContain(PROGRAMS.token);

    const { run, sent, figure, gained } = await unstakeAll(at, () => built);
    expect(run.end).toMatchObject({ phase: 'success', route: 'swap-back' });
    const signed = sent[0]!;
    expect(closesIn(at, signed)).toEqual([[STAKER_PICOSOL, staker, staker]]);
    const { message } = decodeTransaction(signed.serialize());
    expect(message.staticKeys).toContain(PROGRAMS.token);
    expect(message.staticKeys).not.toContain(STAKER_PICOSOL);
    const { fee, limit: raised } = networkFeeOf(signed);
    expect(raised).toBe(limit + 10_000);
    expect(at.read(STAKER_PICOSOL)).toBeNull();
    expect(gained).toBe(figure + TOKEN_ACCOUNT_RENT - fee);
    expect(run.end).toMatchObject({ simulated: figure - fee });
  });

  it('the Token program the only address a table loads: it moves to the static keys and the emptied lookup goes (the runtime refuses one that loads nothing); the close lands', async () => {
    const at = world();
    const built = swapBackTransaction(at, held(at), { tables: [table(at, [PROGRAMS.token])] })(staker);
    expect(decodeTransaction(built).message.lookups).toHaveLength(1);
    const { run, sent, figure, gained } = await unstakeAll(at, () => built);
    expect(run.end).toMatchObject({ phase: 'success', route: 'swap-back', simulated: figure - 5_000n });
    expect(run.confirmed).toBeNull();
    expect(decodeTransaction(sent[0]!.serialize()).message.lookups).toHaveLength(0);
    expect(closesIn(at, sent[0]!)).toEqual([[STAKER_PICOSOL, staker, staker]]);
    expect(gained).toBe(figure + TOKEN_ACCOUNT_RENT - 5_000n);
  });

  it('a route that closes the account to the wallet itself: the transaction with our close too would fail, so it goes as the aggregator built it, and lands', async () => {
    const at = world();
    const closeTheirs = (user: string) =>
      new TransactionInstruction({
        programId: new PublicKey(PROGRAMS.token),
        keys: [
          { pubkey: new PublicKey(STAKER_PICOSOL), isWritable: true, isSigner: false },
          { pubkey: new PublicKey(user), isWritable: true, isSigner: false },
          { pubkey: new PublicKey(user), isWritable: false, isSigner: true },
        ],
        data: Buffer.of(TOKEN_CLOSE),
      });
    const units = held(at);
    const built = (user: string) => {
      const instructions = [withdrawAll(at, user, units), closeTheirs(user)];
      const message = new TransactionMessage({ payerKey: new PublicKey(user), recentBlockhash: at.svm.latestBlockhash(), instructions });
      return new VersionedTransaction(message.compileToV0Message()).serialize();
    };
    const { run, sent, figure, gained } = await unstakeAll(at, built);
    expect(run.end).toMatchObject({ phase: 'success', route: 'swap-back', simulated: figure - 5_000n });
    expect(sent).toHaveLength(1);
    expect(closesIn(at, sent[0]!)).toEqual([[STAKER_PICOSOL, staker, staker]]);
    expect(Buffer.from(sent[0]!.message.serialize())).toEqual(
      Buffer.from(VersionedTransaction.deserialize(built(staker)).message.serialize()),
    );
    expect(gained).toBe(figure + TOKEN_ACCOUNT_RENT - 5_000n);
  });

  it('a close the message cannot take, or that costs more than it returns, leaves the transaction as the aggregator built it', async () => {
    const at = world();
    const close = closeAccountInstruction({
      account: STAKER_PICOSOL,
      destination: staker,
      authority: staker,
      tokenProgram: PROGRAMS.token,
    });
    const built = swapBackTransaction(at, held(at), {})(staker);
    expect(appendInstructions(built, [], [close], 10_000)).not.toBeNull();
    // Bytes someone signed cannot change under the signature.
    const signed = Uint8Array.from(built);
    signed[1] = 7;
    expect(appendInstructions(signed, [], [close], 10_000)).toBeNull();
    // Only the fee payer signs ours.
    const stranger = PublicKey.unique().toBase58();
    const strangerSigns = { ...close, accounts: [...close.accounts.slice(0, 2), { address: stranger, signer: true, writable: false }] };
    expect(appendInstructions(built, [], [strangerSigns], 10_000)).toBeNull();
    // The account a table loads read-only cannot be written by ours.
    const reads = new TransactionInstruction({
      programId: AGGREGATOR_PROGRAM,
      keys: [{ pubkey: new PublicKey(STAKER_PICOSOL), isWritable: false, isSigner: false }],
      data: Buffer.alloc(0),
    });
    const readOnly = new TransactionMessage({
      payerKey: STAKER.publicKey,
      recentBlockhash: at.svm.latestBlockhash(),
      instructions: [reads],
    });
    const tables = [table(at, [STAKER_PICOSOL])];
    const loadsReadOnly = new VersionedTransaction(readOnly.compileToV0Message(tables)).serialize();
    expect(decodeTransaction(loadsReadOnly).message.lookups[0]?.readonly).toEqual([0]);
    expect(appendInstructions(loadsReadOnly, [{ writable: [], readonly: [STAKER_PICOSOL] }], [close], 10_000)).toBeNull();
    // No packet carries more than 1,232 bytes.
    const padded = (bytes: number) => new TransactionInstruction({ programId: AGGREGATOR_PROGRAM, keys: [], data: Buffer.alloc(bytes) });
    const paddedBy = (bytes: number) => swapBackTransaction(at, held(at), { budget: [padded(bytes)] })(staker);
    const full = paddedBy(200 + 1_232 - paddedBy(200).length);
    expect(full.length).toBe(1_232);
    expect(appendInstructions(full, [], [close], 10_000)).toBeNull();
    // No set limit: the close adds the runtime's default 200,000 units at the swap's price. Priced over the rent, it is left out.
    const dear = swapBackTransaction(at, held(at), { budget: [ComputeBudgetProgram.setComputeUnitPrice({ microLamports: 20_000_000 })] })(
      staker,
    );
    const service = { service: dear, appended: [close], units: 10_000, returns: TOKEN_ACCOUNT_RENT };
    expect(appendInstructions(dear, [], [close], 10_000)?.addedFeeLamports).toBe(4_000_000n);
    expect(await appendOwn(at.rpc, service)).toEqual(dear);
    // Under the rent but more than a tenth of it (400,000 lamports of 2,039,280): the card's "+rent" would overstate it, so it is left out too.
    const costly = swapBackTransaction(at, held(at), { budget: [ComputeBudgetProgram.setComputeUnitPrice({ microLamports: 2_000_000 })] })(
      staker,
    );
    expect(appendInstructions(costly, [], [close], 10_000)?.addedFeeLamports).toBe(400_000n);
    expect(await appendOwn(at.rpc, { ...service, service: costly })).toEqual(costly);
    const cheap = swapBackTransaction(at, held(at), { budget: [ComputeBudgetProgram.setComputeUnitPrice({ microLamports: 1_000 })] })(
      staker,
    );
    expect(await appendOwn(at.rpc, { ...service, service: cheap })).not.toEqual(cheap);
  });
});
