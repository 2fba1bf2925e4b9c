import {
  Keypair,
  PublicKey,
  SYSVAR_CLOCK_PUBKEY,
  SYSVAR_RENT_PUBKEY,
  SystemProgram,
  TransactionInstruction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { createRpcClient, type AccountsAt, type RpcClient, type Simulation } from '../../widget/api/rpcClient';
import { decodeTransaction } from '../../widget/solana/decodeTransaction';
import { inspectTransaction } from '../../widget/solana/inspectTransaction';

const user = Keypair.generate().publicKey;
const TOKEN_PROGRAM = new PublicKey('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA');
const transfer = () => {
  const message = new TransactionMessage({
    payerKey: user,
    recentBlockhash: Keypair.generate().publicKey.toBase58(),
    instructions: [SystemProgram.transfer({ fromPubkey: user, toPubkey: Keypair.generate().publicKey, lamports: 1 })],
  }).compileToV0Message();
  return decodeTransaction(new VersionedTransaction(message).serialize());
};

describe('the RPC client reads any number of accounts', () => {
  it('asks 100 addresses a call, in parallel, keeps their order, and says the newest slot it read at', async () => {
    const calls: { addresses: string[]; minContextSlot?: number }[] = [];
    const fetch: typeof globalThis.fetch = async (_url, init) => {
      const { id, params } = JSON.parse(String(init?.body)) as { id: number; params: [string[], { minContextSlot?: number }] };
      calls.push({ addresses: params[0], minContextSlot: params[1].minContextSlot });
      const value = params[0].map((address) => ({
        lamports: Number(address.slice(1)),
        owner: 'x',
        data: ['', 'base64'],
        executable: false,
      }));
      return new Response(JSON.stringify({ jsonrpc: '2.0', id, result: { context: { slot: 10 + calls.length }, value } }));
    };
    const rpc = createRpcClient({ rpcUrl: 'https://rpc.invalid/', fetch, timeoutMs: 1_000 });
    const addresses = Array.from({ length: 250 }, (_, index) => `a${index}`);
    const read = await rpc.getMultipleAccounts(addresses, undefined, 7);
    expect(calls.map((call) => call.addresses.length)).toEqual([100, 100, 50]);
    expect(calls.every((call) => call.minContextSlot === 7)).toBe(true);
    expect(read.accounts.map((account) => account!.lamports)).toEqual(addresses.map((_, index) => BigInt(index)));
    expect(read.slot).toBe(13);
  });
});

describe('the RPC client’s simulation', () => {
  it('asks for the inner instructions and keeps each invoked program, parsed (an address) or not (an index), with its accounts and data', async () => {
    let asked: unknown;
    const fetch: typeof globalThis.fetch = async (_url, init) => {
      const { id, params } = JSON.parse(String(init?.body)) as { id: number; params: [string, { innerInstructions?: boolean }] };
      asked = params[1].innerInstructions;
      const innerInstructions = [
        {
          index: 0,
          instructions: [
            {
              programId: 'Tok',
              parsed: { type: 'closeAccount', info: { account: 'A', destination: 'B', owner: 'C' } },
              program: 'spl-token',
              stackHeight: 2,
            },
          ],
        },
        { index: 1, instructions: [{ programIdIndex: 3, accounts: [0], data: '', stackHeight: 2 }] },
      ];
      const value = { err: null, logs: [], accounts: [], innerInstructions };
      return new Response(JSON.stringify({ jsonrpc: '2.0', id, result: { context: { slot: 5 }, value } }));
    };
    const rpc = createRpcClient({ rpcUrl: 'https://rpc.invalid/', fetch, timeoutMs: 1_000 });
    const simulation = await rpc.simulateTransaction(new Uint8Array([1]), []);
    expect(asked).toBe(true);
    // Kept as the node gave them: the token program's close parsed, the unknown program's raw accounts and data.
    expect(simulation.inner).toEqual([
      { programId: 'Tok', parsed: { type: 'closeAccount', info: { account: 'A', destination: 'B', owner: 'C' } } },
      { programIdIndex: 3, accounts: [0], data: '' },
    ]);
  });
});

describe('inspectTransaction', () => {
  const fakeRpc = (readSlot: number, simulationSlots: number[], inner: Simulation['inner'] = null) => {
    const simulations: (number | undefined)[] = [];
    const rpc = {
      async getMultipleAccounts(addresses): Promise<AccountsAt> {
        return { slot: readSlot, accounts: addresses.map(() => null) };
      },
      async simulateTransaction(_bytes, addresses, _signal, minContextSlot): Promise<Simulation> {
        simulations.push(minContextSlot);
        return { slot: simulationSlots[simulations.length - 1]!, err: null, logs: [], accounts: addresses.map(() => null), inner };
      },
    } as Pick<RpcClient, 'getMultipleAccounts' | 'simulateTransaction'> as RpcClient;
    return { rpc, simulations };
  };

  it('reads every writable account beside the simulation, in one round trip', async () => {
    const { rpc, simulations } = fakeRpc(50, [50]);
    const transfer_ = transfer();
    const inspection = await inspectTransaction(rpc, transfer_, ['mint']);
    expect(simulations).toEqual([undefined]);
    // Every account of the message but its programs (payer, recipient) and what it watches.
    expect('message' in inspection && [...inspection.reading.before.keys()]).toEqual([...transfer_.message.staticKeys.slice(0, 2), 'mint']);
  });

  it('simulates again at the read’s slot when the simulation ran on an older state', async () => {
    const { rpc, simulations } = fakeRpc(50, [49, 50]);
    await inspectTransaction(rpc, transfer(), []);
    expect(simulations).toEqual([undefined, 50]);
  });

  it('stops when the RPC keeps simulating an older state than it read', async () => {
    const { rpc } = fakeRpc(50, [49, 49]);
    await expect(inspectTransaction(rpc, transfer(), [])).rejects.toThrow('The Solana RPC node did not answer as expected');
  });

  it('leaves known programs and sysvars unread, reads any other account the message names, and names what the simulation invoked', async () => {
    const unknown = Keypair.generate().publicKey;
    const message = new TransactionMessage({
      payerKey: user,
      recentBlockhash: Keypair.generate().publicKey.toBase58(),
      instructions: [
        new TransactionInstruction({
          programId: SystemProgram.programId,
          keys: [TOKEN_PROGRAM, SYSVAR_CLOCK_PUBKEY, SYSVAR_RENT_PUBKEY, unknown].map((pubkey) => ({
            pubkey,
            isSigner: false,
            isWritable: false,
          })),
          data: Buffer.from([]),
        }),
      ],
    }).compileToV0Message();
    const decoded = decodeTransaction(new VersionedTransaction(message).serialize());
    const unknownIndex = decoded.message.staticKeys.indexOf(unknown.toBase58());
    const { rpc } = fakeRpc(50, [50], [{ programId: TOKEN_PROGRAM.toBase58() }, { programIdIndex: unknownIndex }, { programIdIndex: 99 }]);
    const inspection = await inspectTransaction(rpc, decoded, []);
    if (!('message' in inspection)) throw new Error('not inspected');
    expect([...inspection.reading.before.keys()]).toEqual([user.toBase58(), unknown.toBase58()]);
    expect(inspection.reading.invoked).toEqual([TOKEN_PROGRAM.toBase58(), unknown.toBase58(), '#99']);
  });
});
