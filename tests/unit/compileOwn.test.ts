import { address, lamports } from '@solana/kit';
import { Keypair } from '@solana/web3.js';
import { LiteSVM } from 'litesvm';
import { describe, expect, it, vi } from 'vitest';
import { createRpcClient, type RpcClient } from '../../widget/api/rpcClient';
import { resolveConfig } from '../../widget/core/config/config';
import { priorityFee } from '../../widget/core/guard/priorityFee';
import { PROGRAMS } from '../../widget/core/guard/programs';
import { programOf, readU32, readU64 } from '../../widget/core/guard/decodedMessage';
import type { PlainInstruction } from '../../widget/core/encoding/plainInstruction';
import { compileTransaction } from '../../widget/solana/compileTransaction';
import { decodeTransaction } from '../../widget/solana/decodeTransaction';
import { compileOwn } from '../../widget/solana/road/compileOwn';
import {
  computeUnitLimit,
  computeUnitPrice,
  DEFAULT_MAX_PRIORITY_FEE_LAMPORTS,
  MAX_COMPUTE_UNITS,
  MIN_COMPUTE_UNIT_LIMIT,
  priorityFeeCap,
} from '../../widget/solana/road/computeBudget';
import { ownTransactionSize, writableOf, type OwnTransaction } from '../../widget/solana/road/ownTransaction';
import { litesvmFetch } from '../support/litesvmRpc';

const SOL = 1_000_000_000n;

/** The priority fee a price costs on a limit, in lamports, rounded up as the runtime rounds it. */
const priorityFeeLamports = (price: number, limit: number) => (BigInt(price) * BigInt(limit) + 999_999n) / 1_000_000n;
const MEMO_PROGRAM = 'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr';

/** System Transfer: its index (2) and the lamports, from a signer. */
function transferInstruction({ from, to, lamports: amount }: { from: string; to: string; lamports: bigint }): PlainInstruction {
  const data = new Uint8Array(12);
  const view = new DataView(data.buffer);
  view.setUint32(0, 2, true);
  view.setBigUint64(4, amount, true);
  return {
    programAddress: PROGRAMS.system,
    accounts: [
      { address: from, signer: true, writable: true },
      { address: to, signer: false, writable: true },
    ],
    data,
  };
}

describe('the compute-unit limit from what the simulation consumed', () => {
  it('15 % over it, at least 10,000, at most the runtime’s 1,400,000; the most when the node does not say', () => {
    expect(computeUnitLimit(100_000)).toBe(115_000);
    expect(computeUnitLimit(23_233)).toBe(26_718); // 26,717.95 rounded up: never under the margin
    expect(computeUnitLimit(450)).toBe(MIN_COMPUTE_UNIT_LIMIT);
    expect(computeUnitLimit(1_300_000)).toBe(MAX_COMPUTE_UNITS);
    expect(computeUnitLimit(null)).toBe(MAX_COMPUTE_UNITS);
  });
});

describe('the compute-unit price from the recent fees of the accounts it writes', () => {
  it('the 75th percentile of the slots (nearest rank), in any order; none reported or all quiet: no priority', () => {
    expect(computeUnitPrice([400, 100, 300, 200], 100_000, 1_000_000)).toBe(300);
    expect(computeUnitPrice([0, 0, 0, 50_000], 100_000, 1_000_000)).toBe(0);
    expect(computeUnitPrice([0, 0, 50_000, 50_000], 100_000, 1_000_000)).toBe(50_000);
    expect(computeUnitPrice([7], 100_000, 1_000_000)).toBe(7);
    expect(computeUnitPrice([], 100_000, 1_000_000)).toBe(0);
  });

  it('lowered until its priority fee on the limit is within the cap, to the lamport', () => {
    // 100,000 lamports on 40,000 units: at most 2,500,000 micro-lamports a unit.
    expect(computeUnitPrice([9_000_000], 40_000, 100_000)).toBe(2_500_000);
    expect(priorityFeeLamports(2_500_000, 40_000)).toBe(100_000n);
    // A limit that does not divide the cap evenly: rounded down, so the fee rounded up still fits.
    const price = computeUnitPrice([9_000_000], 30_001, 100_000);
    expect(priorityFeeLamports(price, 30_001)).toBeLessThanOrEqual(100_000n);
    expect(priorityFeeLamports(price + 1, 30_001)).toBeGreaterThan(100_000n);
    expect(computeUnitPrice([9_000_000], 40_000, 0)).toBe(0);
  });
});

describe('the embedder’s priority-fee cap', () => {
  it('a React prop’s number or an attribute’s text, whole lamports from 0 to 1,000,000; anything else: the default, said on the console', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect([
      priorityFeeCap(undefined),
      priorityFeeCap(5_000),
      priorityFeeCap('250000'),
      priorityFeeCap(0),
      priorityFeeCap(1_000_000),
    ]).toEqual([DEFAULT_MAX_PRIORITY_FEE_LAMPORTS, 5_000, 250_000, 0, 1_000_000]);
    expect(warn).not.toHaveBeenCalled();
    for (const wrong of [-1, 1.5, 1_000_001, 'lots', Number.NaN]) expect(priorityFeeCap(wrong)).toBe(DEFAULT_MAX_PRIORITY_FEE_LAMPORTS);
    expect(warn).toHaveBeenCalledTimes(5);
    expect(warn).toHaveBeenCalledWith('lst-stake: max-priority-fee-lamports lots is ignored');
    warn.mockRestore();
  });
});

describe('an own transaction’s size and writable accounts, before it is compiled', () => {
  const payer = Keypair.generate().publicKey.toBase58();
  const to = () => Keypair.generate().publicKey.toBase58();
  const own = (count: number): OwnTransaction => ({
    payer,
    instructions: Array.from({ length: count }, () => transferInstruction({ from: payer, to: to(), lamports: 1n })),
  });

  it.each([
    [1, 0],
    [5, 0],
    [20, 0],
    [2, 127],
    [2, 128],
    [1, 900],
  ])('%i transfers and a memo of %i bytes: exactly the compiled transaction’s size', (count, memo) => {
    const memoInstruction: PlainInstruction = { programAddress: MEMO_PROGRAM, accounts: [], data: new Uint8Array(memo).fill(97) };
    const transaction = { ...own(count), instructions: [...own(count).instructions, ...(memo > 0 ? [memoInstruction] : [])] };
    const compiled = compileTransaction({
      ...transaction,
      recentBlockhash: '11111111111111111111111111111111',
      computeUnitLimit: 1,
      computeUnitPriceMicroLamports: 1,
    });
    expect(ownTransactionSize(transaction)).toBe(compiled.length);
  });

  it('the payer first, each written account once', () => {
    const transaction = own(2);
    const [first, second] = transaction.instructions.map((instruction) => instruction.accounts[1]!.address);
    expect(writableOf({ ...transaction, instructions: [...transaction.instructions, ...transaction.instructions] })).toEqual([
      payer,
      first,
      second,
    ]);
  });
});

/** The compiled transaction's compute budget, as the guard reads it. */
function budgetOf(bytes: Uint8Array) {
  const { message } = decodeTransaction(bytes);
  const budget = message.instructions.filter((instruction) => programOf(message, instruction) === PROGRAMS.computeBudget);
  const [limit, price] = budget.map((instruction) => instruction.data);
  return {
    recentBlockhash: message.recentBlockhash,
    limit: readU32(limit!, 1),
    price: readU64(price!, 1),
    fee: priorityFee(budget, { builtin: 1, other: 0 }),
  };
}

describe('compileOwn on a real runtime (litesvm) through the widget’s RPC client', () => {
  function world(fees: number[]) {
    const svm = new LiteSVM();
    const payer = Keypair.generate();
    svm.airdrop(address(payer.publicKey.toBase58()), lamports(2n * SOL));
    const asked: string[][] = [];
    const fetch = litesvmFetch(svm, {
      prioritizationFees: (writable) => {
        asked.push(writable);
        return fees;
      },
    });
    const rpc = createRpcClient(resolveConfig({ rpcUrl: 'https://rpc.litesvm.invalid/', fetch, timeoutMs: 5_000 }));
    const to = Keypair.generate().publicKey.toBase58();
    const own: OwnTransaction = {
      payer: payer.publicKey.toBase58(),
      instructions: [transferInstruction({ from: payer.publicKey.toBase58(), to, lamports: SOL })],
    };
    return { svm, rpc, own, asked, to };
  }

  it('a transfer in a busy market: the floor limit, the 75th percentile price, on the latest blockhash; the fees asked for what it writes', async () => {
    const { svm, rpc, own, asked, to } = world([0, 1_000, 50_000, 200_000]);
    const bytes = await compileOwn(rpc, own, 100_000);
    expect(budgetOf(bytes)).toEqual({ recentBlockhash: svm.latestBlockhash(), limit: 10_000, price: 50_000n, fee: { lamports: 500n } });
    expect(asked).toEqual([[own.payer, to]]);
  });

  it('the units the runtime says it consumed set the limit, and the price stays within the cap', async () => {
    const { rpc, own } = world([5_000_000]);
    // SPL Memo (a program litesvm carries) spends units by the length of what it logs.
    const memo: PlainInstruction = { programAddress: MEMO_PROGRAM, accounts: [], data: new TextEncoder().encode('a memo '.repeat(60)) };
    const many: OwnTransaction = { ...own, instructions: [...own.instructions, memo, memo] };
    const measured = await rpc.simulateUnits(
      compileTransaction({
        ...many,
        recentBlockhash: '11111111111111111111111111111111',
        computeUnitLimit: MAX_COMPUTE_UNITS,
        computeUnitPriceMicroLamports: 0,
      }),
    );
    // 1,690 units on litesvm: the floor's limit (a Deactivate's 11,032 gets its margin: stakeAccountActionsOnLitesvm).
    expect(measured).toBeGreaterThan(1_000);
    const budget = budgetOf(await compileOwn(rpc, many, 20_000));
    expect(budget.limit).toBe(computeUnitLimit(measured));
    expect(budget.fee).toEqual({ lamports: priorityFeeLamports(Number(budget.price), budget.limit!) });
    expect(priorityFeeLamports(Number(budget.price), budget.limit!)).toBeLessThanOrEqual(20_000n);
    expect(budget.price).toBeLessThan(5_000_000n);
  });

  it('a node that does not serve the recent fees: no priority, and the transaction still compiles', async () => {
    const { rpc, own } = world([]);
    const refusing: RpcClient = { ...rpc, getRecentPrioritizationFees: () => Promise.reject(new Error('method not found')) };
    expect(budgetOf(await compileOwn(refusing, own, 100_000))).toMatchObject({ limit: 10_000, price: 0n });
  });
});

describe('the RPC client’s answers for the road, validated', () => {
  const client = (result: unknown) =>
    createRpcClient(
      resolveConfig({
        rpcUrl: 'https://rpc.invalid/',
        fetch: async (_input, init) => {
          const { id } = JSON.parse(String(init?.body)) as { id: number };
          return new Response(JSON.stringify({ jsonrpc: '2.0', id, result }), { headers: { 'content-type': 'application/json' } });
        },
      }),
    );

  it('recent prioritization fees: each slot’s price; a negative or fractional price is no answer', async () => {
    expect(
      await client([
        { slot: 9, prioritizationFee: 0 },
        { slot: 8, prioritizationFee: 12_345 },
      ]).getRecentPrioritizationFees(['a']),
    ).toEqual([0, 12_345]);
    await expect(client([{ slot: 9, prioritizationFee: -1 }]).getRecentPrioritizationFees(['a'])).rejects.toThrow(
      /did not answer as expected/,
    );
    await expect(client([{ slot: 9, prioritizationFee: 1.5 }]).getRecentPrioritizationFees(['a'])).rejects.toThrow(
      /did not answer as expected/,
    );
  });

  it('the units a simulation consumed: a whole number, or null when the node leaves it out', async () => {
    expect(await client({ context: { slot: 1 }, value: { err: null, unitsConsumed: 4_321 } }).simulateUnits(new Uint8Array(1))).toBe(4_321);
    expect(await client({ context: { slot: 1 }, value: { err: null } }).simulateUnits(new Uint8Array(1))).toBeNull();
    // A measurement that failed stopped early: its few units say nothing (the limit is then the runtime's most).
    const failed = { context: { slot: 1 }, value: { err: { InstructionError: [0, 'Custom'] }, unitsConsumed: 1_200 } };
    expect(await client(failed).simulateUnits(new Uint8Array(1))).toBeNull();
    await expect(
      client({ context: { slot: 1 }, value: { err: null, unitsConsumed: 'many' } }).simulateUnits(new Uint8Array(1)),
    ).rejects.toThrow(/did not answer as expected/);
  });
});
