import { describe, expect, it } from 'vitest';
import { fetchQuotes } from '../../widget/api/fetchQuotes';
import { checkNetwork } from '../../widget/api/networkCheck';
import { resolveConfig } from '../../widget/core/config/config';
import { runStake } from '../../widget/stake/runStake';
import { canMove, checkStakeInput, type StakePhase } from '../../widget/stake/stakeFlow';
import { createBalanceBoard, type BalanceBoard } from '../../widget/core/page/balanceBoard';
import { createStakeSession, MAX_AGE_MS } from '../../widget/stake/stakeSession';
import { createStakeDeps } from '../../widget/solana/createStakeDeps';
import { createRpcClient } from '../../widget/api/rpcClient';
import { evergreen } from '../../demo/demoProjects';
import type { FaultList } from '../../demo/demoFaults';
import { createDemoServices, DEMO_URLS } from '../../demo/demoServices';
import { createMockFetch } from '../../demo/mockFetch';
import { Keypair } from '@solana/web3.js';
import { keypairWallet } from '../support/keypairWallet';
import { worded } from '../support/worded';

/** A card's session on the demo services, recording every phase it passes through. */
function setup(
  faults: FaultList = [],
  latencyMs = 0,
  shared: { services?: ReturnType<typeof createDemoServices>; balances?: BalanceBoard; keypair?: Keypair } = {},
) {
  const services = shared.services ?? createDemoServices({ faults, latencyMs });
  const config = resolveConfig({ ...DEMO_URLS, fetch: createMockFetch(services.answer), timeoutMs: 300 });
  const wallet = keypairWallet(shared.keypair);
  const session = createStakeSession(
    evergreen.mint,
    {
      fetchQuotes: (request, signal) => fetchQuotes(config, request, signal),
      fetchBalance: (owner) => createRpcClient(config).getBalance(owner),
      checkNetwork: () => checkNetwork(config),
      cluster: config.cluster,
      loadDeps: async () => ({
        runStake,
        deps: createStakeDeps(config, (bytes) => wallet.signTransaction(bytes), { pollMs: 5, rebroadcastMs: 10 }),
      }),
      currentWallet: () => wallet.current(),
      ...(shared.balances ? { balances: shared.balances } : {}),
    },
    5,
  );
  const phases: StakePhase[] = ['idle'];
  session.subscribe(() => {
    const { phase } = session.getState().flow;
    if (phase !== phases.at(-1)) phases.push(phase);
  });
  session.setWallet(wallet.address);
  const stake = (lamports = 1_000_000_000n) =>
    session.stake({
      lamports,
      wallet: wallet.address,
      symbol: evergreen.symbol,
      decimals: evergreen.decimals,
      tokenProgram: evergreen.token_program,
    });
  return { services, wallet, session, phases, stake };
}

describe('the stake session', () => {
  it('moves only along the state table, in every way a stake can end', async () => {
    const paths: StakePhase[][] = [];
    for (const faults of [
      [],
      [['aggregator-quote', 'error']],
      [['aggregator-swap', 'drain']],
      [['rpc-status', 'tx-error']],
    ] as FaultList[]) {
      const { phases, stake, wallet } = setup(faults);
      await stake();
      wallet.refuse = true;
      await stake();
      paths.push(phases);
    }
    for (const path of paths) {
      for (let i = 1; i < path.length; i++) expect(canMove(path[i - 1]!, path[i]!), path.join(' > ')).toBe(true);
    }
    expect(paths[0]).toEqual([
      'idle',
      'quoting',
      'building',
      'checking',
      'awaiting-signature',
      'sending',
      'confirming',
      'success',
      'quoting',
      'building',
      'checking',
      'awaiting-signature',
      'cancelled',
    ]);
    expect(canMove('confirming', 'cancelled')).toBe(false);
    expect(canMove('sending', 'cancelled')).toBe(false);
  });

  it('runs one stake per click: a second one while it runs is ignored', async () => {
    const { stake, wallet, services } = setup();
    const [first, second] = await Promise.all([stake(), stake()]);
    expect(first?.phase).toBe('success');
    expect(second).toBeNull();
    expect(wallet.prompts).toBe(1);
    expect(services.chain.accepted).toHaveLength(1);
  });

  it('a card released while the wallet prompt is open sends nothing', async () => {
    const { session, stake, wallet, services } = setup();
    const sign = wallet.signTransaction;
    wallet.signTransaction = async (bytes) => {
      session.release();
      return sign(bytes);
    };
    const end = await stake();
    expect(end?.phase).toBe('cancelled');
    expect(services.requests.some((request) => request.service === 'rpc-send')).toBe(false);
  });

  it('a card released after signing still follows its stake to the end', async () => {
    const { session, stake, services } = setup();
    const pending = stake();
    await new Promise<void>((resolve) => {
      const stop = session.subscribe(() => {
        if (session.getState().flow.phase === 'sending') {
          stop();
          resolve();
        }
      });
    });
    session.release();
    expect((await pending)?.phase).toBe('success');
    expect(services.chain.accepted).toHaveLength(1);
  });

  it('a card released and retained again (React StrictMode’s remount) previews again, also a preview the release stopped', async () => {
    const { session, services } = setup([], 50);
    const statuses: string[] = [];
    session.subscribe(() => statuses.push(session.getState().preview.status));
    session.setAmount(1_000_000_000n);
    await expect.poll(() => statuses).toContain('loading');
    await expect.poll(() => services.requests.some((request) => request.service === 'swap-quote')).toBe(true); // under way
    session.release();
    session.retain();
    await expect.poll(() => session.getState().preview.status).toBe('ready');
    // The stopped fetch's end is not the new preview's: no "No quote right now" on the way.
    expect(statuses).not.toContain('failed');
    session.release();
    session.retain();
    session.setAmount(2_000_000_000n);
    await expect.poll(() => session.getState().preview).toMatchObject({ status: 'ready', expectedOut: 1_904_761_904n });
  });

  it('shares the page’s balance between cards: one request, and after a stake in one every card shows the new balance', async () => {
    const services = createDemoServices();
    const balances = createBalanceBoard(MAX_AGE_MS);
    const keypair = Keypair.generate();
    const first = setup([], 0, { services, balances, keypair });
    const second = setup([], 0, { services, balances, keypair });
    const balanceRequests = () => services.requests.filter((request) => request.service === 'rpc-balance').length;
    await expect
      .poll(() => [first.session.getState().balance, second.session.getState().balance])
      .toEqual([100_000_000_000n, 100_000_000_000n]);
    expect(balanceRequests()).toBe(1);
    await first.stake(2_000_000_000n);
    await expect.poll(() => second.session.getState().balance! < 98_000_000_000n).toBe(true);
    expect(first.session.getState().balance).toBe(second.session.getState().balance);
    expect(balanceRequests()).toBe(2);
    // A card taken off the page stops asking.
    second.session.release();
    await first.stake(1_000_000_000n);
    await expect.poll(() => first.session.getState().balance! < second.session.getState().balance!).toBe(true);
  });

  it('shows the new balance after a stake', async () => {
    const { session, stake } = setup();
    await expect.poll(() => session.getState().balance).toBe(100_000_000_000n);
    await stake(2_000_000_000n);
    await expect.poll(() => session.getState().balance! < 98_000_000_000n).toBe(true);
  });

  it('requires a wallet, then an amount above zero', () => {
    expect(worded(checkStakeInput(null, 1n))).toBe('Please connect your wallet first');
    expect(worded(checkStakeInput('Wallet', 0n))).toBe('Please enter a valid stake amount');
    expect(worded(checkStakeInput('Wallet', null))).toBe('Please enter a valid stake amount');
    expect(checkStakeInput('Wallet', 1n)).toBeNull();
  });
});
