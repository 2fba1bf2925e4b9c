import { describe, expect, it } from 'vitest';
import { ServiceError } from '../../widget/core/config/errors';
import type { DecodedTransaction, ResolvedMessage } from '../../widget/core/guard/decodedMessage';
import type { Inspection } from '../../widget/core/guard/guardTransaction';
import { WALLET_ASSERTION_PROGRAMS } from '../../widget/core/guard/programs';
import { checkOnRoad } from '../../widget/solana/road/checkOnRoad';
import type { Checked, Judge, RoadRun } from '../../widget/solana/road/judge';
import type { RoadIo } from '../../widget/solana/road/roadIo';
import { signAndSend } from '../../widget/solana/road/signAndSend';
import { worded } from '../support/worded';

// The road's own order of things, with its I/O stood in for (the chain's side is the runners' tests on
// litesvm: stakeJourney, unstakeJourney, stakeAccountActionsOnLitesvm, launchOnLitesvm): what is
// checked before the wallet, what the wallet's answer ends, and that once sent only the RPC's word counts.

const message = (blockhash = 'hash'): ResolvedMessage => ({
  signaturesRequired: 1,
  readonlySigned: 0,
  readonlyUnsigned: 0,
  staticKeys: ['me'],
  recentBlockhash: blockhash,
  instructions: [],
  lookups: [],
  accountKeys: ['me'],
  writable: ['me'],
});

/** A transaction stand-in: its first byte names it, and is its message. */
const transaction = (id: number, size = 100): DecodedTransaction => {
  const bytes = new Uint8Array(size).fill(id);
  return { bytes, messageBytes: bytes.subarray(0, 1), message: message() };
};

type Verdict = { refusal: { key: string; text: string } } | { gained: bigint };

function road(overrides: Partial<RoadIo> = {}, gone = () => false) {
  const calls: string[] = [];
  const io: RoadIo = {
    compileOwn: async () => {
      calls.push('compile');
      return new Uint8Array(100).fill(5);
    },
    appendOwn: async () => {
      calls.push('append');
      return new Uint8Array(100).fill(6);
    },
    decode: (bytes) => transaction((bytes as Uint8Array)[0]!, (bytes as Uint8Array).length),
    inspect: async (decoded) => {
      calls.push(`inspect ${decoded.bytes[0]}`);
      return { message: message(), reading: {} } as unknown as Inspection;
    },
    sign: async (bytes) => {
      calls.push('sign');
      return bytes;
    },
    signatureOf: () => 'sig',
    track: async (_target, events) => {
      calls.push('send');
      events.onSent();
      return { status: 'confirmed', slot: 7 };
    },
    isWalletRejection: (error) => error === 'no',
    ...overrides,
  };
  const run: RoadRun = { watch: ['mint'], gone };
  return { io, run, calls };
}

const passes: Judge<Verdict> = () => ({ gained: 1n });

async function checked(io: RoadIo, run: RoadRun, judge: Judge<Verdict> = passes): Promise<Checked<Verdict>> {
  const end = await checkOnRoad(io, new Uint8Array(100).fill(1), judge, run);
  if (!('ready' in end)) throw new Error('not ready');
  return end.ready;
}

const steps = (seen: string[]) => ({
  signing: () => seen.push('awaiting-signature'),
  sending: (signature: string) => seen.push(`sending ${signature}`),
  sent: () => seen.push('confirming'),
  trouble: (_signature: string, trouble: boolean) => seen.push(`trouble ${trouble}`),
});

describe('the road before the wallet', () => {
  it('a transaction no packet can carry is refused without asking the RPC', async () => {
    const { io, run, calls } = road();
    const end = await checkOnRoad(io, new Uint8Array(1_233).fill(1), passes, run);
    expect(worded(end)).toEqual({ refused: { refusal: expect.stringMatching(/1,?233 bytes/) } });
    expect(calls).toEqual([]);
  });

  it('our own transaction is measured, priced and compiled first; one no packet could carry is refused before any call', async () => {
    const { io, run, calls } = road();
    const own = (data: number) => ({
      payer: 'me',
      instructions: [
        { programAddress: 'program', accounts: [{ address: 'me', signer: true, writable: true }], data: new Uint8Array(data) },
      ],
    });
    expect(await checkOnRoad(io, own(10), passes, run)).toMatchObject({ ready: { transaction: { bytes: new Uint8Array(100).fill(5) } } });
    expect(calls).toEqual(['compile', 'inspect 5']);
    calls.length = 0;
    expect(worded(await checkOnRoad(io, own(1_100), passes, run))).toEqual({
      refused: { refusal: expect.stringMatching(/^Its transaction is 1325 bytes long/) },
    });
    expect(calls).toEqual([]);
  });

  it('bytes that cannot be read are refused', async () => {
    const { io, run } = road({
      decode: () => {
        throw new Error('garbage');
      },
    });
    expect(await checkOnRoad(io, 'garbage', passes, run)).toMatchObject({ refused: { refusal: { key: expect.any(String) } } });
  });

  it('an RPC that fails: said with its words, or nothing said when the wallet went away meanwhile', async () => {
    const failing = {
      inspect: () => Promise.reject(new ServiceError('rpc', 'network', 'The Solana RPC node did not answer', 'timed out')),
    };
    const { io, run } = road(failing);
    expect(worded(await checkOnRoad(io, new Uint8Array(10).fill(1), passes, run))).toEqual({
      failed: {
        message: 'Your transaction could not be checked on the Solana RPC, so it was not sent to your wallet. Please try again.',
        detail: 'The Solana RPC node did not answer: timed out',
      },
    });
    const left = road(failing, () => true);
    expect(await checkOnRoad(left.io, new Uint8Array(10).fill(1), passes, left.run)).toEqual({ gone: true });
  });

  it('a refusal is said even when the wallet went away meanwhile; a pass then is not handed on', async () => {
    const refusal = { key: 'nope', text: 'Nope.' };
    const { io, run } = road({}, () => true);
    expect(await checkOnRoad(io, new Uint8Array(10).fill(1), () => ({ refusal }), run)).toEqual({ refused: { refusal } });
    expect(await checkOnRoad(io, new Uint8Array(10).fill(1), passes, run)).toEqual({ gone: true });
  });
});

describe('the road from the wallet to the RPC’s word', () => {
  it('signs, sends and confirms the checked bytes, reporting each step; the verdict and the landing slot come back', async () => {
    const { io, run, calls } = road();
    const seen: string[] = [];
    const end = await signAndSend(io, await checked(io, run), run, steps(seen));
    expect(end).toEqual({ confirmed: { signature: 'sig', verdict: { gained: 1n }, bytes: 100, slot: 7 } });
    expect(seen).toEqual(['awaiting-signature', 'sending sig', 'confirming']);
    expect(calls).toEqual(['inspect 1', 'sign', 'send']);
  });

  it('a no in the wallet is a cancellation; a wallet that went away while its prompt was open has nothing sent', async () => {
    const rejected = road({ sign: () => Promise.reject('no') });
    expect(await signAndSend(rejected.io, await checked(rejected.io, rejected.run), rejected.run, steps([]))).toEqual({
      cancelled: 'in-wallet',
    });
    let away = false;
    const left = road({}, () => away);
    const ready = await checked(left.io, left.run);
    away = true;
    expect(await signAndSend(left.io, ready, left.run, steps([]))).toEqual({ gone: true });
    expect(left.calls).not.toContain('send');
  });

  it('a wallet that changed the message: the rules run again on the signed bytes, with the wallet’s assertion programs allowed', async () => {
    const judged: (readonly string[] | undefined)[] = [];
    const judge: Judge<Verdict> = (_inspection, walletPrograms) => {
      judged.push(walletPrograms);
      return walletPrograms ? { gained: 2n } : { gained: 1n };
    };
    const { io, run, calls } = road({ sign: async () => new Uint8Array(120).fill(2) });
    const end = await signAndSend(io, await checked(io, run, judge), run, steps([]));
    expect(end).toMatchObject({ confirmed: { verdict: { gained: 2n }, bytes: 120 } });
    expect(judged).toEqual([undefined, WALLET_ASSERTION_PROGRAMS]);
    expect(calls).toEqual(['inspect 1', 'inspect 2', 'send']);
  });

  it('a changed message the rules refuse is not sent', async () => {
    const judge: Judge<Verdict> = (_inspection, walletPrograms) =>
      walletPrograms ? { refusal: { key: 'more', text: 'It does more.' } } : { gained: 1n };
    const { io, run, calls } = road({ sign: async () => new Uint8Array(100).fill(3) });
    expect(worded(await signAndSend(io, await checked(io, run, judge), run, steps([])))).toEqual({
      failed: { message: 'Your wallet changed the transaction it signed, so it was not sent.', detail: 'It does more.' },
    });
    expect(calls).not.toContain('send');
  });

  it('once it may have been sent: a tracker that stops says so with the signature; only a node’s refusal before any send has none', async () => {
    const stopped = road({ track: () => Promise.reject(new Error('the page went away')) });
    expect(worded(await signAndSend(stopped.io, await checked(stopped.io, stopped.run), stopped.run, steps([])))).toEqual({
      failed: {
        message: 'Your transaction was sent, but we stopped checking it. See it in the explorer before you try again.',
        detail: 'the page went away',
        signature: 'sig',
      },
    });
    const expired = road({ track: async () => ({ status: 'expired' }) });
    expect(await signAndSend(expired.io, await checked(expired.io, expired.run), expired.run, steps([]))).toMatchObject({
      failed: { signature: 'sig' },
    });
    const refused = road({ track: async () => ({ status: 'refused', reason: 'blockhash not found' }) });
    const end = await signAndSend(refused.io, await checked(refused.io, refused.run), refused.run, steps([]));
    expect(end).toMatchObject({ failed: { message: { key: 'sendRefused' } } });
    expect('failed' in end && end.failed.signature).toBeUndefined();
  });
});
