import { describe, expect, it, vi } from 'vitest';
import { runStake } from '../../widget/core/runStake';
import { canMove, checkStakeInput, FEE_RESERVE_LAMPORTS, isBusy, type StakeDeps, type StakePhase, type StakeState } from '../../widget/core/stakeFlow';

const WALLET = 'Wallet1111111111111111111111111111111111111';

function fakeDeps(overrides: Partial<StakeDeps> = {}): StakeDeps & { sent: Uint8Array[] } {
  const sent: Uint8Array[] = [];
  return {
    sent,
    quote: async () => ({ expectedOut: 95n, aggregatorQuote: { q: 1 } }),
    buildSwap: async () => ({ transaction: new Uint8Array([1]), feePayer: WALLET, blockhash: 'hash', lastValidBlockHeight: 100, simulationError: null }),
    sign: async (tx) => Uint8Array.from([...tx, 2]),
    send: async (signed) => {
      sent.push(signed);
      return 'sig';
    },
    confirm: async () => ({ status: 'confirmed' }),
    balance: async () => 10n ** 12n,
    currentWallet: () => WALLET,
    isWalletRejection: (error) => (error as { code?: number }).code === 4001,
    ...overrides,
  };
}

async function run(deps: StakeDeps, signal = new AbortController().signal) {
  const states: StakeState[] = [];
  const end = await runStake(deps, { mint: 'mint', lamports: 100n, wallet: WALLET }, (state) => states.push(state), signal);
  return { end, phases: states.map((state) => state.phase) };
}

describe('the stake flow machine', () => {
  it('only takes the transitions of its table, and every run follows them', async () => {
    const paths: StakePhase[][] = [];
    for (const deps of [
      fakeDeps(),
      fakeDeps({ quote: async () => Promise.reject(new Error('down')) }),
      fakeDeps({ sign: async () => Promise.reject({ code: 4001 }) }),
      fakeDeps({ confirm: async () => ({ status: 'failed', error: { err: 1 } }) }),
    ]) {
      paths.push(['idle', ...(await run(deps)).phases]);
    }
    for (const path of paths) {
      for (let i = 1; i < path.length; i++) expect(canMove(path[i - 1]!, path[i]!), path.join(' > ')).toBe(true);
    }
    expect(canMove('idle', 'success')).toBe(false);
    expect(canMove('confirming', 'cancelled')).toBe(false);
    expect(isBusy('confirming')).toBe(true);
    expect(isBusy('failed')).toBe(false);
  });

  it('requires a wallet, then an amount above zero', () => {
    expect(checkStakeInput(null, 1n)).toBe('Please connect your wallet first');
    expect(checkStakeInput(WALLET, 0n)).toBe('Please enter a valid stake amount');
    expect(checkStakeInput(WALLET, null)).toBe('Please enter a valid stake amount');
    expect(checkStakeInput(WALLET, 1n)).toBeNull();
  });

  it('ends in success with the expected amount', async () => {
    const { end, phases } = await run(fakeDeps());
    expect(phases).toEqual(['quoting', 'building', 'awaiting-signature', 'sending', 'confirming', 'success']);
    expect(end).toEqual({ phase: 'success', signature: 'sig', outAmount: 95n });
  });

  it('sends nothing when the wallet changes while the prompt is open', async () => {
    let wallet: string | null = WALLET;
    const deps = fakeDeps({
      currentWallet: () => wallet,
      sign: async (tx) => {
        wallet = 'Other11111111111111111111111111111111111111';
        return tx;
      },
    });
    const { end } = await run(deps);
    expect(end).toEqual({ phase: 'cancelled', message: 'Your wallet disconnected or changed. Nothing was sent.' });
    expect(deps.sent).toEqual([]);
  });

  it('stops before signing when aborted during quoting', async () => {
    const controller = new AbortController();
    const sign = vi.fn();
    const deps = fakeDeps({
      sign,
      quote: async () => {
        controller.abort();
        return { expectedOut: 1n, aggregatorQuote: {} };
      },
    });
    const { end } = await run(deps, controller.signal);
    expect(end.phase).toBe('cancelled');
    expect(sign).not.toHaveBeenCalled();
  });

  it('refuses an amount above the balance minus the fee reserve before building any swap', async () => {
    const buildSwap = vi.fn();
    const deps = fakeDeps({ buildSwap, balance: async () => 100n + FEE_RESERVE_LAMPORTS - 1n });
    const { end } = await run(deps);
    expect(end).toMatchObject({ phase: 'failed' });
    expect((end as { message: string }).message).toMatch(/^Insufficient SOL/);
    expect(buildSwap).not.toHaveBeenCalled();
  });

  it('stakes exactly up to the balance minus the fee reserve, and when the balance cannot be read', async () => {
    expect((await run(fakeDeps({ balance: async () => 100n + FEE_RESERVE_LAMPORTS }))).end.phase).toBe('success');
    expect((await run(fakeDeps({ balance: async () => Promise.reject(new Error('RPC down')) }))).end.phase).toBe('success');
  });

  it('says a non-rejection signing error plainly', async () => {
    const { end } = await run(fakeDeps({ sign: async () => Promise.reject(new Error('Ledger locked')) }));
    expect(end).toEqual({ phase: 'failed', message: 'Your wallet could not sign: Ledger locked' });
  });

  it('never claims failure when confirmation could not be checked', async () => {
    const { end } = await run(fakeDeps({ confirm: async () => Promise.reject(new Error('RPC down')) }));
    expect(end).toMatchObject({ phase: 'failed', signature: 'sig', detail: 'RPC down' });
    expect((end as { message: string }).message).not.toMatch(/^Transaction failed/);
    expect((end as { message: string }).message).toContain('explorer');
  });

  it('reads a confirmation error given as a raw object', async () => {
    const { end } = await run(fakeDeps({ confirm: async () => ({ status: 'failed', error: { InstructionError: [0, 'Custom'] } }) }));
    expect(end).toMatchObject({ message: 'Transaction failed: {"InstructionError":[0,"Custom"]}', signature: 'sig' });
  });
});
