// Issue 36's leaks on the way out, as an attacker who controls the swap back's transaction meets them:
// each hostile swap back runs through the card's own unstake owner (offers, exit guard, wallet, tracker)
// on litesvm with the real stake pool program and picoSOL's pool, and the relay program standing in for
// a route that acts by cross-program invocation with the staker's signature. Each is refused before the
// wallet is asked, in words; the honest controls beside them land with exactly what was shown. Where an
// attack got through before, the test says what the attacker would have taken.
import { address, getTransactionDecoder, lamports as kitLamports, type Transaction } from '@solana/kit';
import { Keypair, PublicKey, SystemProgram, TransactionMessage, VersionedTransaction, type TransactionInstruction } from '@solana/web3.js';
import { FailedTransactionMetadata } from 'litesvm';
import { describe, expect, it } from 'vitest';
import { AGGREGATOR_PROGRAM, closeAccount, createIdempotent } from '../support/web3DemoInstructions';
import { PROGRAMS } from '../../widget/core/guard/programs';
import { WRAPPED_SOL_MINT } from '../../widget/core/lst/lst';
import { withdrawSolInstruction } from '../../widget/core/stakePool/withdrawInstructions';
import { withdrawAuthorityOf } from '../../widget/solana/poolAddresses';
import { associatedTokenAddress } from '../../widget/solana/stakeAccounts';
import { instantOffer } from '../support/exitOffers';
import { exitWorld, PROGRAM_ID, SOL, staker, STAKER_PICOSOL, type ExitWorld } from '../support/exitOnLitesvm';
import { concat, fixture, mintBytes, relay, tokenAccountBytes, u32, u64 } from '../support/litesvmWorld';
import { litesvmUnstake } from '../support/litesvmUnstake';
import { PICOSOL_LISTED, STAKER, TOKEN_ACCOUNT_RENT } from '../support/stakePoolOnLitesvm';
import { worded } from '../support/worded';

const TOKEN = new PublicKey(PROGRAMS.token);
const USER = STAKER.publicKey;
const WSOL = new PublicKey(WRAPPED_SOL_MINT);
const WRAPPED_SOL = new PublicKey(associatedTokenAddress(staker, WRAPPED_SOL_MINT, PROGRAMS.token));
const REFUSED = 'The swap service offered a transaction that is not the swap back you asked for. Nothing was signed.';
const UNITS = 2n * SOL;
const short = (key: PublicKey | string) => `${String(key).slice(0, 4)}..${String(key).slice(-4)}`;
const meta = (pubkey: PublicKey, isWritable = false, isSigner = false) => ({ pubkey, isWritable, isSigner });

/** picoSOL's pool with the staker's deposit, and the relay at the aggregator's address. */
function world(): ExitWorld {
  const made = exitWorld();
  made.svm.addProgramFromFile(address(AGGREGATOR_PROGRAM.toBase58()), fixture('relay.so'));
  return made;
}

/** Puts an account owned by `owner` holding `data` (its rent, unless `lamports`). */
function put(at: ExitWorld, key: PublicKey, data: Uint8Array, owner: PublicKey, lamports = TOKEN_ACCOUNT_RENT) {
  at.put({ address: key.toBase58(), lamports, owner: owner.toBase58(), data });
}

/**
 * A swap back that pays what the pool's instant exit pays (the pool's WithdrawSol into the wallet),
 * then does `extra` with the staker's signature: the shape every attack below takes.
 */
const swapBack = (at: ExitWorld, extra: (user: string) => TransactionInstruction[]) => (user: string) => {
  const pool = at.pool();
  const withdraw = withdrawSolInstruction({
    programId: PROGRAM_ID,
    pool,
    withdrawAuthority: withdrawAuthorityOf(PROGRAM_ID, pool.address),
    staker: user,
    stakerTokenAccount: STAKER_PICOSOL,
    receiver: user,
    poolTokens: UNITS,
    minimumLamports: 1n,
  });
  const instructions = [
    {
      programId: new PublicKey(withdraw.programAddress),
      keys: withdraw.accounts.map((account) => ({
        pubkey: new PublicKey(account.address),
        isWritable: account.writable,
        isSigner: account.signer ?? false,
      })),
      data: Buffer.from(withdraw.data),
    },
    ...extra(user),
  ];
  const message = new TransactionMessage({ payerKey: new PublicKey(user), recentBlockhash: at.svm.latestBlockhash(), instructions });
  return new VersionedTransaction(message.compileToV0Message()).serialize();
};

/** What the pool's instant exit pays for 2 picoSOL now. */
function poolFigure(at: ExitWorld) {
  const predicted = instantOffer(at, UNITS).predicted;
  if (!predicted.ok) throw new Error('predicted a refusal');
  return predicted.lamports;
}

/** Unstakes 2 picoSOL by the swap back the test builds, quoted at the pool's own figure. */
async function unstakeBy(at: ExitWorld, extra: (user: string) => TransactionInstruction[]) {
  const figure = poolFigure(at);
  const card = litesvmUnstake(at.svm, {
    user: STAKER,
    token: PICOSOL_LISTED,
    aggregator: {
      outAmount: figure,
      programIds: [PROGRAM_ID, AGGREGATOR_PROGRAM.toBase58()],
      transaction: swapBack(at, extra),
    },
  });
  const run = await card.unstake(UNITS, { route: 'swap-back' });
  return { run, sent: card.sent, figure };
}

/** Sends `instructions` signed by `signer` (someone else's transaction, after the staker's). */
function land(at: ExitWorld, signer: Keypair, instructions: TransactionInstruction[]) {
  at.svm.airdrop(address(signer.publicKey.toBase58()), kitLamports(10_000_000n));
  at.svm.expireBlockhash();
  const message = new TransactionMessage({ payerKey: signer.publicKey, recentBlockhash: at.svm.latestBlockhash(), instructions });
  const transaction = new VersionedTransaction(message.compileToV0Message());
  transaction.sign([signer]);
  return at.svm.sendTransaction(getTransactionDecoder().decode(transaction.serialize()) as Transaction);
}

describe('what the way out leaked, refused before the wallet (issue 36)', () => {
  it('1. the exit parked in a wrapped-SOL account an old approval can spend, without a sync: refused, nothing sent', async () => {
    const at = world();
    const thief = Keypair.generate();
    put(
      at,
      WRAPPED_SOL,
      tokenAccountBytes(WSOL, USER, 0n, { native: true, delegate: thief.publicKey, delegatedAmount: 2n ** 64n - 1n }),
      TOKEN,
    );
    const figure = poolFigure(at);
    const { run, sent } = await unstakeBy(at, (user) => [
      SystemProgram.transfer({ fromPubkey: new PublicKey(user), toPubkey: WRAPPED_SOL, lamports: figure - 10_000n }),
    ]);
    expect(worded(run.end)).toMatchObject({
      phase: 'failed',
      message: REFUSED,
      detail: `It would put ${((Number(figure) - 10_000) / 1e9).toString()} SOL into your wSOL account, which ${short(thief.publicKey)} may spend.`,
    });
    expect(sent).toHaveLength(0);
  });

  it('1b. the same transfer into a wrapped-SOL account of the staker’s own, unsynced: it is not SOL received, so refused', async () => {
    const at = world();
    put(at, WRAPPED_SOL, tokenAccountBytes(WSOL, USER, 0n, { native: true }), TOKEN);
    const figure = poolFigure(at);
    const { run, sent } = await unstakeBy(at, (user) => [
      SystemProgram.transfer({ fromPubkey: new PublicKey(user), toPubkey: WRAPPED_SOL, lamports: figure / 2n }),
    ]);
    expect(worded(run.end)).toMatchObject({
      phase: 'failed',
      message: REFUSED,
      detail: `It would lock ${(Number(figure / 2n) / 1e9).toString()} SOL in a token account, out of your wallet’s reach.`,
    });
    expect(sent).toHaveLength(0);
  });

  it('2. token accounts opened in the staker’s name for mints an attacker can freeze, their rent “received”: refused, nothing sent', async () => {
    const at = world();
    const issuer = Keypair.generate().publicKey;
    const mints = [0, 1, 2].map(() => Keypair.generate().publicKey);
    for (const mint of mints) put(at, mint, mintBytes({ decimals: 0, supply: 0n, freezeAuthority: issuer }), TOKEN, 1_461_600n);
    const { run, sent } = await unstakeBy(at, (user) =>
      mints.map((mint) =>
        createIdempotent(
          new PublicKey(user),
          new PublicKey(associatedTokenAddress(user, mint.toBase58(), PROGRAMS.token)),
          new PublicKey(user),
          mint,
          TOKEN,
        ),
      ),
    );
    expect(worded(run.end)).toMatchObject({
      phase: 'failed',
      message: REFUSED,
      detail: `It would open a ${short(mints[0]!)} account in your name that this does not need, with your SOL as its rent.`,
    });
    expect(sent).toHaveLength(0);
  });

  it('3. the staker’s empty token account closed to a stranger by the route’s program (a cross-program close): refused, nothing sent', async () => {
    const at = world();
    const usdcMint = Keypair.generate().publicKey;
    put(at, usdcMint, mintBytes({ decimals: 6 }), TOKEN, 1_461_600n);
    const empty = Keypair.generate().publicKey;
    put(at, empty, tokenAccountBytes(usdcMint, USER, 0n), TOKEN);
    const stranger = Keypair.generate().publicKey;
    const { run, sent } = await unstakeBy(at, () => [
      relay(TOKEN, [meta(empty, true), meta(stranger, true), meta(USER, false, true)], Uint8Array.of(9)),
    ]);
    expect(worded(run.end)).toMatchObject({
      phase: 'failed',
      message: REFUSED,
      detail: `It would close your ${short(usdcMint)} account and send its SOL to ${short(stranger)}, not to your wallet.`,
    });
    expect(sent).toHaveLength(0);
    expect(at.balance(empty.toBase58())).toBe(TOKEN_ACCOUNT_RENT);
  });

  it('4. a System account at the staker’s seeded address handed to another program by a cross-program AssignWithSeed, its SOL kept: refused, nothing sent', async () => {
    const at = world();
    const seed = 'savings';
    const attacker = Keypair.generate().publicKey;
    // AssignWithSeed's address is seeded with the owner it assigns: the attacker's program.
    const seeded = await PublicKey.createWithSeed(USER, seed, attacker);
    at.put({ address: seeded.toBase58(), lamports: SOL, owner: PROGRAMS.system, data: new Uint8Array() });
    const assignWithSeed = concat(u32(10), USER.toBytes(), u64(BigInt(seed.length)), new TextEncoder().encode(seed), attacker.toBytes());
    const { run, sent } = await unstakeBy(at, () => [
      relay(SystemProgram.programId, [meta(seeded, true), meta(USER, false, true)], assignWithSeed),
    ]);
    expect(worded(run.end)).toMatchObject({
      phase: 'failed',
      message: REFUSED,
      detail: `It would hand an account your signature controls (${short(seeded)}) to a program (${short(attacker)}).`,
    });
    expect(sent).toHaveLength(0);
    expect(at.read(seeded.toBase58())?.owner).toBe(PROGRAMS.system);
  });
});

describe('honest swap backs beside them land exactly', () => {
  it('the pool’s exit into the wallet, then the staker’s own empty wrapped-SOL account closed back to the wallet', async () => {
    const at = world();
    put(at, WRAPPED_SOL, tokenAccountBytes(WSOL, USER, 0n, { native: true }), TOKEN);
    const before = at.balance(staker);
    const figure = poolFigure(at);
    const { run, sent } = await unstakeBy(at, (user) => [closeAccount(TOKEN, WRAPPED_SOL, new PublicKey(user), new PublicKey(user))]);
    // What the staker gained is the exit less the signature's fee; the closed account's rent was theirs already, now in the wallet.
    expect(run.end).toMatchObject({ phase: 'success', route: 'swap-back', simulated: figure - 5_000n });
    expect(sent).toHaveLength(1);
    expect(at.balance(staker) - before).toBe(figure + TOKEN_ACCOUNT_RENT - 5_000n);
  });
});

describe('what the attack would have taken (measured by landing it without the guard)', () => {
  it('the unsynced exit in a delegated wrapped-SOL account: anyone syncs it, and the old delegate takes it all', () => {
    const at = world();
    const thief = Keypair.generate();
    put(
      at,
      WRAPPED_SOL,
      tokenAccountBytes(WSOL, USER, 0n, { native: true, delegate: thief.publicKey, delegatedAmount: 2n ** 64n - 1n }),
      TOKEN,
    );
    const parked = 1_000_000_000n;
    expect(
      at.send(
        swapBack(at, (user) => [SystemProgram.transfer({ fromPubkey: new PublicKey(user), toPubkey: WRAPPED_SOL, lamports: parked })])(
          staker,
        ),
      ).ok,
    ).toBe(true);
    const theirs = Keypair.generate().publicKey;
    put(at, theirs, tokenAccountBytes(WSOL, thief.publicKey, 0n, { native: true }), TOKEN);
    const sync = { programId: TOKEN, keys: [meta(WRAPPED_SOL, true)], data: Buffer.from([17]) };
    const take = {
      programId: TOKEN,
      keys: [meta(WRAPPED_SOL, true), meta(theirs, true), meta(thief.publicKey, false, true)],
      data: Buffer.from(concat(Uint8Array.of(3), u64(parked))),
    };
    expect(land(at, thief, [sync, take])).not.toBeInstanceOf(FailedTransactionMetadata);
    expect(at.tokens(theirs.toBase58())).toBe(parked);
  });
});
