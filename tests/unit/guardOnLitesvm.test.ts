// The transaction guard against a real Solana runtime (litesvm): real transactions, simulated and
// sent through the widget's own RPC client. litesvm cannot run the aggregator's program (we do not
// have its binary), so the route here is a token transfer into the staker's LST account from a pool
// vault that delegates to the staker: LST really arrives, and no one else signs.
import { address, lamports as kitLamports } from '@solana/kit';
import {
  ComputeBudgetProgram,
  Keypair,
  PublicKey,
  SystemProgram,
  TransactionMessage,
  VersionedTransaction,
  type TransactionInstruction,
} from '@solana/web3.js';
import { LiteSVM } from 'litesvm';
import { beforeEach, describe, expect, it } from 'vitest';
import { checkSimulation } from '../../widget/core/guard/checkSimulation';
import { checkTransaction } from '../../widget/core/guard/checkTransaction';
import { PROGRAMS } from '../../widget/core/guard/programs';
import { WRAPPED_SOL_MINT } from '../../widget/core/lst';
import { decodeSwapTransaction } from '../../widget/solana/decodeSwapTransaction';
import { createRpcClient } from '../../widget/api/rpcClient';
import { simulateSwap } from '../../widget/solana/simulateSwap';
import { associatedTokenAddress, stakeAccounts } from '../../widget/solana/stakeAccounts';
import { trackTransaction } from '../../widget/solana/trackTransaction';
import { feePayerSignature } from '../../widget/solana/createStakeDeps';
import { approve, closeAccount, createIdempotent, setOwner, syncNative, transferChecked } from '../../demo/demoInstructions';
import { mintData } from '../../demo/demoAccounts';
import { litesvmFetch } from '../support/litesvmRpc';
import { worded } from '../support/worded';

const TOKEN = new PublicKey(PROGRAMS.token);
const SOL = 1_000_000_000n;
const STAKE = 1n * SOL;
const OUT = 950_000_000n;
const MINIMUM = (OUT * 9_950n) / 10_000n;

/** A pool's LST vault that the staker may spend from as delegate (the stand-in route's source). */
function vaultData(mint: PublicKey, owner: PublicKey, delegate: PublicKey, amount: bigint): Uint8Array {
  const data = new Uint8Array(165);
  const view = new DataView(data.buffer);
  data.set(mint.toBytes(), 0);
  data.set(owner.toBytes(), 32);
  view.setBigUint64(64, amount, true);
  view.setUint32(72, 1, true);
  data.set(delegate.toBytes(), 76);
  data[108] = 1;
  view.setBigUint64(121, amount, true);
  return data;
}

let svm: LiteSVM;
let user: Keypair;
let mint: PublicKey;
let vault: PublicKey;

function put(key: PublicKey, data: Uint8Array, owner = TOKEN) {
  svm.setAccount({
    address: address(key.toBase58()),
    lamports: kitLamports(svm.minimumBalanceForRentExemption(BigInt(data.length))),
    programAddress: address(owner.toBase58()),
    data,
    executable: false,
    space: BigInt(data.length),
  } as never);
}

beforeEach(() => {
  svm = new LiteSVM();
  user = Keypair.generate();
  mint = Keypair.generate().publicKey;
  vault = Keypair.generate().publicKey;
  svm.airdrop(address(user.publicKey.toBase58()), kitLamports(10n * SOL));
  put(new PublicKey(WRAPPED_SOL_MINT), mintData(9));
  put(mint, mintData(9));
  put(vault, vaultData(mint, Keypair.generate().publicKey, user.publicKey, 1_000n * SOL));
});

type Shape = 'honest' | 'approve' | 'set-authority' | 'under-deliver' | 'second-signer' | 'fails';

/** The aggregator's shape (compute budget, wrap, sync, route, close), with one thing changed. */
function swap(shape: Shape): string {
  const owner = user.publicKey;
  const wrapped = new PublicKey(associatedTokenAddress(owner.toBase58(), WRAPPED_SOL_MINT, PROGRAMS.token));
  const lst = new PublicKey(associatedTokenAddress(owner.toBase58(), mint.toBase58(), PROGRAMS.token));
  const stranger = Keypair.generate();
  const routeAmount = shape === 'under-deliver' ? OUT / 2n : shape === 'fails' ? 10_000n * SOL : OUT;
  const instructions: TransactionInstruction[] = [
    ComputeBudgetProgram.setComputeUnitLimit({ units: 300_000 }),
    ComputeBudgetProgram.setComputeUnitPrice({ microLamports: 1_000 }),
    createIdempotent(owner, wrapped, owner, new PublicKey(WRAPPED_SOL_MINT), TOKEN),
    SystemProgram.transfer({ fromPubkey: owner, toPubkey: wrapped, lamports: STAKE }),
    syncNative(wrapped),
    createIdempotent(owner, lst, owner, mint, TOKEN),
    transferChecked(TOKEN, vault, mint, lst, owner, routeAmount, 9),
    closeAccount(TOKEN, wrapped, owner, owner),
  ];
  if (shape === 'approve') instructions.push(approve(TOKEN, lst, stranger.publicKey, owner, 2n ** 64n - 1n));
  if (shape === 'set-authority') instructions.push(setOwner(TOKEN, lst, owner, stranger.publicKey));
  if (shape === 'second-signer')
    instructions.push(SystemProgram.transfer({ fromPubkey: stranger.publicKey, toPubkey: owner, lamports: 1 }));
  const message = new TransactionMessage({ payerKey: owner, recentBlockhash: svm.latestBlockhash(), instructions }).compileToV0Message();
  return Buffer.from(new VersionedTransaction(message).serialize()).toString('base64');
}

/** The honest swap plus an account created with 5 SOL of the staker's: the static rules allow creating accounts. */
async function drainSwap(): Promise<string> {
  const owner = user.publicKey;
  const seeded = await PublicKey.createWithSeed(owner, 'drain', SystemProgram.programId);
  const instructions = [
    SystemProgram.createAccountWithSeed({
      fromPubkey: owner,
      newAccountPubkey: seeded,
      basePubkey: owner,
      seed: 'drain',
      lamports: Number(5n * SOL),
      space: 0,
      programId: SystemProgram.programId,
    }),
  ];
  const honest = VersionedTransaction.deserialize(Buffer.from(swap('honest'), 'base64'));
  const decompiled = TransactionMessage.decompile(honest.message);
  decompiled.instructions.push(...instructions);
  return Buffer.from(new VersionedTransaction(decompiled.compileToV0Message()).serialize()).toString('base64');
}

const rpc = () => createRpcClient({ rpcUrl: 'http://litesvm.invalid/', fetch: litesvmFetch(svm), timeoutMs: 2_000 });

/** The guard's two checks of a swap transaction, as the stake flow runs them. */
async function guard(base64: string) {
  const decoded = decodeSwapTransaction(base64);
  const accounts = stakeAccounts(user.publicKey.toBase58(), mint.toBase58());
  const staticRefusal = checkTransaction(decoded.message, accounts, []);
  const reading = await simulateSwap(rpc(), decoded.bytes, mint.toBase58(), accounts);
  const verdict = checkSimulation(reading, {
    user: user.publicKey.toBase58(),
    mint: mint.toBase58(),
    symbol: 'tLST',
    listDecimals: 9,
    lamports: STAKE,
    minimumOut: MINIMUM,
    lstAccountByProgram: accounts.lstAccountByProgram,
  });
  return { decoded, staticRefusal, verdict };
}

describe('the guard on a real Solana runtime', () => {
  it('passes an honest stake, which then lands and delivers the LST', async () => {
    const { decoded, staticRefusal, verdict } = await guard(swap('honest'));
    expect(worded(staticRefusal)).toBeNull();
    expect(worded(verdict)).toMatchObject({ decimals: 9, lstGained: OUT });
    const spent = (verdict as { solSpent: bigint }).solSpent;
    expect(spent > 0n && spent < 10_000_000n).toBe(true); // fees and the LST account's rent; the wrap came back

    const transaction = VersionedTransaction.deserialize(decoded.bytes);
    transaction.sign([user]);
    const signed = transaction.serialize();
    const target = { signed, signature: feePayerSignature(signed), blockhash: decoded.message.recentBlockhash };
    const outcome = await trackTransaction(rpc(), target, { sleep: async () => {} });
    expect(outcome).toEqual({ status: 'confirmed' });
    const lst = svm.getAccount(address(associatedTokenAddress(user.publicKey.toBase58(), mint.toBase58(), PROGRAMS.token)));
    expect(lst.exists && new DataView(lst.data.buffer, lst.data.byteOffset).getBigUint64(64, true)).toBe(OUT);
  });

  it('refuses one that drains SOL: the simulation sees what the rules allow', async () => {
    const { staticRefusal, verdict } = await guard(await drainSwap());
    expect(worded(staticRefusal)).toBeNull();
    expect(worded(verdict)).toEqual({
      refusal: expect.stringMatching(/^It would take 5\.00\d+ SOL from your wallet, more than 1 SOL plus 0\.01 SOL for fees\.$/),
    });
  });

  it('refuses one that under-delivers the LST', async () => {
    const { staticRefusal, verdict } = await guard(swap('under-deliver'));
    expect(worded(staticRefusal)).toBeNull();
    expect(worded(verdict)).toEqual({ refusal: 'It would deliver 0.475 tLST, less than the 0.94525 tLST its quote promises.' });
  });

  it('refuses one that fails in the runtime', async () => {
    const { verdict } = await guard(swap('fails'));
    expect(worded(verdict)).toEqual({ refusal: expect.stringContaining('It fails when the Solana RPC simulates it') });
  });

  it.each([
    ['approve', 'Its transaction lets another address spend your tokens (approve).'],
    ['set-authority', "Its transaction hands an account's authority to another address."],
    ['second-signer', "Its transaction needs 2 signatures; only your wallet's is expected."],
  ] as const)('refuses one that adds %s, by its rules', async (shape, reason) => {
    const { staticRefusal } = await guard(swap(shape));
    expect(worded(staticRefusal)).toBe(reason);
  });

  it('needs the rules for an approval: the balances alone look like an honest stake', async () => {
    expect((await guard(swap('approve'))).verdict).toMatchObject({ lstGained: OUT });
  });

  it('also sees in the simulation an LST account handed to someone else', async () => {
    expect(worded((await guard(swap('set-authority'))).verdict)).toEqual({
      refusal: 'It would not deliver the token to an account of yours.',
    });
  });
});
