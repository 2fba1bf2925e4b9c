// A security review of the transaction guard, on a real Solana runtime (litesvm) through the production
// stake session (see guardOnLitesvm.test.ts for the harness). The first block holds what a hostile probe
// found the guard let through before it was fixed: each test states the refusal and, were the stake to
// go through, records what the staker lost in `harm`, so a regression shows the damage; its comment says
// how the guard of that time missed it (in the present tense of the finding). The second block
// holds honest shapes at the edge of the rules, the third attacks the guard refused from the start.
import {
  ComputeBudgetProgram,
  Keypair,
  PublicKey,
  SystemProgram,
  TransactionInstruction,
  TransactionMessage,
  VersionedTransaction,
  VoteInit,
  VoteProgram,
} from '@solana/web3.js';
import { address, getTransactionDecoder, lamports as kitLamports, type Transaction } from '@solana/kit';
import { FailedTransactionMetadata } from 'litesvm';
import { describe, expect, it } from 'vitest';
import { PROGRAMS } from '../../widget/core/guard/programs';
import { associatedTokenAddress } from '../../widget/solana/stakeAccounts';
import { closeAccount, createIdempotent, syncNative } from '../support/web3DemoInstructions';
import {
  concat,
  createWorld,
  fixture,
  holding,
  LIGHTHOUSE,
  lookupTable,
  lookupTableBytes,
  mintBytes,
  relay,
  SOL,
  swapTransaction,
  TOKEN,
  TOKEN_2022,
  tokenAccountBytes,
  u32,
  u64,
  transferChecked,
  USDC,
  viaRoute,
  WSOL,
  type World,
} from '../support/litesvmWorld';
import { AddressLookupTableAccount } from '@solana/web3.js';
import { OUT, STAKE, stakeIn, type RouteChoice, type StakeOptions, type WordedRun } from '../support/stakeOnLitesvm';

const REFUSED = 'The swap service offered a transaction that is not the stake you asked for. Nothing was signed.';
const TOKEN_REFUSED = 'We will not stake into tLST: the token lets someone else control what you hold. Nothing was signed.';
const STAKE_PROGRAM = new PublicKey('Stake11111111111111111111111111111111111111');
const SYSVAR = {
  clock: new PublicKey('SysvarC1ock11111111111111111111111111111111'),
  rent: new PublicKey('SysvarRent111111111111111111111111111111111'),
  recentBlockhashes: new PublicKey('SysvarRecentB1ockHashes11111111111111111111'),
  stakeHistory: new PublicKey('SysvarStakeHistory1111111111111111111111111'),
};

const meta = (pubkey: PublicKey, isWritable = false, isSigner = false) => ({ pubkey, isWritable, isSigner });

type Ended = WordedRun;

/** What a refused stake looks like: the card's refusal, nothing sent, no harm done. */
const refusedOutcome = (detail: unknown, message = REFUSED) => ({ phase: 'failed', message, detail, sent: 0, harm: null });
const outcome = (run: Ended, harm: unknown) => ({
  phase: run.end.phase,
  message: run.end.message,
  detail: run.end.detail,
  sent: run.sent.length,
  harm,
});

/** A stake account holding 5 SOL whose staker and withdrawer are the staker (StakeStateV2::Initialized, no lockup). */
function stakersStakeAccount(world: World): PublicKey {
  const stakeAccount = Keypair.generate().publicKey;
  const staker = world.user.publicKey.toBytes();
  const state = concat(u32(1), u64(2_282_880n), staker, staker, u64(0n), u64(0n), new Uint8Array(32));
  world.put(stakeAccount, concat(state, new Uint8Array(200 - state.length)), STAKE_PROGRAM, 5n * SOL);
  return stakeAccount;
}

/** Lands a transaction directly on the runtime (someone acting after the stake): its error, or null. */
function land(world: World, instructions: TransactionInstruction[], signers: Keypair[]): string | null {
  world.svm.expireBlockhash();
  const message = new TransactionMessage({ payerKey: signers[0]!.publicKey, recentBlockhash: world.svm.latestBlockhash(), instructions });
  const transaction = new VersionedTransaction(message.compileToV0Message());
  transaction.sign(signers);
  const result = world.svm.sendTransaction(getTransactionDecoder().decode(transaction.serialize()) as Transaction);
  return result instanceof FailedTransactionMetadata ? String(result.err()) : null;
}

const funded = (world: World) => {
  const keypair = Keypair.generate();
  world.svm.airdrop(address(keypair.publicKey.toBase58()), kitLamports(SOL));
  return keypair;
};

describe('found by a hostile probe, refused since', () => {
  const stranger = Keypair.generate().publicKey;

  it('F1. a partial withdrawal from a nonce account the staker is authority of sends 2 SOL to a stranger', async () => {
    // The check for "other accounts that record the staker" compares owner and data, not lamports. A
    // partial nonce withdrawal leaves the data as it was.
    const world = createWorld();
    const nonce = Keypair.generate().publicKey;
    const nonceData = concat(u32(1), u32(1), world.user.publicKey.toBytes(), new Uint8Array(32), u64(5_000n));
    world.put(nonce, nonceData, SystemProgram.programId, 3n * SOL);
    const withdraw = relay(
      SystemProgram.programId,
      [meta(nonce, true), meta(stranger, true), meta(SYSVAR.recentBlockhashes), meta(SYSVAR.rent), meta(world.user.publicKey, false, true)],
      concat(u32(5), u64(2n * SOL)),
    );
    const run = await stakeIn(world, { extra: [withdraw] });
    const harm = world.balance(stranger) > 0n ? { strangerGot: world.balance(stranger), nonceLeft: world.balance(nonce) } : null;
    expect(outcome(run, harm)).toEqual(
      refusedOutcome(expect.stringMatching(/^It would change an account of yours \(\w{4}\.\.\w{4}\) that a stake does not touch\.$/)),
    );
  });

  it('F2. a partial withdrawal from a stake account the staker is withdrawer of sends 4 SOL to a stranger', async () => {
    const world = createWorld();
    const stakeAccount = stakersStakeAccount(world);
    const withdraw = relay(
      STAKE_PROGRAM,
      [
        meta(stakeAccount, true),
        meta(stranger, true),
        meta(SYSVAR.clock),
        meta(SYSVAR.stakeHistory),
        meta(world.user.publicKey, false, true),
      ],
      concat(u32(4), u64(4n * SOL)),
    );
    const run = await stakeIn(world, { extra: [withdraw] });
    const harm =
      world.balance(stranger) > 0n ? { strangerGot: world.balance(stranger), stakeAccountLeft: world.balance(stakeAccount) } : null;
    expect(outcome(run, harm)).toEqual(
      refusedOutcome(expect.stringMatching(/^It would change an account of yours \(\w{4}\.\.\w{4}\) that a stake does not touch\.$/)),
    );
  });

  it('F3. 100 USDC in a token account owned by an SPL multisig the staker can sign alone (1 of 2) go to a stranger', async () => {
    // The position counts token accounts whose owner is the staker; one owned by a multisig that the
    // staker's signature satisfies is invisible to it (and the multisig account itself need not be writable).
    const world = createWorld();
    world.put(USDC, mintBytes({ decimals: 6 }), TOKEN);
    const multisig = Keypair.generate().publicKey;
    const signers = concat(world.user.publicKey.toBytes(), Keypair.generate().publicKey.toBytes(), new Uint8Array(32 * 9));
    world.put(multisig, concat(Uint8Array.of(1, 2, 1), signers), TOKEN); // m = 1, n = 2, initialized
    const treasury = Keypair.generate().publicKey;
    world.put(treasury, tokenAccountBytes(USDC, multisig, 100_000_000n), TOKEN);
    const theirs = Keypair.generate().publicKey;
    world.put(theirs, tokenAccountBytes(USDC, stranger, 0n), TOKEN);
    const take = relay(
      TOKEN,
      [meta(treasury, true), meta(USDC), meta(theirs, true), meta(multisig), meta(world.user.publicKey, false, true)],
      concat(Uint8Array.of(12), u64(100_000_000n), Uint8Array.of(6)),
    );
    const run = await stakeIn(world, { extra: [take] });
    const harm = world.tokens(theirs)! > 0n ? { strangerGotUsdcUnits: world.tokens(theirs), multisigLeft: world.tokens(treasury) } : null;
    expect(outcome(run, harm)).toEqual(refusedOutcome('It would take 100 USDC from your accounts.'));
  });

  it('F4. 3 SOL in a system account derived from the staker’s key with a seed go to a stranger (TransferWithSeed)', async () => {
    // Only the staker's signature can move SOL out of an account created with their key as base. Its data
    // is empty, so nothing "records the staker", and it is not the wallet: the guard does not look at it.
    const world = createWorld();
    const seeded = await PublicKey.createWithSeed(world.user.publicKey, 'savings', SystemProgram.programId);
    world.put(seeded, new Uint8Array(0), SystemProgram.programId, 3n * SOL);
    const take = relay(
      SystemProgram.programId,
      [meta(seeded, true), meta(world.user.publicKey, false, true), meta(stranger, true)],
      concat(u32(11), u64(3n * SOL), u64(7n), new TextEncoder().encode('savings'), SystemProgram.programId.toBytes()),
    );
    const run = await stakeIn(world, { extra: [take] });
    const harm = world.balance(stranger) > 0n ? { strangerGot: world.balance(stranger), seededLeft: world.balance(seeded) } : null;
    expect(outcome(run, harm)).toEqual(
      refusedOutcome(expect.stringMatching(/^It would take 3 SOL from another account your signature controls \(\w{4}\.\.\w{4}\)\.$/)),
    );
  });

  it('F5. a compute-unit limit above the runtime’s 1,400,000 maximum: the guard allows a 1,000,000-lamport fee the runtime never charges, and the route skims it', async () => {
    // priorityFee() multiplies the price by the limit as written (4,000,000,000 x 250 micro-lamports =
    // 1,000,000 lamports, at the cap); the runtime clamps the limit to 1,400,000 and charges 350.
    const world = createWorld();
    const skimmer = funded(world).publicKey;
    const computeBudget = [
      ComputeBudgetProgram.setComputeUnitLimit({ units: 4_000_000_000 }),
      ComputeBudgetProgram.setComputeUnitPrice({ microLamports: 250 }),
    ];
    const run = await stakeIn(world, { computeBudget, extra: [viaRoute.sendSol(world.user.publicKey, skimmer, 999_000n)] });
    const got = world.balance(skimmer) - SOL;
    expect(outcome(run, got > 0n ? { strangerGot: got } : null)).toEqual(
      refusedOutcome('It would also send 0.000999 SOL to an account you do not own.'),
    );
  });

  it('F5b. no compute-unit limit: the guard prices every instruction at 200,000 units, the runtime prices System and Compute Budget at 3,000, and the route skims the difference', async () => {
    // 7 instructions besides the price: the guard allows 1,400,000 units x 0.7 lamports = 980,000 lamports;
    // the runtime reserves 6 x 200,000 + 2 x 3,000 units and charges 844,200.
    const world = createWorld();
    const skimmer = funded(world).publicKey;
    const run = await stakeIn(world, {
      computeBudget: [ComputeBudgetProgram.setComputeUnitPrice({ microLamports: 700_000 })],
      keepWrappedSol: true,
      extra: [viaRoute.sendSol(world.user.publicKey, skimmer, 130_000n)],
    });
    const got = world.balance(skimmer) - SOL;
    expect(outcome(run, got > 0n ? { strangerGot: got } : null)).toEqual(
      refusedOutcome('It would also send 0.0001321 SOL to an account you do not own.'),
    );
  });

  it('F6. 3 SOL parked in a new token account of the staker’s, for a mint the attacker controls, count as SOL kept; the attacker then mints 1 token and freezes it, and the 3 SOL are locked', async () => {
    // The staker's SOL is "wallet plus the lamports of their token accounts", whatever the mint. Lamports
    // above rent in a non-native token account only come back by closing it, which needs a zero balance,
    // which needs a burn, which a frozen account refuses. The mint's freeze authority holds the SOL to ransom.
    const world = createWorld();
    const issuer = funded(world);
    const evil = Keypair.generate().publicKey;
    const evilMint = mintBytes({ decimals: 0, supply: 0n, freezeAuthority: issuer.publicKey });
    evilMint.set(issuer.publicKey.toBytes(), 4); // mint authority: the issuer
    world.put(evil, evilMint, TOKEN);
    const parked = new PublicKey(associatedTokenAddress(world.user.publicKey.toBase58(), evil.toBase58(), PROGRAMS.token));
    const run = await stakeIn(world, {
      extra: [
        createIdempotent(world.user.publicKey, parked, world.user.publicKey, evil, TOKEN),
        viaRoute.sendSol(world.user.publicKey, parked, 3n * SOL),
      ],
    });
    let harm = null;
    if (run.end.phase === 'success') {
      const accounts = (...keys: [PublicKey, boolean, boolean][]) =>
        keys.map(([pubkey, isWritable, isSigner]) => ({ pubkey, isWritable, isSigner }));
      const mintTo = new TransactionInstruction({
        programId: TOKEN,
        keys: accounts([evil, true, false], [parked, true, false], [issuer.publicKey, false, true]),
        data: Buffer.from([7, ...u64(1n)]),
      });
      const freeze = new TransactionInstruction({
        programId: TOKEN,
        keys: accounts([parked, true, false], [evil, false, false], [issuer.publicKey, false, true]),
        data: Buffer.from([10]),
      });
      const burn = new TransactionInstruction({
        programId: TOKEN,
        keys: accounts([parked, true, false], [evil, true, false], [world.user.publicKey, false, true]),
        data: Buffer.from([8, ...u64(1n)]),
      });
      harm = {
        issuerMintsAndFreezes: land(world, [mintTo, freeze], [issuer]),
        stakerBurns: land(world, [burn], [world.user]),
        stakerCloses: land(world, [closeAccount(TOKEN, parked, world.user.publicKey, world.user.publicKey)], [world.user]),
        lockedLamports: world.balance(parked),
      };
    }
    expect(outcome(run, harm)).toEqual(refusedOutcome('It would lock 3 SOL in a token account, out of your wallet’s reach.'));
  });

  it('F7. a Token-2022 LST whose transfer hook has an authority but no program yet: the issuer installs a hook that blocks every transfer of the staker’s tokens', async () => {
    // checkMint refuses a hook only when its program id is set; the authority that can set it later passes.
    const issuer = Keypair.generate();
    const world = createWorld({
      mint: mintBytes({ extensions: [[14, concat(issuer.publicKey.toBytes(), new Uint8Array(32))]] }),
      tokenProgram: TOKEN_2022,
    });
    world.svm.airdrop(address(issuer.publicKey.toBase58()), kitLamports(SOL));
    const run = await stakeIn(world, {});
    let harm = null;
    if (run.end.phase === 'success') {
      const payee = Keypair.generate().publicKey;
      const theirs = new PublicKey(associatedTokenAddress(payee.toBase58(), world.mint.toBase58(), PROGRAMS.token2022));
      land(world, [createIdempotent(issuer.publicKey, theirs, payee, world.mint, TOKEN_2022)], [issuer]);
      const hook = Keypair.generate().publicKey;
      world.svm.addProgramFromFile(address(hook.toBase58()), fixture('transfer-hook-reject.so'));
      const [metas] = PublicKey.findProgramAddressSync([Buffer.from('extra-account-metas'), world.mint.toBuffer()], hook);
      // An empty ExtraAccountMetaList for the Execute instruction.
      world.put(metas, Uint8Array.of(105, 37, 101, 197, 75, 251, 102, 26, 4, 0, 0, 0, 0, 0, 0, 0), hook);
      const send = (extra: PublicKey[]) => {
        const instruction = transferChecked(TOKEN_2022, world.lstAccount, world.mint, theirs, world.user.publicKey, 1_000n, 9);
        instruction.keys.push(...extra.map((pubkey) => meta(pubkey)));
        return land(world, [instruction], [world.user]);
      };
      const sendBefore = send([]);
      const update = new TransactionInstruction({
        programId: TOKEN_2022,
        keys: [meta(world.mint, true), meta(issuer.publicKey, false, true)],
        data: Buffer.from([36, 1, ...hook.toBytes()]),
      });
      harm = { stakerSendsBefore: sendBefore, issuerSetsHook: land(world, [update], [issuer]), stakerSendsAfter: send([hook, metas]) };
    }
    expect(outcome(run, harm)).toEqual(
      refusedOutcome(
        'The issuer of tLST can make a program of its choice approve every transfer, which could stop you from ever selling it.',
        TOKEN_REFUSED,
      ),
    );
  });

  it('F8. a Token-2022 LST with a 0 % transfer fee and a fee authority: two epochs later the issuer takes 10 % of every transfer of the staker’s tokens', async () => {
    // checkMint looks at the basis points in force now, not at who can raise them (up to 100 %).
    const issuer = Keypair.generate();
    const feeConfig = new Uint8Array(108);
    feeConfig.set(issuer.publicKey.toBytes(), 0); // transfer fee config authority
    const world = createWorld({ mint: mintBytes({ extensions: [[1, feeConfig]] }), tokenProgram: TOKEN_2022 });
    world.svm.airdrop(address(issuer.publicKey.toBase58()), kitLamports(SOL));
    const run = await stakeIn(world, {});
    let harm = null;
    if (run.end.phase === 'success') {
      const payee = Keypair.generate().publicKey;
      const theirs = new PublicKey(associatedTokenAddress(payee.toBase58(), world.mint.toBase58(), PROGRAMS.token2022));
      land(world, [createIdempotent(issuer.publicKey, theirs, payee, world.mint, TOKEN_2022)], [issuer]);
      const setFee = new TransactionInstruction({
        programId: TOKEN_2022,
        keys: [meta(world.mint, true), meta(issuer.publicKey, false, true)],
        data: Buffer.from([26, 5, ...u32(1_000).subarray(0, 2), ...u64(2n ** 64n - 1n)]), // 10 %, no maximum
      });
      const issuerSetsFee = land(world, [setFee], [issuer]);
      const clock = world.svm.getClock();
      clock.epoch += 2n;
      world.svm.setClock(clock);
      const sent = 100_000_000n;
      const stakerSends = land(
        world,
        [transferChecked(TOKEN_2022, world.lstAccount, world.mint, theirs, world.user.publicKey, sent, 9)],
        [world.user],
      );
      harm = { issuerSetsFee, stakerSends, sent, arrived: world.tokens(theirs) };
    }
    expect(outcome(run, harm)).toEqual(
      refusedOutcome('The issuer of tLST can start charging a fee on every transfer of it.', TOKEN_REFUSED),
    );
  });

  it('F9. 3 SOL parked in an empty token account of the staker’s whose close authority is someone else (a protocol set it): that party closes it and takes the SOL', async () => {
    // "No new close authority" holds, but the route moves SOL into reach of the existing one, and the
    // accounting counts it as the staker's SOL kept.
    const world = createWorld();
    const closer = funded(world);
    world.put(USDC, mintBytes({ decimals: 6 }), TOKEN);
    const usdc = new PublicKey(associatedTokenAddress(world.user.publicKey.toBase58(), USDC.toBase58(), PROGRAMS.token));
    const data = tokenAccountBytes(USDC, world.user.publicKey, 0n);
    data.set(concat(u32(1), closer.publicKey.toBytes()), 129);
    world.put(usdc, data, TOKEN);
    const run = await stakeIn(world, { extra: [viaRoute.sendSol(world.user.publicKey, usdc, 3n * SOL)] });
    let harm = null;
    if (run.end.phase === 'success') {
      const before = world.balance(closer.publicKey);
      const closes = land(world, [closeAccount(TOKEN, usdc, closer.publicKey, closer.publicKey)], [closer]);
      harm = { closerCloses: closes, closerGot: world.balance(closer.publicKey) - before };
    }
    expect(outcome(run, harm)).toEqual(refusedOutcome('It would lock 3 SOL in a token account, out of your wallet’s reach.'));
  });

  it('F9b. 5 SOL wrapped into the staker’s wrapped-SOL account, which an old delegate may spend without limit: the delegate takes them', async () => {
    // Top-level instructions only (a System transfer into the staker's wrapped-SOL account and a sync are
    // both allowed); the route keeps the wrapped SOL instead of unwrapping it.
    const world = createWorld();
    const delegate = funded(world);
    holding(world, world.wrappedSol, WSOL, 0n, { native: true, delegate: delegate.publicKey, delegatedAmount: 2n ** 64n - 1n });
    const run = await stakeIn(world, {
      keepWrappedSol: true,
      extra: [
        SystemProgram.transfer({ fromPubkey: world.user.publicKey, toPubkey: world.wrappedSol, lamports: 5n * SOL }),
        syncNative(world.wrappedSol),
      ],
    });
    let harm = null;
    if (run.end.phase === 'success') {
      const theirs = Keypair.generate().publicKey;
      world.put(theirs, tokenAccountBytes(WSOL, delegate.publicKey, 0n, { native: true }), TOKEN);
      const takes = land(world, [transferChecked(TOKEN, world.wrappedSol, WSOL, theirs, delegate.publicKey, 5n * SOL, 9)], [delegate]);
      harm = { delegateTakes: takes, delegateGotWsol: world.tokens(theirs) };
    }
    expect(outcome(run, harm)).toEqual(
      refusedOutcome(expect.stringMatching(/^It would put 5 wSOL into your wSOL account, which \w{4}\.\.\w{4} may spend\.$/)),
    );
  });
  it('F10. a partial withdrawal from a vote account the staker is withdraw authority of (a validator’s commission) sends 3 SOL to a stranger', async () => {
    const world = createWorld();
    const payer = funded(world);
    const vote = Keypair.generate();
    const node = Keypair.generate();
    const space = VoteProgram.space;
    const rent = world.svm.minimumBalanceForRentExemption(BigInt(space));
    world.svm.airdrop(address(payer.publicKey.toBase58()), kitLamports(10n * SOL));
    const create = VoteProgram.createAccount({
      fromPubkey: payer.publicKey,
      votePubkey: vote.publicKey,
      voteInit: new VoteInit(node.publicKey, node.publicKey, world.user.publicKey, 5),
      lamports: Number(rent + 4n * SOL),
    });
    expect(land(world, create.instructions, [payer, vote, node])).toBeNull();
    const withdraw = relay(
      VoteProgram.programId,
      [meta(vote.publicKey, true), meta(stranger, true), meta(world.user.publicKey, false, true)],
      concat(u32(3), u64(3n * SOL)),
    );
    const run = await stakeIn(world, { extra: [withdraw] });
    const harm =
      world.balance(stranger) > 0n ? { strangerGot: world.balance(stranger), voteAccountLeft: world.balance(vote.publicKey) } : null;
    expect(outcome(run, harm)).toEqual(
      refusedOutcome(expect.stringMatching(/^It would change an account of yours \(\w{4}\.\.\w{4}\) that a stake does not touch\.$/)),
    );
  });
});

describe('honest shapes at the edge of the rules', () => {
  it('C1. a wallet that raises the compute-unit limit by 10 % for its assertions, when the aggregator priced the fee at the cap, is refused', async () => {
    // The widget asks Jupiter for priorityLevelWithMaxLamports with maxLamports = the cap (the spec's
    // numbers), so in busy times price x limit sits at 1,000,000 lamports and a wallet's own limit bump
    // goes over. The spec's cap holds for what a wallet signs too; README, "Not checked", says so.
    const world = createWorld();
    world.svm.addProgramFromFile(address(LIGHTHOUSE.toBase58()), fixture('transfer-hook-accept.so'));
    const computeBudget = [
      ComputeBudgetProgram.setComputeUnitLimit({ units: 200_000 }),
      ComputeBudgetProgram.setComputeUnitPrice({ microLamports: 5_000_000 }),
    ];
    const tamper = (transaction: VersionedTransaction) => {
      const message = TransactionMessage.decompile(transaction.message);
      message.instructions = message.instructions.map((instruction) =>
        instruction.programId.equals(ComputeBudgetProgram.programId) && instruction.data[0] === 2
          ? ComputeBudgetProgram.setComputeUnitLimit({ units: 220_000 })
          : instruction,
      );
      message.instructions.push(
        new TransactionInstruction({ programId: LIGHTHOUSE, keys: [meta(world.lstAccount)], data: Buffer.from([1]) }),
      );
      return new VersionedTransaction(message.compileToV0Message());
    };
    const run = await stakeIn(world, { computeBudget }, { tamper });
    expect(outcome(run, null)).toEqual(
      refusedOutcome(
        'Its priority fee, 0.0011 SOL, is above the 0.001 SOL cap.',
        'Your wallet changed the transaction it signed, so it was not sent.',
      ),
    );
  });

  it('C2. a Token-2022 LST that lowered its transfer fee to 0 % (the older 1 % fee no longer in force)', async () => {
    // The fee in force is the newer one from its epoch on: the guard reads the clock beside the mint.
    const feeConfig = new Uint8Array(108);
    const view = new DataView(feeConfig.buffer);
    view.setUint16(88, 100, true); // older fee: 1 %, from epoch 0
    view.setBigUint64(90, 0n, true); // newer fee: 0 %, in force from epoch 0
    view.setUint16(106, 0, true);
    const world = createWorld({ mint: mintBytes({ extensions: [[1, feeConfig]] }), tokenProgram: TOKEN_2022 });
    const clock = world.svm.getClock();
    clock.epoch = 10n;
    world.svm.setClock(clock);
    const run = await stakeIn(world, {});
    expect({ phase: run.end.phase, detail: run.end.detail }).toEqual({ phase: 'success', detail: undefined });
  });
});

describe('attacks refused from the start', () => {
  const stranger = Keypair.generate().publicKey;
  const short = (key: PublicKey) => `${key.toBase58().slice(0, 4)}..${key.toBase58().slice(-4)}`;
  /** The guard's reason for a refused stake; nothing was sent and the staker's SOL did not move. */
  async function held(world: World, route: RouteChoice, more: StakeOptions = {}) {
    const before = world.balance(world.user.publicKey);
    const run = await stakeIn(world, route, more);
    expect(run.sent).toHaveLength(0);
    expect(world.balance(world.user.publicKey)).toBe(before);
    return run.end.detail;
  }
  const nonceOf = (world: World) => {
    const nonce = Keypair.generate().publicKey;
    world.put(
      nonce,
      concat(u32(1), u32(1), world.user.publicKey.toBytes(), new Uint8Array(32), u64(5_000n)),
      SystemProgram.programId,
      3n * SOL,
    );
    return nonce;
  };

  it('System Assign of the wallet to another program, by cross-program invocation', async () => {
    const world = createWorld();
    const assign = relay(SystemProgram.programId, [meta(world.user.publicKey, true, true)], concat(u32(1), stranger.toBytes()));
    expect(await held(world, { extra: [assign] })).toBe('It would hand your wallet to a program, or empty it.');
  });

  it('System Allocate of data in the wallet, by cross-program invocation', async () => {
    const world = createWorld();
    const allocate = relay(SystemProgram.programId, [meta(world.user.publicKey, true, true)], concat(u32(8), u64(10n)));
    expect(await held(world, { extra: [allocate] })).toBe('It would hand your wallet to a program, or empty it.');
  });

  it('an empty token account the staker already had, closed to a stranger', async () => {
    const world = createWorld();
    world.put(USDC, mintBytes({ decimals: 6 }), TOKEN);
    const usdc = Keypair.generate().publicKey;
    holding(world, usdc, USDC, 0n);
    const close = relay(TOKEN, [meta(usdc, true), meta(stranger, true), meta(world.user.publicKey, false, true)], Uint8Array.of(9));
    expect(await held(world, { extra: [close] })).toBe('It would also send 0.00203928 SOL to an account you do not own.');
  });

  it('the staker’s LST account handed to a stranger, with SOL moved into it first', async () => {
    const world = createWorld();
    holding(world, world.lstAccount, world.mint, 3n * SOL);
    const handOver = relay(
      TOKEN,
      [meta(world.lstAccount, true), meta(world.user.publicKey, false, true)],
      concat(Uint8Array.of(6, 2, 1), stranger.toBytes()),
    );
    const detail = await held(world, { extra: [viaRoute.sendSol(world.user.publicKey, world.lstAccount, SOL), handOver] });
    expect(detail).toBe(`It would hand your tLST account to ${short(stranger)}.`);
  });

  it('a new delegate on the staker’s existing wrapped-SOL account', async () => {
    const world = createWorld();
    holding(world, world.wrappedSol, WSOL, 0n, { native: true });
    const detail = await held(world, {
      keepWrappedSol: true,
      extra: [viaRoute.approve(TOKEN, world.wrappedSol, stranger, world.user.publicKey)],
    });
    expect(detail).toBe(`It would let ${short(stranger)} spend your wSOL.`);
  });

  it('a 1-lamport skim to an existing account: the fee is exact', async () => {
    const world = createWorld();
    const skimmer = funded(world).publicKey;
    const detail = await held(world, { extra: [viaRoute.sendSol(world.user.publicKey, skimmer, 1n)] });
    expect(detail).toBe('It would also send 0.000000001 SOL to an account you do not own.');
  });

  it('a nonce account of the staker’s advanced, or its authority handed over, by cross-program invocation', async () => {
    for (const [data, accounts] of [
      [
        u32(4),
        (nonce: PublicKey, world: World) => [meta(nonce, true), meta(SYSVAR.recentBlockhashes), meta(world.user.publicKey, false, true)],
      ],
      [
        concat(u32(7), stranger.toBytes()),
        (nonce: PublicKey, world: World) => [meta(nonce, true), meta(world.user.publicKey, false, true)],
      ],
    ] as const) {
      const world = createWorld();
      const nonce = nonceOf(world);
      const detail = await held(world, { extra: [relay(SystemProgram.programId, accounts(nonce, world), data)] });
      expect(detail).toBe(`It would change an account of yours (${short(nonce)}) that a stake does not touch.`);
    }
  });

  it('a stake account of the staker’s: its withdraw authority handed to a stranger', async () => {
    const world = createWorld();
    const stakeAccount = stakersStakeAccount(world);
    const authorize = relay(
      STAKE_PROGRAM,
      [meta(stakeAccount, true), meta(SYSVAR.clock), meta(world.user.publicKey, false, true)],
      concat(u32(1), stranger.toBytes(), u32(1)),
    );
    expect(await held(world, { extra: [authorize] })).toBe(
      `It would change an account of yours (${short(stakeAccount)}) that a stake does not touch.`,
    );
  });

  it('a lookup table that another program owns', async () => {
    const world = createWorld();
    const fake = Keypair.generate().publicKey;
    const addresses = [world.solVault, world.lstVault];
    world.put(fake, lookupTableBytes(addresses), stranger);
    const table = new AddressLookupTableAccount({
      key: fake,
      state: { deactivationSlot: 2n ** 64n - 1n, lastExtendedSlot: 0, lastExtendedSlotStartIndex: 0, addresses },
    });
    const detail = await held(world, { tables: [table] });
    expect(detail).toMatch(/^Its transaction loads accounts from a/);
  });

  it('a lookup table deactivated long ago (the runtime no longer loads it)', async () => {
    const world = createWorld();
    world.svm.warpToSlot(10_000n);
    const table = lookupTable(world, [world.solVault, world.lstVault]);
    const data = lookupTableBytes(table.state.addresses);
    data.set(u64(1n), 4); // deactivated at slot 1
    world.put(table.key, data, new PublicKey(PROGRAMS.addressLookupTable));
    expect(await held(world, { tables: [table] })).toMatch(/^It fails when the Solana RPC simulates it/);
  });

  it('an account both in the static keys and in a lookup table', async () => {
    const world = createWorld();
    const table = lookupTable(world, [world.solVault, world.lstVault, world.lstAccount]);
    const build = () => {
      const transaction = swapTransaction(world, { lamports: STAKE, out: OUT, tables: [table] });
      const message = transaction.message;
      // Load the LST account from the table too, writable, while it stays a static key.
      const lookup = message.addressTableLookups[0]!;
      lookup.writableIndexes.push(2);
      return new VersionedTransaction(message);
    };
    expect(await held(world, build)).toMatch(/^It fails when the Solana RPC simulates it/);
  });

  it('a wallet that reorders the route’s instructions', async () => {
    const world = createWorld();
    const tamper = (transaction: VersionedTransaction) => {
      const message = TransactionMessage.decompile(transaction.message);
      const [pay, deliver] = message.instructions.splice(6, 2);
      message.instructions.splice(6, 0, deliver!, pay!);
      return new VersionedTransaction(message.compileToV0Message());
    };
    const run = await stakeIn(world, {}, { tamper });
    expect(run.sent).toHaveLength(0);
    expect(run.end.detail).toBe('The signed transaction does more than the one that was checked.');
  });

  it('a quote whose minimum is far above what the route delivers', async () => {
    const world = createWorld();
    expect(await held(world, {}, { minimumOut: 10n * OUT })).toMatch(/^It would deliver 0.95 tLST, less than/);
  });

  it('a wallet that adds an "assertion" at a Lighthouse id which in fact sends SOL away: the whole guard runs again on what was signed', async () => {
    const world = createWorld();
    world.svm.addProgramFromFile(address(LIGHTHOUSE.toBase58()), fixture('relay.so'));
    const skimmer = funded(world).publicKey;
    const tamper = (transaction: VersionedTransaction) => {
      const message = TransactionMessage.decompile(transaction.message);
      const send = viaRoute.sendSol(world.user.publicKey, skimmer, 1_000_000n);
      message.instructions.push(new TransactionInstruction({ programId: LIGHTHOUSE, keys: send.keys, data: send.data }));
      return new VersionedTransaction(message.compileToV0Message());
    };
    const run = await stakeIn(world, {}, { tamper });
    expect(run.sent).toHaveLength(0);
    expect(run.end).toMatchObject({
      message: 'Your wallet changed the transaction it signed, so it was not sent.',
      detail: 'It would also send 0.001 SOL to an account you do not own.',
    });
  });
});
