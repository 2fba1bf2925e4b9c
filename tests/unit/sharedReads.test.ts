import { describe, expect, it } from 'vitest';
import { createSharedReads } from '../../widget/core/page/sharedReads';

/** A read the test settles, recording the signal each start received. */
function reads() {
  const started: { signal: AbortSignal; resolve(value: number): void; reject(error: unknown): void }[] = [];
  const read = (signal: AbortSignal) => new Promise<number>((resolve, reject) => started.push({ signal, resolve, reject }));
  return { started, read };
}

describe('shared reads', () => {
  it('read once for every asker of the same key while recent, and again once older than the age or for another key', async () => {
    let now = 0;
    const shared = createSharedReads<number>(20_000, () => now);
    const { started, read } = reads();
    const first = shared.read('pool A', read);
    const second = shared.read('pool A', read);
    expect(started).toHaveLength(1);
    started[0]!.resolve(7);
    expect(await first).toBe(7);
    expect(await second).toBe(7);
    shared.read('pool B', read);
    expect(started).toHaveLength(2);
    now = 19_999;
    shared.read('pool A', read);
    expect(started).toHaveLength(2);
    now = 20_000;
    shared.read('pool A', read);
    expect(started).toHaveLength(3);
  });

  it('keep a read running while anyone still waits, and stop it when the last asker that may cancel leaves', () => {
    const shared = createSharedReads<number>(20_000);
    const { started, read } = reads();
    const panel = new AbortController();
    const other = new AbortController();
    shared.read('pool', read, panel.signal);
    shared.read('pool', read, other.signal);
    panel.abort();
    expect(started[0]!.signal.aborted).toBe(false);
    other.abort();
    expect(started[0]!.signal.aborted).toBe(true);
    // A read stopped for nobody is not reused: the next asker reads again.
    shared.read('pool', read);
    expect(started).toHaveLength(2);
  });

  it('never stop a read an asker without a signal waits for (the card’s offers)', () => {
    const shared = createSharedReads<number>(20_000);
    const { started, read } = reads();
    const panel = new AbortController();
    shared.read('pool', read);
    shared.read('pool', read, panel.signal);
    panel.abort();
    expect(started[0]!.signal.aborted).toBe(false);
  });

  it('forget a failed read at once, and a read said to no longer hold', async () => {
    const shared = createSharedReads<number>(20_000);
    const { started, read } = reads();
    const failing = shared.read('pool', read);
    started[0]!.reject(new Error('RPC down'));
    await expect(failing).rejects.toThrow('RPC down');
    shared.read('pool', read);
    expect(started).toHaveLength(2);
    shared.forget('pool');
    shared.read('pool', read);
    expect(started).toHaveLength(3);
  });
});
