import { Keypair, SystemProgram, TransactionMessage, VersionedTransaction } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { createRpcClient, type AccountsAt, type RpcClient, type Simulation } from '../../widget/api/rpcClient';
import { decodeTransaction } from '../../widget/solana/decodeTransaction';
import { inspectTransaction } from '../../widget/solana/inspectTransaction';

const user = Keypair.generate().publicKey;
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

describe('inspectTransaction', () => {
  const fakeRpc = (readSlot: number, simulationSlots: number[]) => {
    const simulations: (number | undefined)[] = [];
    const rpc = {
      async getMultipleAccounts(addresses): Promise<AccountsAt> {
        return { slot: readSlot, accounts: addresses.map(() => null) };
      },
      async simulateTransaction(_bytes, addresses, _signal, minContextSlot): Promise<Simulation> {
        simulations.push(minContextSlot);
        return { slot: simulationSlots[simulations.length - 1]!, err: null, logs: [], accounts: addresses.map(() => null), inner: null };
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
});
