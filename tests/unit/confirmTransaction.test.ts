import { describe, expect, it } from 'vitest';
import { confirmTransaction } from '../../widget/solana/confirmTransaction';
import type { RpcClient, SignatureStatus } from '../../widget/solana/rpcClient';

type Step = SignatureStatus | null | Error;

/** An RPC whose status answers follow `statuses`, and whose block height rises by `heightStep` per lookup. */
function scriptedRpc(statuses: Step[], heightStep = 10) {
  let height = 0;
  const calls: string[] = [];
  const rpc: RpcClient = {
    sendTransaction: async () => 'sig',
    async getSignatureStatus() {
      calls.push('status');
      const next = statuses.length > 1 ? statuses.shift()! : statuses[0]!;
      if (next instanceof Error) throw next;
      return next;
    },
    getBalance: async () => 0n,
    async getBlockHeight() {
      calls.push('height');
      height += heightStep;
      return height;
    },
  };
  return { rpc, calls };
}

const confirm = (rpc: RpcClient, lastValidBlockHeight = 1_000) =>
  confirmTransaction(rpc, { signature: 'sig', lastValidBlockHeight }, new AbortController().signal, { sleep: async () => {} });

describe('confirmTransaction (polling, blockhash expiry)', () => {
  it('completes by polling when the status arrives late', async () => {
    const { rpc } = scriptedRpc([null, null, { confirmationStatus: 'processed', err: null }, { confirmationStatus: 'confirmed', err: null }]);
    await expect(confirm(rpc)).resolves.toEqual({ status: 'confirmed' });
  });

  it('reports an on-chain error as a value', async () => {
    const { rpc } = scriptedRpc([{ confirmationStatus: 'confirmed', err: { InstructionError: [0, { Custom: 1 }] } }]);
    await expect(confirm(rpc)).resolves.toEqual({ status: 'failed', error: { InstructionError: [0, { Custom: 1 }] } });
  });

  it('after the last valid block height, looks once more, then says expired', async () => {
    const { rpc, calls } = scriptedRpc([null], 600);
    await expect(confirm(rpc, 1_000)).resolves.toEqual({ status: 'expired' });
    expect(calls).toEqual(['status', 'height', 'status', 'height', 'status']);
  });

  it('takes a landing seen in that last look', async () => {
    const { rpc } = scriptedRpc([null, { confirmationStatus: 'finalized', err: null }], 2_000);
    await expect(confirm(rpc, 1_000)).resolves.toEqual({ status: 'confirmed' });
  });

  it('rides out a few failed lookups', async () => {
    const { rpc } = scriptedRpc([new Error('502'), new Error('502'), { confirmationStatus: 'confirmed', err: null }]);
    await expect(confirm(rpc)).resolves.toEqual({ status: 'confirmed' });
  });

  it('throws, never "expired" or "failed", when lookups keep failing', async () => {
    const { rpc } = scriptedRpc([new Error('RPC down')]);
    await expect(confirm(rpc)).rejects.toThrow('RPC down');
  });

  it('stops when aborted', async () => {
    const { rpc } = scriptedRpc([null], 1);
    const controller = new AbortController();
    const pending = confirmTransaction(rpc, { signature: 'sig', lastValidBlockHeight: 10 ** 9 }, controller.signal, { intervalMs: 50 });
    setTimeout(() => controller.abort(), 20);
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});
