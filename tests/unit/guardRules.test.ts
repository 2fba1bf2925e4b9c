import {
  ComputeBudgetProgram,
  Keypair,
  PublicKey,
  SystemProgram,
  TransactionMessage,
  VersionedTransaction,
  type TransactionInstruction,
} from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { checkQuote, type QuoteTerms } from '../../widget/core/guard/checkQuote';
import { checkTransaction } from '../../widget/core/guard/checkTransaction';
import { priorityFee } from '../../widget/core/guard/priorityFee';
import { PROGRAMS } from '../../widget/core/guard/programs';
import { WRAPPED_SOL_MINT } from '../../widget/core/lst/lst';
import { decodeTransaction } from '../../widget/solana/decodeTransaction';
import { resolveMessage } from '../../widget/core/guard/resolveMessage';
import type { ResolvedMessage } from '../../widget/core/guard/decodedMessage';
import { stakeAccounts } from '../../widget/solana/stakeAccounts';
import { createIdempotent } from '../support/web3DemoInstructions';
import { worded } from '../support/worded';

const MINT = '8UWZsF616xVWhCEipMDAS83pQpe4Q9rHR3ouirMddfmB';
const user = Keypair.generate().publicKey;
const USER = user.toBase58();
const accounts = stakeAccounts(USER, MINT);

describe('checkQuote', () => {
  const intent = { mint: MINT, symbol: 'evgSOL', decimals: 9, lamports: 1_000_000_000n, expectedOut: 950_000_000n };
  const quote: QuoteTerms = {
    inputMint: WRAPPED_SOL_MINT,
    outputMint: MINT,
    inAmount: '1000000000',
    outAmount: '950000000',
    otherAmountThreshold: '945250000',
    swapMode: 'ExactIn',
    slippageBps: 50,
  };

  it('passes the quote for exactly the stake asked for, down to the rounded-down minimum', () => {
    expect(worded(checkQuote(quote, intent))).toBeNull();
    expect(worded(checkQuote({ ...quote, outAmount: '950000001', otherAmountThreshold: '945250000' }, intent))).toBeNull();
  });

  it.each([
    [{ inputMint: MINT }, 'instead of SOL'],
    [{ outputMint: WRAPPED_SOL_MINT }, 'instead of evgSOL'],
    [{ swapMode: 'ExactOut' }, 'not an exact-input swap'],
    [{ inAmount: '999999999' }, 'for 0.999999999 SOL instead of 1 SOL'],
    [{ slippageBps: 49 }, '0.49 % slippage'],
    [{ otherAmountThreshold: '945249999' }, 'minimum, 0.945249999 evgSOL, is more than 0.5 % below its 0.95 evgSOL'],
    [{ outAmount: '940499999', otherAmountThreshold: '940499999' }, 'more than 1 % below the 0.95 evgSOL you were shown'],
    [{ outAmount: '0', otherAmountThreshold: '0' }, 'delivers nothing'],
  ] as const)('refuses %j', (change, reason) => {
    expect(worded(checkQuote({ ...quote, ...change }, intent))).toContain(reason);
  });

  it('allows the aggregator to be up to 1 % short of what the staker was shown, not more', () => {
    expect(worded(checkQuote({ ...quote, outAmount: '940500000', otherAmountThreshold: '940500000' }, intent))).toBeNull();
  });
});

/** A v0 transaction paid by the staker, decoded as the guard sees it. */
function decoded(instructions: TransactionInstruction[], payer = user) {
  const message = new TransactionMessage({
    payerKey: payer,
    recentBlockhash: Keypair.generate().publicKey.toBase58(),
    instructions,
  }).compileToV0Message();
  return resolved(new VersionedTransaction(message).serialize());
}

/** A transaction with no lookup tables, resolved as the guard sees it. */
const resolved = (bytes: Uint8Array) => resolveMessage(decodeTransaction(bytes).message, new Map()) as ResolvedMessage;
/** The static rules' verdict: the fee, or the refusal's words. */
const verdictOf = (message: ResolvedMessage, programs: string[] = []) => {
  const verdict = worded(checkTransaction(message, accounts, programs)) as { fee: bigint } | { refusal: string };
  return 'refusal' in verdict ? verdict.refusal : null;
};

describe('checkTransaction', () => {
  const wrap = SystemProgram.transfer({ fromPubkey: user, toPubkey: new PublicKey(accounts.wrappedSol), lamports: 1 });

  it('passes the wrap, the account creations and the compute budget of a stake', () => {
    const lst = new PublicKey(accounts.lstAccountByProgram[PROGRAMS.token]!);
    const message = decoded([
      ComputeBudgetProgram.setComputeUnitLimit({ units: 200_000 }),
      ComputeBudgetProgram.setComputeUnitPrice({ microLamports: 5_000_000 }),
      createIdempotent(user, lst, user, new PublicKey(MINT), new PublicKey(PROGRAMS.token)),
      wrap,
    ]);
    // 5,000 for the one signature, plus 200,000 units at 5 lamports each.
    expect(worded(checkTransaction(message, accounts, []))).toEqual({ fee: 1_005_000n });
  });

  it('refuses a legacy transaction paid by someone else', () => {
    const other = Keypair.generate().publicKey;
    const legacy = new TransactionMessage({
      payerKey: other,
      recentBlockhash: Keypair.generate().publicKey.toBase58(),
      instructions: [wrap],
    }).compileToLegacyMessage();
    expect(verdictOf(resolved(new VersionedTransaction(legacy).serialize()))).toBe('Its transaction is paid for by another wallet.');
  });

  it('refuses an account creation for another wallet', () => {
    const other = Keypair.generate().publicKey;
    const message = decoded([createIdempotent(user, other, other, new PublicKey(MINT), new PublicKey(PROGRAMS.token))]);
    expect(verdictOf(message)).toBe('Its transaction creates a token account that another address owns.');
  });

  it('refuses a System instruction that hands the wallet to a program', () => {
    const message = decoded([SystemProgram.assign({ accountPubkey: user, programId: Keypair.generate().publicKey })]);
    expect(verdictOf(message)).toBe('Its transaction uses a System instruction a stake does not need (#1).');
  });

  it('refuses a transfer whose destination is not an account of the message', () => {
    const message = decoded([wrap]);
    const hidden = { ...message, instructions: message.instructions.map((instruction) => ({ ...instruction, accounts: [0, 99] })) };
    expect(verdictOf(hidden)).toBe('Its transaction sends SOL to an address that is not yours.');
  });

  it('lets the configured aggregator programs through, and no others', () => {
    const program = Keypair.generate().publicKey;
    const message = decoded([{ programId: program, keys: [], data: Buffer.from([1]) } as TransactionInstruction]);
    expect(verdictOf(message)).toMatch(/a program a stake does not need/);
    expect(verdictOf(message, [program.toBase58()])).toBeNull();
  });
});

describe('priorityFee', () => {
  const data = (...bytes: number[]) => ({ programIndex: 0, accounts: [], data: Uint8Array.from(bytes) });
  const price = (microLamports: number) => ComputeBudgetProgram.setComputeUnitPrice({ microLamports }).data;
  const limit = (units: number) => ComputeBudgetProgram.setComputeUnitLimit({ units }).data;
  const instruction = (bytes: Uint8Array) => ({ programIndex: 0, accounts: [], data: bytes });

  it('multiplies price by limit, rounding up', () => {
    expect(worded(priorityFee([instruction(limit(200_000)), instruction(price(5_000_001))], { builtin: 0, other: 3 }))).toEqual({
      lamports: 1_000_001n,
    });
  });

  it('uses the runtime default limit when none is set (3,000 per System instruction, 200,000 per other, at most 1,400,000)', () => {
    expect(worded(priorityFee([instruction(price(1_000_000))], { builtin: 0, other: 2 }))).toEqual({ lamports: 400_000n });
    expect(worded(priorityFee([instruction(price(1_000_000))], { builtin: 1, other: 2 }))).toEqual({ lamports: 403_000n });
    expect(worded(priorityFee([instruction(price(1_000_000))], { builtin: 0, other: 20 }))).toEqual({ lamports: 1_400_000n });
  });

  it('refuses a repeated or unknown compute budget instruction', () => {
    expect(worded(priorityFee([instruction(price(1)), instruction(price(1))], { builtin: 0, other: 1 }))).toHaveProperty('refusal');
    expect(worded(priorityFee([data(9)], { builtin: 0, other: 1 }))).toHaveProperty('refusal');
  });
});
