import { describe, expect, it } from 'vitest';
import { Keypair } from '@solana/web3.js';
import { formatAmount } from '../../widget/core/amount/amount';
import { resolveConfig } from '../../widget/core/config/config';
import { createBalanceBoard, type BalanceBoard } from '../../widget/core/page/balanceBoard';
import { createSharedReads } from '../../widget/core/page/sharedReads';
import { createStakeOwner, MAX_AGE_MS } from '../../widget/stake/createStakeOwner';
import { canMove, checkStakeInput, type StakePhase } from '../../widget/stake/stakeFlow';
import { evergreen } from '../../demo/demoProjects';
import type { FaultList } from '../../demo/demoFaults';
import { createDemoServices, DEMO_URLS } from '../../demo/demoServices';
import { createMockFetch } from '../../demo/mockFetch';
import { createTestSession } from '../support/testSession';
import { worded } from '../support/worded';

/** A card's stake owner on the demo services, as the card creates it, recording every phase it passes through. */
function setup(
  faults: FaultList = [],
  latencyMs = 0,
  shared: { services?: ReturnType<typeof createDemoServices>; balances?: BalanceBoard; keypair?: Keypair } = {},
) {
  const services = shared.services ?? createDemoServices({ faults, latencyMs });
  const config = resolveConfig({ ...DEMO_URLS, fetch: createMockFetch(services.answer), timeoutMs: 300 });
  const { session: walletSession, wallet, connect } = createTestSession({}, shared.keypair);
  connect();
  const owner = createStakeOwner({
    config,
    wallet: walletSession,
    mint: evergreen.mint,
    debounceMs: 5,
    track: { pollMs: 5, rebroadcastMs: 10 },
    ...(shared.balances ? { balances: shared.balances } : { balances: createBalanceBoard(MAX_AGE_MS) }),
    // Each card of a test reads its pool afresh: the page's shared reads would outlive the test's chain.
    poolReads: createSharedReads(MAX_AGE_MS),
  });
  const phases: StakePhase[] = ['idle'];
  owner.subscribe(() => {
    const { phase } = owner.getState().flow;
    if (phase !== phases.at(-1)) phases.push(phase);
  });
  owner.retain();
  /** Waits for the card's token, then types the amount, as a staker does. */
  const type = async (lamports: bigint) => {
    await expect.poll(() => owner.getState().token.status).toBe('ready');
    owner.setAmount(formatAmount(lamports, 9));
  };
  /** Types the amount and clicks. */
  const stake = async (lamports = 1_000_000_000n) => {
    await type(lamports);
    return (await owner.stake())?.state ?? null;
  };
  return { services, wallet, walletSession, session: owner, phases, type, stake };
}

describe('the stake owner', () => {
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
      // The field empties on success; typing the next amount goes back to idle.
      'idle',
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
    const { type, wallet, services, session } = setup();
    await type(1_000_000_000n);
    const [first, second] = await Promise.all([session.stake(), session.stake()]);
    expect(first?.state.phase).toBe('success');
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
    await expect.poll(() => session.getState().token.status).toBe('ready');
    session.setAmount('1');
    await expect.poll(() => statuses).toContain('loading');
    await expect.poll(() => services.requests.some((request) => request.service === 'swap-quote')).toBe(true); // under way
    session.release();
    session.retain();
    await expect.poll(() => session.getState().preview.status).toBe('ready');
    // The stopped fetch's end is not the new preview's: no "No quote right now" on the way.
    expect(statuses).not.toContain('failed');
    session.release();
    session.retain();
    session.setAmount('2');
    await expect.poll(() => session.getState().preview).toMatchObject({ status: 'ready', expectedOut: 1_904_761_904n, route: 'swap' });
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
