// The demo aggregator's swap back (LST into SOL), driven through the card's own unstake owner as on
// `npm start`: the staker stakes through the card first, so the LST they hold is the pool's own; the
// swap back is then offered beside the pool's exits, priced a little under the pool's own exit figure
// (the demo's market), judged by the production exit guard on the demo RPC's simulation, and lands
// exactly as simulated. The demo's faults for the way out: a swap back more than 1 % under the pool's
// figure (the staker confirms both figures) and one that takes more LST than shown (refused, nothing sent).
import { describe, expect, it } from 'vitest';
import { SLIPPAGE_BPS } from '../../widget/core/amount/stakeLimits';
import { inEnglish } from '../../widget/core/texts/said';
import { decodeStakePool } from '../../widget/core/stakePool/stakePool';
import { exitFigure } from '../../widget/core/stakePool/exitArithmetic';
import { createRpcClient } from '../../widget/api/rpcClient';
import { resolveConfig } from '../../widget/core/config/config';
import { DEMO_URLS } from '../../demo/demoServices';
import { createMockFetch } from '../../demo/mockFetch';
import { unstakeThroughDemo } from '../support/unstakeThroughDemo';
import { worded } from '../support/worded';

const SOL = 1_000_000_000n;

/** What the pool itself pays for `poolTokens` now (its rate less its SOL withdrawal fee), read from the demo RPC as the card reads it. */
async function poolFigure(demo: Awaited<ReturnType<typeof unstakeThroughDemo>>, poolTokens: bigint) {
  const rpc = createRpcClient(resolveConfig({ ...DEMO_URLS, fetch: createMockFetch(demo.services.answer) }));
  const [account] = (await rpc.getMultipleAccounts([demo.entry.pool!.pool!])).accounts;
  const pool = decodeStakePool(account!.data);
  return exitFigure(pool, pool.solWithdrawalFee, poolTokens).lamports;
}

/** The swap back's network fee: one signature and the demo aggregator's priority fee (200,000 units at 1,000 micro-lamports). */
const SWAP_BACK_FEE = 5_000n + 200n;

describe('the swap back on the demo, through the card', () => {
  it('is offered beside the pool’s exits, a little under the pool’s figure, and pays the staker what the guard saw', async () => {
    const demo = await unstakeThroughDemo();
    const units = SOL;
    const atPool = await poolFigure(demo, units);
    const before = demo.holdings();
    const run = await demo.unstake(units, { route: 'swap-back' });
    const swap = run.shown.offers.find((line) => line.route === 'swap-back');
    expect(run.shown.offers.map((line) => line.route).sort()).toEqual(['instant', 'stake-account', 'swap-back']);
    // The demo's market: 0.3 % under the pool's own exit, and no confirm (its minimum is within 1 %).
    expect(swap).toMatchObject({ arrives: 'now', expectedOut: (atPool * 9_970n) / 10_000n, confirm: [] });
    expect(run.confirmed).toBeNull();
    expect(run.shown.declined).toEqual([]);
    expect(run.end).toMatchObject({ phase: 'success', route: 'swap-back' });
    const after = demo.holdings();
    expect(before.lst - after.lst).toBe(units);
    // The swap's own figure arrives, to the lamport, less the network fee (the wrapped SOL account's rent comes back).
    expect(run.end).toMatchObject({ simulated: swap!.expectedOut - SWAP_BACK_FEE });
    expect(after.sol - before.sol).toBe(swap!.expectedOut - SWAP_BACK_FEE);
    // What the staker holds is read again: the presets are of what is left.
    await demo.until((state) => state.held === after.lst);
  });

  it('cheap-swap-back: 2 % under the pool’s figure, the staker is asked to confirm both figures, then it goes ahead', async () => {
    const demo = await unstakeThroughDemo({ faults: [['aggregator-quote', 'cheap-swap-back']] });
    const units = SOL;
    const atPool = await poolFigure(demo, units);
    const before = demo.holdings();
    const run = await demo.unstake(units, { route: 'swap-back' });
    const offered = (((atPool * 9_800n) / 10_000n) * BigInt(10_000 - SLIPPAGE_BPS)) / 10_000n;
    expect(run.confirmed).toEqual({ phase: 'confirm', confirm: [{ kind: 'below-exit-rate', offered, atPoolRate: atPool }] });
    expect(run.end).toMatchObject({ phase: 'success', route: 'swap-back' });
    expect(demo.holdings().sol - before.sol).toBe((atPool * 9_800n) / 10_000n - SWAP_BACK_FEE);
    expect(before.lst - demo.holdings().lst).toBe(units);
  });

  it('cheap-swap-back declined: nothing is sent, the LST stays', async () => {
    const demo = await unstakeThroughDemo({ faults: [['aggregator-quote', 'cheap-swap-back']] });
    const before = demo.holdings();
    const run = await demo.unstake(SOL, { route: 'swap-back', answer: false });
    expect(run.confirmed).toMatchObject({ phase: 'confirm' });
    expect(run.end.phase).not.toBe('success');
    expect(demo.services.requests.filter((request) => request.service === 'rpc-send')).toHaveLength(1); // the stake only
    expect(demo.holdings()).toEqual(before);
  });

  it('over-take: a swap back whose route takes twice the LST shown is refused by the guard, nothing signed or sent', async () => {
    const demo = await unstakeThroughDemo({ faults: [['aggregator-swap', 'over-take']] });
    const before = demo.holdings();
    const run = await demo.unstake(SOL, { route: 'swap-back' });
    expect(worded(run.end)).toMatchObject({
      phase: 'failed',
      message: 'The swap service offered a transaction that is not the swap back you asked for. Nothing was signed.',
      detail: expect.stringMatching(/^It would take 2 fernSOL from your accounts, more than the 1 fernSOL you chose to unstake/),
    });
    expect(demo.services.requests.filter((request) => request.service === 'rpc-send')).toHaveLength(1);
    expect(demo.holdings()).toEqual(before);
  });

  it('with the reserve empty the card says why there is no instant exit, and the swap back is the way out now', async () => {
    const demo = await unstakeThroughDemo({ faults: [['rpc-pool', 'empty-reserve']] });
    const before = demo.holdings();
    const run = await demo.unstake(SOL);
    expect(run.shown.offers.map((line) => line.route).sort()).toEqual(['stake-account', 'swap-back']);
    // The card says why there is no instant exit, beside the ways out it has.
    expect(run.shown.declined.map(inEnglish)).toEqual([
      "fernSOL's pool reserve cannot pay this much at once now: take a stake account or swap back.",
    ]);
    expect(run.shown.preview).toMatchObject({ status: 'ready', route: 'swap-back' });
    expect(run.end).toMatchObject({ phase: 'success', route: 'swap-back' });
    expect(before.lst - demo.holdings().lst).toBe(SOL);
  });
});

/** The swap back refused by what it does to the staker's accounts (the demo's hostile swap backs): nothing signed or sent, nothing moved. */
describe('hostile swap backs on the demo, refused by the exit guard on the accounts they leave', () => {
  const refusedWith = async (
    fault: Parameters<typeof unstakeThroughDemo>[0],
    detail: RegExp,
    all = false,
    message = 'The swap service offered a transaction that is not the swap back you asked for. Nothing was signed.',
  ) => {
    const demo = await unstakeThroughDemo(fault);
    const before = demo.holdings();
    const run = await demo.unstake(all ? before.lst : SOL, { route: 'swap-back' });
    expect(worded(run.end)).toMatchObject({ phase: 'failed', message, detail: expect.stringMatching(detail) });
    expect(demo.services.requests.filter((request) => request.service === 'rpc-send')).toHaveLength(1); // the stake only
    expect(demo.holdings()).toEqual(before);
  };

  it('opens-account: a USDC account opened in the staker’s name is refused', () =>
    refusedWith(
      { faults: [['aggregator-swap', 'opens-account']] },
      /^It would open a USDC account in your name that this does not need, with your SOL as its rent\.$/,
    ));

  it('locks-sol: the SOL left in the wrapped SOL account is refused', () =>
    refusedWith(
      { faults: [['aggregator-swap', 'locks-sol']] },
      /^It would lock [\d.]+ SOL in a token account, out of your wallet’s reach\.$/,
    ));

  it('delegated-wsol: SOL paid unsynced into a wrapped SOL account a stranger may spend is refused', () =>
    refusedWith(
      { faults: [['aggregator-swap', 'delegated-wsol']] },
      /^It would put [\d.]+ SOL into your wSOL account, which \S+ may spend\.$/,
    ));

  it('route-close: the emptied LST account closed inside the route, which the demo RPC does not report, is refused', () =>
    refusedWith(
      { faults: [['aggregator-swap', 'route-close']] },
      /^It would close your fernSOL account, and the Solana RPC did not report where its SOL goes\.$/,
      true,
      // What the node could not show is said as such: no service is blamed for it.
      'The Solana RPC could not show everything this transaction would do, so it was not sent. Nothing was signed.',
    ));
});
