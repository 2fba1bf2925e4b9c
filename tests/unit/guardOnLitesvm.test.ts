// The transaction guard on a real Solana runtime (litesvm), through the production pipeline: the
// widget's own stake session, service clients, guard and tracker, with real transactions that the
// runtime simulates and lands. The aggregator's program cannot run here (we do not have its binary):
// the relay stands at its address, so a route instruction really acts by cross-program invocation
// with the staker's signature, as a hostile route would. Each class of attack the guard must refuse
// has a test, and so does each honest shape it must let through.
import {
  ComputeBudgetProgram,
  Keypair,
  PublicKey,
  SystemProgram,
  TransactionInstruction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js';
import { address } from '@solana/kit';
import { describe, expect, it } from 'vitest';
import { PROGRAMS } from '../../widget/core/guard/programs';
import { associatedTokenAddress } from '../../widget/solana/stakeAccounts';
import { minimumAfterSlippage } from '../../widget/core/amount/stakeLimits';
import {
  createWorld,
  fixture,
  holding,
  LIGHTHOUSE,
  lookupTable,
  mintBytes,
  relay,
  SOL,
  TOKEN,
  TOKEN_2022,
  tokenAccountBytes,
  USDC,
  viaRoute,
  WSOL,
  type World,
} from '../support/litesvmWorld';
import { OUT, STAKE, stakeIn, type RouteChoice, type StakeOptions } from '../support/stakeOnLitesvm';

const MINIMUM = minimumAfterSlippage(OUT);
const RENT = 2_039_280n;
const REFUSED = 'The swap service offered a transaction that is not the stake you asked for. Nothing was signed.';

/** The refusal a stake ended in: the card's words and the guard's reason; nothing was sent. */
async function refusal(world: World, route: RouteChoice, more: StakeOptions = {}) {
  const before = world.balance(world.user.publicKey);
  const { end, sent } = await stakeIn(world, route, more);
  expect(sent).toHaveLength(0);
  expect(world.balance(world.user.publicKey)).toBe(before);
  return { message: end.message, detail: end.detail };
}

describe('honest stakes pass the guard and land', () => {
  it('a Jupiter-shaped route: 2 round trips to the prompt, and exactly the amount, fee and new account rent leave', async () => {
    const world = createWorld();
    const before = world.balance(world.user.publicKey);
    const { end, roundTrips, requests } = await stakeIn(world, {});
    expect(end).toMatchObject({ phase: 'success', received: OUT, simulated: OUT });
    expect(roundTrips).toBe(2);
    expect(requests.slice(0, 3)).toEqual(['/swap/v1/swap', 'rpc getMultipleAccounts', 'rpc simulateTransaction']);
    expect(world.tokens(world.lstAccount)).toBe(OUT);
    // 5,000 for the signature, 300,000 units at 1,000 micro-lamports (300 lamports), the LST account's rent.
    expect(before - world.balance(world.user.publicKey)).toBe(STAKE + 5_000n + 300n + RENT);
  });

  it('with its accounts in address lookup tables (read from the RPC): 3 round trips to the prompt', async () => {
    const world = createWorld();
    const table = lookupTable(world, [world.solVault, world.lstVault, WSOL, world.mint, world.wrappedSol, world.lstAccount]);
    const { end, roundTrips, requests } = await stakeIn(world, { tables: [table] });
    expect(end).toMatchObject({ phase: 'success', received: OUT });
    expect(roundTrips).toBe(3);
    expect(requests.slice(0, 4)).toEqual([
      '/swap/v1/swap',
      'rpc getMultipleAccounts',
      'rpc getMultipleAccounts',
      'rpc simulateTransaction',
    ]);
  });

  it('a staker who already holds wrapped SOL: the route unwraps it back into the wallet', async () => {
    const world = createWorld();
    holding(world, world.wrappedSol, WSOL, 5n * SOL, { native: true });
    const before = world.balance(world.user.publicKey) + world.balance(world.wrappedSol);
    const { end } = await stakeIn(world, {});
    expect(end).toMatchObject({ phase: 'success', received: OUT });
    expect(world.tokens(world.wrappedSol)).toBeNull();
    expect(before - world.balance(world.user.publicKey)).toBe(STAKE + 5_300n + RENT);
  });

  it('a staker whose LST account exists with a balance', async () => {
    const world = createWorld();
    holding(world, world.lstAccount, world.mint, 3n * SOL);
    const { end } = await stakeIn(world, {});
    expect(end).toMatchObject({ phase: 'success', received: OUT });
    expect(world.tokens(world.lstAccount)).toBe(3n * SOL + OUT);
  });

  it('a legacy (non-v0) transaction', async () => {
    const world = createWorld();
    expect((await stakeIn(world, { legacy: true })).end).toMatchObject({ phase: 'success', received: OUT });
  });

  it('heap and loaded-data-size compute instructions, and a priority fee exactly at the cap', async () => {
    const world = createWorld();
    const before = world.balance(world.user.publicKey);
    const computeBudget = [
      ComputeBudgetProgram.requestHeapFrame({ bytes: 64 * 1024 }),
      new TransactionInstruction({ programId: ComputeBudgetProgram.programId, keys: [], data: Buffer.from([4, 0, 0, 0x40, 0]) }),
      ComputeBudgetProgram.setComputeUnitLimit({ units: 200_000 }),
      ComputeBudgetProgram.setComputeUnitPrice({ microLamports: 5_000_000 }), // 200,000 x 5 = 1,000,000 lamports
    ];
    const { end } = await stakeIn(world, { computeBudget });
    expect(end).toMatchObject({ phase: 'success', received: OUT });
    expect(before - world.balance(world.user.publicKey)).toBe(STAKE + 5_000n + 1_000_000n + RENT);
  });

  it('a wallet that adds its own assertions and network fee (within the cap): checked again, and its bytes are what is sent', async () => {
    const world = createWorld();
    world.svm.addProgramFromFile(address(LIGHTHOUSE.toBase58()), fixture('transfer-hook-accept.so'));
    const tamper = (transaction: VersionedTransaction) => {
      const message = TransactionMessage.decompile(transaction.message);
      message.instructions = message.instructions.map((instruction) =>
        instruction.programId.equals(ComputeBudgetProgram.programId) && instruction.data[0] === 3
          ? ComputeBudgetProgram.setComputeUnitPrice({ microLamports: 2_000 })
          : instruction,
      );
      message.instructions.push(
        new TransactionInstruction({
          programId: LIGHTHOUSE,
          keys: [{ pubkey: world.lstAccount, isSigner: false, isWritable: false }],
          data: Buffer.from([1]),
        }),
      );
      return new VersionedTransaction(message.compileToV0Message());
    };
    const { end, sent } = await stakeIn(world, {}, { tamper });
    expect(end).toMatchObject({ phase: 'success', received: OUT });
    expect(sent).toHaveLength(1);
    expect(
      sent[0]!.message.compiledInstructions.some((instruction) =>
        sent[0]!.message.staticAccountKeys[instruction.programIdIndex]!.equals(LIGHTHOUSE),
      ),
    ).toBe(true);
  });
});

describe('the guard refuses what a hostile route does with the staker’s signature', () => {
  const stranger = Keypair.generate().publicKey;

  it('1. a skim inside the old fee reserve: an account funded by the staker, made by the route', async () => {
    const world = createWorld();
    const seeded = await PublicKey.createWithSeed(world.user.publicKey, 'skim', stranger);
    const skim = viaRoute.createWithSeed(world.user.publicKey, seeded, 'skim', 7_900_000n, stranger);
    expect(await refusal(world, { extra: [skim] })).toEqual({
      message: REFUSED,
      detail: 'It would also send 0.0079 SOL to an account you do not own.',
    });
  });

  it('1. the same skim at the top level, its target in an address lookup table', async () => {
    const world = createWorld();
    const seeded = await PublicKey.createWithSeed(world.user.publicKey, 'skim', stranger);
    const table = lookupTable(world, [seeded]);
    const skim = SystemProgram.createAccountWithSeed({
      fromPubkey: world.user.publicKey,
      newAccountPubkey: seeded,
      basePubkey: world.user.publicKey,
      seed: 'skim',
      lamports: 7_900_000,
      space: 0,
      programId: stranger,
    });
    const { detail } = await refusal(world, { extra: [skim], tables: [table] });
    expect(detail).toBe(
      `Its transaction would put 0.0079 SOL of yours into a new account owned by another program (${stranger.toBase58().slice(0, 4)}..${stranger.toBase58().slice(-4)}).`,
    );
  });

  it('1. a token account made for someone else with the staker’s rent', async () => {
    const world = createWorld();
    const theirs = new PublicKey(associatedTokenAddress(stranger.toBase58(), world.mint.toBase58(), PROGRAMS.token));
    const ata = new TransactionInstruction({
      programId: new PublicKey(PROGRAMS.associatedToken),
      keys: [world.user.publicKey, theirs, stranger, world.mint, SystemProgram.programId, TOKEN].map((pubkey, index) => ({
        pubkey,
        isSigner: index === 0,
        isWritable: index < 2,
      })),
      data: Buffer.from([1]),
    });
    const { detail } = await refusal(world, { extra: [ata] });
    expect(detail).toBe('Its transaction creates a token account that another address owns.');
  });

  it('2. a wrapped-SOL account the staker already had, closed to them and its lamports sent away', async () => {
    const world = createWorld();
    holding(world, world.wrappedSol, WSOL, 5n * SOL, { native: true });
    const drain = viaRoute.sendSol(world.user.publicKey, stranger, 5n * SOL);
    expect(await refusal(world, { extra: [drain] })).toEqual({
      message: REFUSED,
      detail: 'It would also send 5 SOL to an account you do not own.',
    });
  });

  it('2b. the LST delivered into the staker’s LST account that an old approval may still spend (issue 36)', async () => {
    const world = createWorld();
    const oldDelegate = Keypair.generate().publicKey;
    holding(world, world.lstAccount, world.mint, 3n * SOL, { delegate: oldDelegate, delegatedAmount: SOL });
    const short = `${oldDelegate.toBase58().slice(0, 4)}..${oldDelegate.toBase58().slice(-4)}`;
    expect(await refusal(world, {})).toEqual({
      message: REFUSED,
      detail: `It would put 0.95 tLST into your tLST account, which ${short} may spend.`,
    });
  });

  it('3. LST "delivered" out of the staker’s own other LST account, while the SOL goes elsewhere', async () => {
    const world = createWorld();
    const other = Keypair.generate().publicKey;
    holding(world, other, world.mint, 2n * SOL);
    const route = [
      viaRoute.transfer(TOKEN, world.wrappedSol, WSOL, world.solVault, world.user.publicKey, STAKE),
      viaRoute.transfer(TOKEN, other, world.mint, world.lstAccount, world.user.publicKey, OUT),
    ];
    expect(await refusal(world, { route })).toEqual({
      message: REFUSED,
      detail: 'It would deliver 0 tLST, less than the 0.94525 tLST its quote promises.',
    });
  });

  describe('4. reaching another token account of the staker’s, or setting up the new one for someone else', () => {
    const short = (key: PublicKey) => `${key.toBase58().slice(0, 4)}..${key.toBase58().slice(-4)}`;
    const withUsdc = () => {
      const world = createWorld();
      world.put(USDC, mintBytes({ decimals: 6 }), TOKEN);
      const usdc = new PublicKey(associatedTokenAddress(world.user.publicKey.toBase58(), USDC.toBase58(), PROGRAMS.token));
      holding(world, usdc, USDC, 50_000_000n);
      return { world, usdc };
    };

    it('approves a delegate on their USDC', async () => {
      const { world, usdc } = withUsdc();
      const { detail } = await refusal(world, { extra: [viaRoute.approve(TOKEN, usdc, stranger, world.user.publicKey)] });
      expect(detail).toBe(`It would let ${short(stranger)} spend your USDC.`);
    });

    it('transfers their USDC away', async () => {
      const { world, usdc } = withUsdc();
      const theirs = Keypair.generate().publicKey;
      world.put(theirs, tokenAccountBytes(USDC, stranger, 0n), TOKEN);
      const { detail } = await refusal(world, {
        extra: [viaRoute.transfer(TOKEN, usdc, USDC, theirs, world.user.publicKey, 5_000_000n, 6)],
      });
      expect(detail).toBe('It would take 5 USDC from your accounts.');
    });

    it('sets a delegate on the new LST account', async () => {
      const world = createWorld();
      const { detail } = await refusal(world, { extra: [viaRoute.approve(TOKEN, world.lstAccount, stranger, world.user.publicKey)] });
      expect(detail).toBe(`It would let ${short(stranger)} spend your tLST.`);
    });

    it('sets a close authority on the new LST account', async () => {
      const world = createWorld();
      const { detail } = await refusal(world, {
        extra: [viaRoute.setCloseAuthority(TOKEN, world.lstAccount, world.user.publicKey, stranger)],
      });
      expect(detail).toBe(`It would let ${short(stranger)} close your tLST account.`);
    });
  });

  it('4. hands over an account the staker controls that is no token account (a durable nonce they authorize)', async () => {
    const world = createWorld();
    const nonce = Keypair.generate().publicKey;
    // A nonce account: version 1, initialized, the staker as its authority, a stored blockhash, its fee.
    const data = new Uint8Array(80);
    data.set([1, 0, 0, 0, 1, 0, 0, 0], 0);
    data.set(world.user.publicKey.toBytes(), 8);
    data.set(Keypair.generate().publicKey.toBytes(), 40);
    world.put(nonce, data, new PublicKey(PROGRAMS.system));
    const authorize = relay(
      SystemProgram.programId,
      [
        { pubkey: nonce, isWritable: true },
        { pubkey: world.user.publicKey, isSigner: true },
      ],
      Uint8Array.from([7, 0, 0, 0, ...stranger.toBytes()]),
    );
    const { detail } = await refusal(world, { extra: [authorize] });
    expect(detail).toBe(
      `It would change an account of yours (${nonce.toBase58().slice(0, 4)}..${nonce.toBase58().slice(-4)}) that a stake does not touch.`,
    );
  });

  describe('5. a wallet that returns a message other than the one checked', () => {
    const WALLET_ALTERED = 'Your wallet changed the transaction it signed, so it was not sent.';

    it('with another transfer added', async () => {
      const world = createWorld();
      const tamper = (transaction: VersionedTransaction) => {
        const message = TransactionMessage.decompile(transaction.message);
        message.instructions.push(SystemProgram.transfer({ fromPubkey: world.user.publicKey, toPubkey: stranger, lamports: 1_000_000 }));
        return new VersionedTransaction(message.compileToV0Message());
      };
      expect(await refusal(world, {}, { tamper })).toEqual({
        message: WALLET_ALTERED,
        detail: 'The signed transaction does more than the one that was checked.',
      });
    });

    it('with the same instructions under another blockhash', async () => {
      const world = createWorld();
      const tamper = (transaction: VersionedTransaction) => {
        const message = TransactionMessage.decompile(transaction.message);
        world.svm.expireBlockhash();
        message.recentBlockhash = world.svm.latestBlockhash();
        return new VersionedTransaction(message.compileToV0Message());
      };
      expect(await refusal(world, {}, { tamper })).toEqual({
        message: WALLET_ALTERED,
        detail: 'The signed transaction has another blockhash than the one that was checked.',
      });
    });

    it('with a route instruction changed by a wallet-like program it added', async () => {
      const world = createWorld();
      world.svm.addProgramFromFile(address(LIGHTHOUSE.toBase58()), fixture('transfer-hook-accept.so'));
      const tamper = (transaction: VersionedTransaction) => {
        const message = TransactionMessage.decompile(transaction.message);
        message.instructions.push(new TransactionInstruction({ programId: LIGHTHOUSE, keys: [], data: Buffer.from([1]) }));
        message.instructions.push(viaRoute.sendSol(world.user.publicKey, stranger, 1_000_000n));
        return new VersionedTransaction(message.compileToV0Message());
      };
      expect(await refusal(world, {}, { tamper })).toEqual({
        message: WALLET_ALTERED,
        detail: 'The signed transaction does more than the one that was checked.',
      });
    });
  });

  it('6. success names what arrived, never the quote: a route that delivers just its minimum', async () => {
    const world = createWorld();
    const { end } = await stakeIn(world, { out: MINIMUM });
    expect(end).toMatchObject({ phase: 'success', received: MINIMUM, simulated: MINIMUM });
    expect(world.tokens(world.lstAccount)).toBe(MINIMUM);
  });

  it('8. a shown amount of 0 lets nothing through', async () => {
    const world = createWorld();
    expect(await refusal(world, {}, { expectedOut: 0n })).toEqual({
      message: REFUSED,
      detail: 'The amount you were shown is 0, so there is nothing to hold its quote to.',
    });
  });
});

describe('7. the guard refuses an LST whose mint lets someone else move, block or tax it', () => {
  const authority = Keypair.generate().publicKey;
  const key = (value: PublicKey) => value.toBytes();
  const TOKEN_REFUSED = 'We will not stake into tLST: the token lets someone else control what you hold. Nothing was signed.';
  const hookProgram = Keypair.generate().publicKey;
  const feeConfig = (bps: number) => {
    const value = new Uint8Array(108);
    const view = new DataView(value.buffer);
    view.setUint16(88, bps, true);
    view.setUint16(106, bps, true);
    return value;
  };

  it.each([
    ['a permanent delegate', [[12, key(authority)]], 'The issuer of tLST can take tokens out of your account at any time.'],
    [
      'a transfer hook',
      [[14, new Uint8Array([...key(authority), ...key(hookProgram)])]],
      'Every transfer of tLST must be allowed by a program its issuer chose, which could stop you from ever selling it.',
    ],
    ['non-transferable', [[9, new Uint8Array()]], 'tLST cannot be transferred: you could never sell or move it.'],
    ['pausable', [[26, new Uint8Array([...key(authority), 0])]], 'The issuer of tLST can pause every transfer of it.'],
    ['default-frozen accounts', [[6, Uint8Array.of(2)]], 'New tLST accounts start frozen: its issuer decides whether you can use them.'],
    ['a transfer fee', [[1, feeConfig(100)]], 'tLST charges a fee of 1 % on every transfer.'],
  ] as [string, [number, Uint8Array][], string][])('a Token-2022 mint with %s', async (_, extensions, detail) => {
    const world = createWorld({ mint: mintBytes({ extensions }), tokenProgram: TOKEN_2022 });
    world.svm.addProgramFromFile(address(hookProgram.toBase58()), fixture('transfer-hook-reject.so'));
    expect(await refusal(world, {})).toEqual({ message: TOKEN_REFUSED, detail });
  });

  it('a transfer fee of 0 % now and 100 % from the next epoch, with no fee authority and a stranger to collect it', async () => {
    // The fee in force is 0, and no one can change it: but the newer fee is already set, and from the
    // next epoch every transfer of the staker's tokens would be withheld for the stranger.
    const value = new Uint8Array(108);
    const view = new DataView(value.buffer);
    value.set(key(authority), 32); // the withdraw-withheld authority: a stranger
    view.setBigUint64(90, 1n, true); // the newer fee, from epoch 1 on
    view.setBigUint64(98, 2n ** 64n - 1n, true); // no maximum
    view.setUint16(106, 10_000, true); // 100 %
    const world = createWorld({ mint: mintBytes({ extensions: [[1, value]] }), tokenProgram: TOKEN_2022 });
    expect(world.svm.getClock().epoch).toBe(0n); // the newer fee is one epoch away
    expect(await refusal(world, {})).toEqual({
      message: TOKEN_REFUSED,
      detail: 'tLST will charge a fee of 100 % on every transfer from epoch 1.',
    });
  });

  it('passes a Token-2022 mint whose extensions leave the tokens to the holder (metadata, no fee)', async () => {
    const world = createWorld({
      mint: mintBytes({
        extensions: [
          [18, new Uint8Array(64)],
          [1, feeConfig(0)],
        ],
      }),
      tokenProgram: TOKEN_2022,
    });
    const { end } = await stakeIn(world, {});
    expect(end).toMatchObject({ phase: 'success', received: OUT });
  });

  it('a mint with a freeze authority', async () => {
    const world = createWorld({ mint: mintBytes({ freezeAuthority: authority }) });
    expect(await refusal(world, {})).toEqual({
      message: TOKEN_REFUSED,
      detail: 'The issuer of tLST can freeze the tokens in your account.',
    });
  });

  it('wrapped SOL as the LST', async () => {
    const world = createWorld();
    world.mint = WSOL;
    world.lstAccount = world.wrappedSol;
    const { detail } = await refusal(world, {});
    expect(detail).toBe('The token to receive is wrapped SOL, not a liquid staking token.');
  });

  it('a list whose token program is not the mint’s owner', async () => {
    const world = createWorld({ mint: mintBytes({ extensions: [] }), tokenProgram: TOKEN_2022 });
    world.tokenProgram = TOKEN;
    const { detail } = await refusal(world, {});
    expect(detail).toBe('The LST list says tLST belongs to the program Toke..Q5DA, but on chain it belongs to Toke..xuEb.');
  });
});
