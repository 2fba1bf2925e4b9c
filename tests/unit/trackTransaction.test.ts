import { describe, expect, it } from 'vitest';
import { RpcRefusal, type RpcClient, type SignatureStatus } from '../../widget/api/rpcClient';
import { sleep } from '../../widget/solana/sleep';
import { trackTransaction } from '../../widget/solana/trackTransaction';

type Step = SignatureStatus | null | Error;

/** An RPC whose answers follow scripts; every call is recorded, with the virtual time it was made. */
function scriptedRpc({ statuses = [null] as Step[], valid = [true], sends = [null] as (Error | null)[] } = {}) {
  let clock = 0;
  const calls: string[] = [];
  const next = <T>(list: T[]) => (list.length > 1 ? list.shift()! : list[0]!);
  const rpc = {
    async sendTransaction() {
      calls.push(`send@${clock}`);
      const error = next(sends);
      if (error) throw error;
      return 'sig';
    },
    async getSignatureStatus(_signature: string, history = false) {
      calls.push(history ? 'status+history' : 'status');
      const step = next(statuses);
      if (step instanceof Error) throw step;
      return step;
    },
    async isBlockhashValid() {
      calls.push('valid?');
      return next(valid);
    },
  } as unknown as RpcClient;
  const track = (options: Parameters<typeof trackTransaction>[2] = {}) =>
    trackTransaction(
      rpc,
      { signed: new Uint8Array([1]), signature: 'sig', blockhash: 'hash' },
      {
        sleep: async (ms) => void (clock += ms),
        now: () => clock,
        ...options,
      },
    );
  return { calls, track };
}

const confirmed: SignatureStatus = { confirmationStatus: 'confirmed', err: null };

describe('trackTransaction', () => {
  it('confirms by polling, sending the same bytes again every 2 s until the transaction is seen', async () => {
    const { calls, track } = scriptedRpc({ statuses: [null, null, null, null, confirmed] });
    await expect(track()).resolves.toEqual({ status: 'confirmed' });
    expect(calls.filter((call) => call.startsWith('send'))).toEqual(['send@0', 'send@2000', 'send@4000']);
  });

  it('takes an error as final only at confirmed', async () => {
    const failure = { InstructionError: [0, { Custom: 1 }] };
    const { track } = scriptedRpc({ statuses: [{ confirmationStatus: 'processed', err: failure }, confirmed] });
    await expect(track()).resolves.toEqual({ status: 'confirmed' });
    const final = scriptedRpc({ statuses: [{ confirmationStatus: 'confirmed', err: failure }] });
    await expect(final.track()).resolves.toEqual({ status: 'failed', error: failure });
  });

  it('says expired only when the RPC calls the blockhash invalid and a last look through the history finds nothing', async () => {
    const { calls, track } = scriptedRpc({ statuses: [null], valid: [true, false] });
    await expect(track()).resolves.toEqual({ status: 'expired' });
    expect(calls.slice(-3)).toEqual(['status', 'valid?', 'status+history']);
  });

  it('takes a landing found in that last look', async () => {
    const { track } = scriptedRpc({ statuses: [null, { confirmationStatus: 'finalized', err: null }], valid: [false] });
    await expect(track()).resolves.toEqual({ status: 'confirmed' });
  });

  it('keeps tracking a send that failed in transit, and a send refused after an earlier one may have gone', async () => {
    const lost = scriptedRpc({ statuses: [null, null, confirmed], sends: [new Error('timeout')] });
    await expect(lost.track()).resolves.toEqual({ status: 'confirmed' });
    const late = scriptedRpc({
      statuses: [null, null, null, confirmed],
      sends: [new Error('502'), new RpcRefusal(-32003, 'signature verification failure')],
    });
    await expect(late.track()).resolves.toEqual({ status: 'confirmed' });
  });

  it('reports a first send the node refused for good: nothing went out', async () => {
    const { calls, track } = scriptedRpc({ sends: [new RpcRefusal(-32003, 'Transaction signature verification failure')] });
    await expect(track()).resolves.toEqual({ status: 'refused', reason: 'Transaction signature verification failure' });
    expect(calls).toEqual(['send@0']);
  });

  it('treats other JSON-RPC errors on send as an open outcome', async () => {
    const { track } = scriptedRpc({ statuses: [confirmed], sends: [new RpcRefusal(-32005, 'Node is behind')] });
    await expect(track()).resolves.toEqual({ status: 'confirmed' });
  });

  it('rides out failing lookups more slowly, says so, and never claims an outcome meanwhile', async () => {
    const trouble: boolean[] = [];
    const waits: number[] = [];
    const { track } = scriptedRpc({
      statuses: [new Error('down'), new Error('down'), new Error('down'), new Error('down'), new Error('down'), confirmed],
    });
    const outcome = await track({ onTrouble: (value) => trouble.push(value), sleep: async (ms) => void waits.push(ms) });
    expect(outcome).toEqual({ status: 'confirmed' });
    expect(waits).toEqual([1_000, 2_000, 4_000, 8_000, 10_000, 10_000]);
    expect(trouble).toContain(true);
  });

  it('stops only when the page tears it down', async () => {
    const controller = new AbortController();
    const { track } = scriptedRpc({ statuses: [null] });
    let waiting!: () => void;
    const inWait = new Promise<void>((resolve) => (waiting = resolve));
    const pending = track({ signal: controller.signal, sleep: (ms, signal) => (waiting(), sleep(ms, signal)), pollMs: 60_000 });
    // Torn down while it waits a minute for the next poll: it stops at once, with the page's AbortError.
    await inWait;
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});
