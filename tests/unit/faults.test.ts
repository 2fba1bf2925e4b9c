// Hostile services and wallets, through the real clients and the demo services: every failure ends in
// a clear message, nothing is sent twice, and nothing is sent at all unless the staker signed it.
import { ComputeBudgetProgram, TransactionMessage, VersionedTransaction } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import type { Fault } from '../../demo/demoFaults';
import { stakeThroughDemo as setup } from '../support/stakeThroughDemo';
import { worded } from '../support/worded';
import { sayRun } from '../../widget/core/texts/runEnglish';
import { SaidError } from '../../widget/core/texts/said';

const TRANSPORT_FAULTS: Fault[] = ['error', 'rate-limited', 'network', 'hang', 'nonsense', 'wrong-shape'];

describe('RPC faults', () => {
  it.each(TRANSPORT_FAULTS)('a send that meets %s is rebroadcast, and ends "expired" only on the RPC\'s word', async (fault) => {
    const { stake, services, sent } = setup({ faults: [['rpc-send', fault]] });
    const end = await stake();
    expect(worded(end)).toMatchObject({ phase: 'failed', message: expect.stringContaining('not charged'), signature: expect.any(String) });
    expect((worded(end) as { message: string }).message).not.toMatch(/^Transaction failed/);
    expect(sent()).toBeGreaterThan(1);
    expect(services.chain.accepted).toHaveLength(0);
  });

  it.each(TRANSPORT_FAULTS)('status lookups that meet %s never claim an outcome: the card says it keeps checking', async (fault) => {
    const { stake, states, services } = setup({ maxTicks: 8, faults: [['rpc-status', fault]] });
    const end = await stake();
    expect(worded(end)).toMatchObject({ phase: 'failed', signature: expect.any(String) });
    expect((worded(end) as { message: string }).message).not.toMatch(/^Transaction failed|not charged/);
    expect((worded(end) as { message: string }).message).toContain('explorer');
    expect(states).toContainEqual(expect.objectContaining({ phase: 'confirming', trouble: true }));
    expect(services.chain.accepted).toHaveLength(1);
  });

  it.each(TRANSPORT_FAULTS)('an unreadable balance (%s) skips the balance check rather than blocking', async (fault) => {
    const { stake } = setup({ faults: [['rpc-balance', fault]] });
    expect((await stake()).phase).toBe('success');
  });

  it('refuses 9,007,200 SOL and more on a 100 SOL wallet, exactly, before any swap request', async () => {
    const { stake, services } = setup();
    const end = await stake(9_007_200_000_000_001n);
    expect((worded(end) as { message: string }).message).toMatch(/^Insufficient SOL/);
    expect(services.requests.some((request) => request.service === 'aggregator-swap')).toBe(false);
  });
});

describe('hostile or wandering wallets', () => {
  it('sends what a wallet that changed its network fee (within the cap) signed, after checking it again', async () => {
    const { stake, wallet, services } = setup();
    const price = (microLamports: number) => ComputeBudgetProgram.setComputeUnitPrice({ microLamports });
    wallet.signTransaction = async (bytes) => {
      wallet.prompts++;
      const transaction = VersionedTransaction.deserialize(bytes);
      const message = TransactionMessage.decompile(transaction.message);
      message.instructions = message.instructions.map((instruction) =>
        instruction.programId.equals(ComputeBudgetProgram.programId) && instruction.data[0] === 3 ? price(2_000) : instruction,
      );
      const changed = new VersionedTransaction(message.compileToV0Message());
      changed.sign([wallet.keypair]);
      return changed.serialize();
    };
    const end = await stake();
    expect(worded(end.phase)).toBe('success');
    const sent = services.chain.accepted[0]!.message;
    const prices = sent.instructions.filter(
      (instruction) => instruction.data[0] === 3 && sent.staticKeys[instruction.programIndex] === ComputeBudgetProgram.programId.toBase58(),
    );
    expect(prices.map((instruction) => Buffer.from(instruction.data).equals(Buffer.from(price(2_000).data)))).toEqual([true]);
    // The whole guard ran again on what the wallet signed: a second simulation on the RPC.
    expect(
      services.requests.filter((request) => (request.body as { method?: string } | undefined)?.method === 'simulateTransaction'),
    ).toHaveLength(2);
  });

  it('sends nothing when a wallet changed the transaction and the RPC cannot check it again', async () => {
    const { stake, wallet, services, sent } = setup();
    wallet.signTransaction = async (bytes) => {
      const message = TransactionMessage.decompile(VersionedTransaction.deserialize(bytes).message);
      message.instructions = message.instructions.map((instruction) =>
        instruction.programId.equals(ComputeBudgetProgram.programId) && instruction.data[0] === 3
          ? ComputeBudgetProgram.setComputeUnitPrice({ microLamports: 2_000 })
          : instruction,
      );
      const changed = new VersionedTransaction(message.compileToV0Message());
      changed.sign([wallet.keypair]);
      services.faults.set('rpc-simulate', 'error');
      return changed.serialize();
    };
    expect(worded(await stake())).toMatchObject({
      phase: 'failed',
      message: 'Your wallet changed the transaction it signed, and it could not be checked again on the Solana RPC, so it was not sent.',
    });
    expect(sent()).toBe(0);
  });

  it('sends nothing when a wallet adds a second network fee instruction (the runtime would refuse it anyway)', async () => {
    const { stake, wallet, sent } = setup();
    wallet.signTransaction = async (bytes) => {
      const message = TransactionMessage.decompile(VersionedTransaction.deserialize(bytes).message);
      message.instructions.unshift(ComputeBudgetProgram.setComputeUnitPrice({ microLamports: 1_000 }));
      const extended = new VersionedTransaction(message.compileToV0Message());
      extended.sign([wallet.keypair]);
      return extended.serialize();
    };
    expect(worded(await stake())).toMatchObject({
      phase: 'failed',
      message: 'Your wallet changed the transaction it signed, so it was not sent.',
      detail: 'Its transaction sets its compute budget in a way we cannot price.',
    });
    expect(sent()).toBe(0);
  });

  it('sends nothing when the wallet disconnects while its prompt is open', async () => {
    const { stake, wallet, sent } = setup();
    const sign = wallet.signTransaction;
    wallet.signTransaction = async (bytes) => {
      const signed = await sign(bytes);
      wallet.disconnect();
      return signed;
    };
    const end = await stake();
    expect(worded(end)).toEqual({ phase: 'cancelled', message: 'Your wallet disconnected or changed. Nothing was sent.' });
    expect(sent()).toBe(0);
  });

  it('refuses a "signed" transaction that carries no signature', async () => {
    const { stake, wallet, sent } = setup();
    wallet.signTransaction = async (bytes) => bytes;
    const end = await stake();
    expect(worded(end)).toMatchObject({
      phase: 'failed',
      message: 'Your wallet could not sign: the wallet returned the transaction without its signature',
    });
    expect(sent()).toBe(0);
  });

  it('says in the staker’s words that a wallet cannot sign at all, and sends nothing', async () => {
    const { stake, wallet, sent } = setup();
    wallet.signTransaction = async () => {
      throw new SaidError(sayRun('walletCannotSign'));
    };
    const end = await stake();
    expect(end).toMatchObject({ phase: 'failed', message: { key: 'walletCannotSign' } });
    expect(worded(end)).toMatchObject({ message: 'This wallet cannot sign transactions' });
    expect(sent()).toBe(0);
  });
});
