// H4: a hostile probe of the close the card appends to the aggregator's own transaction on a full swap
// back (appendInstructions, appendOwn, runUnstake). The attacker controls the aggregator's message (the
// relay at its address acts by cross-program invocation with the staker's signature), the lookup tables
// it names, and may face a node that leaves the inner instructions out of its simulation. Each attack
// runs through the card's own unstake owner on litesvm with the real stake pool and token programs:
// refused with nothing sent, or landed with exactly the figure the guard checked.
import {
  AddressLookupTableAccount,
  ComputeBudgetProgram,
  Keypair,
  PublicKey,
  TransactionInstruction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js';
import { FailedTransactionMetadata } from 'litesvm';
import {
  address,
  getCompiledTransactionMessageDecoder,
  getCompiledTransactionMessageEncoder,
  getTransactionDecoder,
  getTransactionEncoder,
  type CompiledTransactionMessage,
  type SignatureBytes,
} from '@solana/kit';
import { describe, expect, it } from 'vitest';
import { AGGREGATOR_PROGRAM, createIdempotent } from '../support/web3DemoInstructions';
import { PROGRAMS } from '../../widget/core/guard/programs';
import { closeAccountInstruction } from '../../widget/core/stakePool/tokenInstructions';
import { appendInstructions } from '../../widget/solana/appendInstructions';
import { decodeTransaction } from '../../widget/solana/decodeTransaction';
import { PROGRAM_ID, SOL, staker, STAKER_PICOSOL, type ExitWorld } from '../support/exitOnLitesvm';
import { concat, lookupTableBytes, relay, tokenAccountBytes, u64 } from '../support/litesvmWorld';
import { litesvmUnstake } from '../support/litesvmUnstake';
import { editedNode, landAs, poolExitInstruction, poolFigure, relayExitWorld } from '../support/probe36';
import { PICOSOL_LISTED, STAKER, TOKEN_ACCOUNT_RENT } from '../support/stakePoolOnLitesvm';
import { worded } from '../support/worded';

const USER = STAKER.publicKey;
const TOKEN = new PublicKey(PROGRAMS.token);
const ACCOUNT = new PublicKey(STAKER_PICOSOL);
const TOKEN_CLOSE = 9;
const TOKEN_TRANSFER = 3;
const REFUSED = 'The swap service offered a transaction that is not the swap back you asked for. Nothing was signed.';
/** What the node could not show is said as such, not blamed on the service. */
const UNSHOWN = 'The Solana RPC could not show everything this transaction would do, so it was not sent. Nothing was signed.';
const meta = (pubkey: PublicKey, isWritable = false, isSigner = false) => ({ pubkey, isWritable, isSigner });
const short = (key: PublicKey | string) => `${String(key).slice(0, 4)}..${String(key).slice(-4)}`;

const held = (at: ExitWorld) => at.tokens(STAKER_PICOSOL)!;

/**
 * picoSOL's pool with the relay at the aggregator's address and the staker's 100 SOL deposit, of which
 * their main account keeps 2 SOL worth (the pool's reserve pays a full exit of that): the rest moved to
 * someone else's account.
 */
function world(): ExitWorld {
  const at = relayExitWorld();
  const elsewhere = Keypair.generate().publicKey;
  at.put({
    address: elsewhere.toBase58(),
    lamports: TOKEN_ACCOUNT_RENT,
    owner: PROGRAMS.token,
    data: tokenAccountBytes(new PublicKey(PICOSOL_LISTED.mint), Keypair.generate().publicKey, 0n),
  });
  const move = new TransactionInstruction({
    programId: TOKEN,
    keys: [meta(ACCOUNT, true), meta(elsewhere, true), meta(USER, false, true)],
    data: Buffer.from(concat(Uint8Array.of(TOKEN_TRANSFER), u64(held(at) - 2n * SOL))),
  });
  const moved = landAs(at.svm, STAKER, [move]);
  if (moved instanceof FailedTransactionMetadata) throw new Error(moved.toString());
  at.svm.expireBlockhash();
  return at;
}

/** A node that leaves the inner instructions out of its simulation (they are optional in the RPC's answer). */
const noInner = (at: ExitWorld) =>
  editedNode(at.svm, (method, _params, answer) => {
    const value = (answer.result as { value?: { innerInstructions?: unknown } } | undefined)?.value;
    if (method === 'simulateTransaction' && value) delete value.innerInstructions;
  });

/** Puts an active lookup table holding `addresses` on chain. */
function table(at: ExitWorld, addresses: PublicKey[]): AddressLookupTableAccount {
  const key = Keypair.generate().publicKey;
  at.put({ address: key.toBase58(), lamports: 10_000_000n, owner: PROGRAMS.addressLookupTable, data: lookupTableBytes(addresses) });
  return new AddressLookupTableAccount({
    key,
    state: { deactivationSlot: 2n ** 64n - 1n, lastExtendedSlot: 0, lastExtendedSlotStartIndex: 0, addresses },
  });
}

interface Shape {
  before?: TransactionInstruction[];
  after?: (user: PublicKey) => TransactionInstruction[];
  tables?: AddressLookupTableAccount[];
  legacy?: boolean;
}

/** The aggregator's swap back of everything the staker holds (the pool's WithdrawSol), with `before` and `after` around it. */
const swapBack =
  (at: ExitWorld, { before = [], after = () => [], tables = [], legacy = false }: Shape) =>
  (user: string) => {
    const instructions = [...before, poolExitInstruction(at, user, held(at)), ...after(new PublicKey(user))];
    const message = new TransactionMessage({ payerKey: new PublicKey(user), recentBlockhash: at.svm.latestBlockhash(), instructions });
    return new VersionedTransaction(legacy ? message.compileToLegacyMessage() : message.compileToV0Message(tables)).serialize();
  };

/** Unstakes all of it by `transaction`, quoted at the pool's figure; `inner`: whether the node reports inner instructions. */
async function unstakeAll(at: ExitWorld, transaction: (user: string) => Uint8Array, { inner = true } = {}) {
  const figure = poolFigure(at, held(at));
  const card = litesvmUnstake(at.svm, {
    user: STAKER,
    token: PICOSOL_LISTED,
    ...(inner ? {} : { beforeRpc: noInner(at) }),
    aggregator: { outAmount: figure, programIds: [PROGRAM_ID, AGGREGATOR_PROGRAM.toBase58()], transaction },
  });
  const before = at.balance(staker);
  const run = await card.unstake(held(at), { route: 'swap-back' });
  return { run, sent: card.sent, figure, gained: at.balance(staker) - before };
}

/** The top-level token closes of a legacy or table-free transaction: [account, destination, authority]. */
function closesIn(sent: VersionedTransaction) {
  const { message } = decodeTransaction(sent.serialize());
  return message.instructions
    .filter((instruction) => message.staticKeys[instruction.programIndex] === PROGRAMS.token && instruction.data[0] === TOKEN_CLOSE)
    .map((instruction) => instruction.accounts.map((index) => message.staticKeys[index]));
}

/** The route closes the staker's emptied account to `to` by cross-program invocation. */
const closeBy = (to: PublicKey) => (user: PublicKey) => [
  relay(TOKEN, [meta(ACCOUNT, true), meta(to, true), meta(user, false, true)], Uint8Array.of(TOKEN_CLOSE)),
];

describe('the appended close, attacked: refused with nothing sent, or landed exactly', () => {
  it('an honest legacy message: the close is appended to it, lands, and the rent is back in the wallet exactly', async () => {
    const at = world();
    const { run, sent, figure, gained } = await unstakeAll(at, swapBack(at, { legacy: true }));
    expect(run.end).toMatchObject({ phase: 'success', route: 'swap-back', simulated: figure - 5_000n });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.version).toBe('legacy');
    expect(closesIn(sent[0]!)).toEqual([[STAKER_PICOSOL, staker, staker]]);
    expect(at.read(STAKER_PICOSOL)).toBeNull();
    expect(gained).toBe(figure + TOKEN_ACCOUNT_RENT - 5_000n);
  });

  for (const inner of [true, false]) {
    const node = inner ? 'a node that reports inner instructions' : 'a node that leaves them out';
    it(`the route closes the emptied account to a stranger by CPI (our close would then hide it), ${node}: refused, nothing sent`, async () => {
      const at = world();
      const stranger = Keypair.generate().publicKey;
      const { run, sent } = await unstakeAll(at, swapBack(at, { after: closeBy(stranger) }), { inner });
      expect(worded(run.end)).toMatchObject({
        phase: 'failed',
        message: inner ? REFUSED : UNSHOWN,
        detail: inner
          ? `It would close your picoSOL account and send its SOL to ${short(stranger)}, not to your wallet.`
          : 'It would close your picoSOL account, and the Solana RPC did not report where its SOL goes.',
      });
      expect(sent).toHaveLength(0);
      expect(at.balance(stranger.toBase58())).toBe(0n);
      expect(at.balance(STAKER_PICOSOL)).toBe(TOKEN_ACCOUNT_RENT);
    });

    it(`the route closes it to a stranger, then opens it again at the staker's cost so that our close finds an account to close, ${node}: refused, nothing sent`, async () => {
      const at = world();
      const stranger = Keypair.generate().publicKey;
      const mint = new PublicKey(PICOSOL_LISTED.mint);
      const reopen = (user: PublicKey) => {
        const create = createIdempotent(user, ACCOUNT, user, mint, TOKEN);
        return relay(create.programId, create.keys, Uint8Array.from(create.data));
      };
      const after = (user: PublicKey) => [...closeBy(stranger)(user), reopen(user)];
      const { run, sent } = await unstakeAll(at, swapBack(at, { after }), { inner });
      // The Token program leaves a closed account in place, zeroed, for the rest of the transaction: the
      // route's re-opening fails (instruction 2), with our close or without it.
      expect(worded(run.end)).toMatchObject({
        phase: 'failed',
        message: REFUSED,
        detail: expect.stringMatching(/^It fails when the Solana RPC simulates it: .*index: 2,/),
      });
      expect(sent).toHaveLength(0);
      expect(at.balance(stranger.toBase58())).toBe(0n);
      expect(at.balance(STAKER_PICOSOL)).toBe(TOKEN_ACCOUNT_RENT);
    });
  }

  it('a route that closes the emptied account to the wallet itself, on a node that leaves inner instructions out: with our close it fails, so it goes as the aggregator built it and lands exactly', async () => {
    const at = world();
    const closeItself = (user: PublicKey) => [
      new TransactionInstruction({
        programId: TOKEN,
        keys: [meta(ACCOUNT, true), meta(user, true), meta(user, false, true)],
        data: Buffer.of(TOKEN_CLOSE),
      }),
    ];
    const built = swapBack(at, { after: closeItself })(staker);
    const { run, sent, figure, gained } = await unstakeAll(at, () => built, { inner: false });
    expect(run.end).toMatchObject({ phase: 'success', route: 'swap-back', simulated: figure - 5_000n });
    expect(Buffer.from(sent[0]!.message.serialize())).toEqual(Buffer.from(VersionedTransaction.deserialize(built).message.serialize()));
    expect(at.read(STAKER_PICOSOL)).toBeNull();
    expect(gained).toBe(figure + TOKEN_ACCOUNT_RENT - 5_000n);
  });

  it('a compute limit set twice, or set with data cut short: the runtime refuses it with our close or without, so refused, nothing sent', async () => {
    const budget = new PublicKey(PROGRAMS.computeBudget);
    const twice = [
      ComputeBudgetProgram.setComputeUnitLimit({ units: 300_000 }),
      ComputeBudgetProgram.setComputeUnitLimit({ units: 300_000 }),
    ];
    const cut = [new TransactionInstruction({ programId: budget, keys: [], data: Buffer.of(2, 0xe0, 0x93) })];
    for (const before of [twice, cut]) {
      const at = world();
      const { run, sent } = await unstakeAll(at, swapBack(at, { before }));
      expect(worded(run.end)).toMatchObject({
        phase: 'failed',
        message: REFUSED,
        detail: 'Its transaction sets its compute budget in a way we cannot price.',
      });
      expect(sent).toHaveLength(0);
      expect(at.balance(STAKER_PICOSOL)).toBe(TOKEN_ACCOUNT_RENT);
    }
  });

  // Was a HOLE (an honest unstake blocked): the close's units at the swap's price were kept whenever they
  // cost less than the rent, but the guard caps a transaction's whole priority fee at 0.001 SOL (less than
  // the rent): a swap priced just under the cap went over it with the close, was refused, and the swap
  // back was never offered to the wallet, though as built it passes.
  for (const [name, before] of [
    [
      'no limit set (the close adds the runtime’s 200,000 default units)',
      [ComputeBudgetProgram.setComputeUnitPrice({ microLamports: 4_000_000 })],
    ],
    [
      'a limit set (the close adds its 10,000 units)',
      [
        ComputeBudgetProgram.setComputeUnitLimit({ units: 245_000 }),
        ComputeBudgetProgram.setComputeUnitPrice({ microLamports: 4_000_000 }),
      ],
    ],
  ] as const) {
    it(`a swap priced just under the priority fee cap, ${name}: with the close it would be over, so it goes as built and lands exactly`, async () => {
      const at = world();
      const built = swapBack(at, { before: [...before] })(staker);
      const { run, sent, figure, gained } = await unstakeAll(at, () => built);
      // The close the card promised did not fit: the staker confirmed the rent staying in the account first.
      expect(run.confirmed).toEqual({ phase: 'confirm', confirm: [{ kind: 'stays-open', lamports: TOKEN_ACCOUNT_RENT }] });
      // What the guard's simulation of the sent bytes showed is what landed; the network fee under the cap.
      expect(run.end).toMatchObject({ phase: 'success', route: 'swap-back', simulated: gained });
      expect(figure - gained).toBeLessThanOrEqual(1_000_000n + 5_000n);
      expect(Buffer.from(sent[0]!.message.serialize())).toEqual(Buffer.from(VersionedTransaction.deserialize(built).message.serialize()));
      expect(at.balance(STAKER_PICOSOL)).toBe(TOKEN_ACCOUNT_RENT);
    });
  }

  it('a price so high that the close would cost more than the rent it returns: the aggregator’s own fee is over the cap too, so refused, nothing sent', async () => {
    const at = world();
    const before = [ComputeBudgetProgram.setComputeUnitPrice({ microLamports: 12_000_000 })];
    const { run, sent } = await unstakeAll(at, swapBack(at, { before }));
    expect(worded(run.end)).toMatchObject({
      phase: 'failed',
      message: REFUSED,
      detail: 'Its priority fee, 0.0024 SOL, is above the 0.001 SOL cap.',
    });
    expect(sent).toHaveLength(0);
    expect(at.balance(STAKER_PICOSOL)).toBe(TOKEN_ACCOUNT_RENT);
  });

  describe('lookup tables the aggregator names', () => {
    type V0 = Extract<CompiledTransactionMessage, { version: 0 }>;
    /** The aggregator's unsigned bytes with its compiled message edited: what web3.js would never compile, a hostile service may send. */
    const edit = (bytes: Uint8Array, change: (message: V0) => V0) => {
      const { messageBytes } = getTransactionDecoder().decode(bytes);
      const message = change(getCompiledTransactionMessageDecoder().decode(messageBytes) as V0);
      const payer = message.staticAccounts[0]!;
      const encoded = getCompiledTransactionMessageEncoder().encode(message);
      return Uint8Array.from(
        getTransactionEncoder().encode({ messageBytes: encoded as never, signatures: { [payer]: null as SignatureBytes | null } }),
      );
    };
    const close = closeAccountInstruction({
      account: STAKER_PICOSOL,
      destination: staker,
      authority: staker,
      tokenProgram: PROGRAMS.token,
    });
    /** One more lookup of `table`, loading its `writable` and `readonly` positions. */
    const alsoLoads = (at: AddressLookupTableAccount, writable: number[], readonly: number[]) => (message: V0) => ({
      ...message,
      addressTableLookups: [
        ...(message.addressTableLookups ?? []),
        { lookupTableAddress: address(at.key.toBase58()), writableIndexes: writable, readonlyIndexes: readonly },
      ],
    });

    it('the staker’s account named in the static keys and loaded by a table too: ours is not appended; the runtime refuses it as built, so refused, nothing sent', async () => {
      const at = world();
      const twice = table(at, [ACCOUNT]);
      const built = edit(swapBack(at, {})(staker), alsoLoads(twice, [0], []));
      expect(appendInstructions(built, [{ writable: [STAKER_PICOSOL], readonly: [] }], [close], 10_000)).toBeNull();
      const { run, sent } = await unstakeAll(at, () => built);
      // The runtime's AccountLoadedTwice (its error 1), as the node reports it.
      expect(worded(run.end)).toMatchObject({ phase: 'failed', message: REFUSED, detail: 'It fails when the Solana RPC simulates it: 1' });
      expect(sent).toHaveLength(0);
      expect(at.balance(STAKER_PICOSOL)).toBe(TOKEN_ACCOUNT_RENT);
    });

    it('two tables that load the same account: ours is not appended; the runtime refuses it as built, so refused, nothing sent', async () => {
      const at = world();
      const pool = at.pool();
      const first = table(at, [new PublicKey(pool.reserveStake)]);
      const second = table(at, [new PublicKey(pool.reserveStake)]);
      const built = edit(swapBack(at, { tables: [first] })(staker), alsoLoads(second, [0], []));
      const reserve = { writable: [pool.reserveStake], readonly: [] };
      expect(appendInstructions(built, [reserve, reserve], [close], 10_000)).toBeNull();
      const { run, sent } = await unstakeAll(at, () => built);
      // The runtime's AccountLoadedTwice (its error 1), as the node reports it.
      expect(worded(run.end)).toMatchObject({ phase: 'failed', message: REFUSED, detail: 'It fails when the Solana RPC simulates it: 1' });
      expect(sent).toHaveLength(0);
      expect(at.balance(STAKER_PICOSOL)).toBe(TOKEN_ACCOUNT_RENT);
    });

    it('the Token program loaded writable by a table: ours cannot name its program there, so it is not appended: it lands as built, exactly, the account left open', async () => {
      const at = world();
      const tokens = table(at, [TOKEN]);
      const built = edit(swapBack(at, { tables: [tokens] })(staker), (message) => ({
        ...message,
        // The one table's one readonly address moved to its writable list: every index stays where it was.
        addressTableLookups: [{ ...message.addressTableLookups![0]!, writableIndexes: [0], readonlyIndexes: [] }],
      }));
      expect(appendInstructions(built, [{ writable: [PROGRAMS.token], readonly: [] }], [close], 10_000)).toBeNull();
      const { run, sent, figure, gained } = await unstakeAll(at, () => built);
      expect(run.end).toMatchObject({ phase: 'success', route: 'swap-back', simulated: figure - 5_000n });
      expect(Buffer.from(sent[0]!.serialize().subarray(65))).toEqual(Buffer.from(built.subarray(65)));
      expect(at.balance(STAKER_PICOSOL)).toBe(TOKEN_ACCOUNT_RENT);
      expect(gained).toBe(figure - 5_000n);
    });
  });

  // The race the card accepts for its own exits that close the account (exitCloseOnlyWhenClosable): one
  // unit of the LST, sent to the staker's account by anyone who holds some after the guard's check and
  // before the swap lands, is left there by the swap (it burns the amount asked) and fails our close (the
  // Token program's NonNativeHasBalance, its error 11): the whole swap fails on chain, where as built it
  // would have landed. The Token programs have no close "if empty" nor a burn of "all", so no instruction
  // of ours avoids it. The staker loses the fee and nothing else, and the card says what the RPC said.
  it('one LST unit sent to the staker’s account while the swap travels fails the appended close on chain: the fee is lost, nothing else, and the RPC’s word is said', async () => {
    const at = world();
    const griefer = Keypair.generate();
    const theirs = Keypair.generate().publicKey;
    at.put({
      address: theirs.toBase58(),
      lamports: TOKEN_ACCOUNT_RENT,
      owner: PROGRAMS.token,
      data: tokenAccountBytes(new PublicKey(PICOSOL_LISTED.mint), griefer.publicKey, 1n),
    });
    const dust = new TransactionInstruction({
      programId: TOKEN,
      keys: [meta(theirs, true), meta(ACCOUNT, true), meta(griefer.publicKey, false, true)],
      data: Buffer.from(concat(Uint8Array.of(TOKEN_TRANSFER), u64(1n))),
    });
    const figure = poolFigure(at, held(at));
    const built = swapBack(at, {})(staker);
    let landed = false;
    const card = litesvmUnstake(at.svm, {
      user: STAKER,
      token: PICOSOL_LISTED,
      // The griefer's transfer lands as the card's signed swap goes to the node.
      beforeRpc: (method) => {
        if (method === 'sendTransaction' && !landed) landed = !(landAs(at.svm, griefer, [dust]) instanceof FailedTransactionMetadata);
      },
      aggregator: { outAmount: figure, programIds: [PROGRAM_ID, AGGREGATOR_PROGRAM.toBase58()], transaction: () => built },
    });
    const before = at.balance(staker);
    const run = await card.unstake(held(at), { route: 'swap-back' });
    expect(landed).toBe(true);
    expect(card.sent).toHaveLength(1);
    expect(worded(run.end)).toMatchObject({
      phase: 'failed',
      // The token program's NonNativeHasBalance (11): no error the card words, so the RPC's own.
      message: 'Transaction failed: {"InstructionError":[1,{"Custom":11}]}',
      signature: expect.any(String),
    });
    expect(at.balance(staker) - before).toBe(-5_000n);
    expect(at.tokens(STAKER_PICOSOL)).toBe(2n * SOL + 1n);
    expect(at.balance(STAKER_PICOSOL)).toBe(TOKEN_ACCOUNT_RENT);
  });
});
