// Bring your stake on the demo (issue 39): the card's own reader and runner (widget/bring), unchanged,
// against the demo RPC, with the stake accounts the burner holds from its connect. The reader lists the
// three by the demo's search and judges each from its bytes (the active one depositable at the pool's
// exact figure, the activating one from the next epoch, the outside one not in canSOL's pool); the runner
// guards the deposit on the demo's simulation, as on a real node, and the demo chain mints the figure
// shown. Once the demo epoch ends, the activating one goes in too; and the exit's own stake account comes
// back the way it left.
import { describe, expect, it } from 'vitest';
import { readBringableStakeAccounts, type BringAsk, type PoolFound } from '../../widget/bring/readStakeAccounts';
import { runStakeDeposit } from '../../widget/bring/runStakeDeposit';
import type { BringableStakeAccount, StakeDepositState } from '../../widget/bring/types';
import { resolveConfig } from '../../widget/core/config/config';
import { DEFAULT_FEE_CAPS } from '../../widget/core/guard/feeCaps';
import { readPool } from '../../widget/stake/pool/readPool';
import { burnerStakeAddress, seedBurnerStakeAccounts } from '../../demo/burnerStakeAccounts';
import { advanceDemoEpoch } from '../../demo/demoEpoch';
import type { FaultList } from '../../demo/demoFaults';
import { demoProjects } from '../../demo/demoProjects';
import { DEMO_URLS } from '../../demo/demoServices';
import { DEMO_SECOND_VOTE_ACCOUNT, DEMO_VOTE_ACCOUNT } from '../../demo/demoVote';
import { createMockFetch } from '../../demo/mockFetch';
import { STAKE_ACCOUNT_RENT } from '../../demo/stakePoolAccounts';
import { exitOnDemo } from '../support/exitOnDemo';
import { keypairWallet } from '../support/keypairWallet';

const SOL = 1_000_000_000n;

/** The demo with canSOL's card (the Chromium journey's project), the staker's keys the burner's, given the burner's stake accounts. */
async function bringOnDemo(faults: FaultList = []) {
  const demo = exitOnDemo({ symbol: 'canSOL', faults });
  const wallet = keypairWallet(demo.keypair);
  seedBurnerStakeAccounts(demo.services.chain, demo.staker);
  const config = resolveConfig({ ...DEMO_URLS, fetch: createMockFetch(demo.services.answer), timeoutMs: 5_000 });
  const entry = demoProjects.find((project) => project.symbol === 'canSOL')!;
  const ask = async (): Promise<BringAsk> => {
    const reading = await readPool(config, entry);
    if (!reading.ok) throw new Error(`canSOL's pool not read: ${reading.reason}`);
    const token = { mint: entry.mint, symbol: entry.symbol, decimals: entry.decimals, tokenProgram: entry.token_program };
    return { wallet: demo.staker, reading: reading as PoolFound, token, caps: DEFAULT_FEE_CAPS };
  };
  const list = async () => readBringableStakeAccounts({ rpc: demo.rpc }, await ask());
  const bring = async (account: BringableStakeAccount) => {
    const states: StakeDepositState[] = [];
    const end = await runStakeDeposit(
      { rpc: demo.rpc, sign: (bytes) => wallet.signTransaction(bytes), currentWallet: wallet.current, track: { sleep: async () => {} } },
      { staker: demo.staker, account, ask: await ask() },
      (state) => states.push(state),
      new AbortController().signal,
    );
    return { end, states };
  };
  const lst = () => demo.services.chain.tokenAccounts.get(demo.lstAccount)?.amount ?? 0n;
  return { demo, wallet, list, bring, lst };
}

describe('bring your stake on the demo, through the card’s own reader and runner', () => {
  it('lists the burner’s three and says why two cannot go in; the active one goes in, guarded, at the figure shown', async () => {
    const { demo, list, bring, lst } = await bringOnDemo();
    const listed = await list();
    expect(listed.listing).toBe('listed');
    expect(listed.poolRefuses).toBeNull();
    const byAddress = new Map(listed.accounts.map((account) => [account.address, account]));
    const active = byAddress.get(burnerStakeAddress(demo.staker, 'active'))!;
    const activating = byAddress.get(burnerStakeAddress(demo.staker, 'activating'))!;
    const outside = byAddress.get(burnerStakeAddress(demo.staker, 'outside'))!;
    expect(listed.accounts).toHaveLength(3);
    expect(active).toMatchObject({ state: 'active', voter: DEMO_VOTE_ACCOUNT, source: 'wallet', verdict: { depositable: true } });
    expect(activating).toMatchObject({
      state: 'activating',
      verdict: { depositable: false, why: { code: 'activating', fromEpoch: demo.services.chain.epoch + 1n } },
    });
    expect(outside).toMatchObject({
      state: 'active',
      verdict: { depositable: false, why: { code: 'not-in-pool', voter: DEMO_SECOND_VOTE_ACCOUNT } },
    });

    if (!active.verdict.depositable) throw new Error('not depositable');
    const { preview } = active.verdict;
    const { end, states } = await bring(active);
    expect(states.map((state) => state.phase)).toEqual(expect.arrayContaining(['checking', 'awaiting-signature', 'done']));
    expect(end).toMatchObject({ phase: 'done', lstGained: preview.lstOut });
    expect(lst()).toBe(preview.lstOut);
    expect(demo.services.chain.accounts.has(active.address)).toBe(false);
    // Gone from the next listing.
    expect((await list()).accounts.map((account) => account.address)).not.toContain(active.address);
  });

  it('the activating one goes in once the demo epoch ends', async () => {
    const { demo, list, bring, lst } = await bringOnDemo();
    advanceDemoEpoch(demo.services.chain);
    const activating = (await list()).accounts.find((account) => account.address === burnerStakeAddress(demo.staker, 'activating'))!;
    expect(activating).toMatchObject({ state: 'active', verdict: { depositable: true } });
    if (!activating.verdict.depositable) throw new Error('not depositable');
    const { end } = await bring(activating);
    expect(end).toMatchObject({ phase: 'done', lstGained: activating.verdict.preview.lstOut });
    expect(lst()).toBe(activating.verdict.preview.lstOut);
  });

  it('the exit’s own stake account, left by a stake exit, is listed and comes back the way it left', async () => {
    const { demo, list, bring, lst } = await bringOnDemo();
    await demo.deposit(5n * SOL);
    const exit = await demo.stake(2n * SOL);
    if (!exit.predicted.ok) throw new Error(`no stake exit: ${exit.predicted.refusal}`);
    expect((await demo.send(exit.bytes)).err).toBeNull();
    const left = lst();

    const listed = await list();
    expect(listed.accounts).toHaveLength(4);
    const own = listed.accounts.find((account) => account.address === exit.candidate.address)!;
    expect(own).toMatchObject({ state: 'active', voter: DEMO_VOTE_ACCOUNT, verdict: { depositable: true } });
    if (!own.verdict.depositable) throw new Error('not depositable');
    // What the exit split off, staked, over the rent the card's exit paid for the account.
    expect(own.verdict.preview).toMatchObject({
      lamports: exit.predicted.lamports + STAKE_ACCOUNT_RENT,
      stakeLamports: exit.predicted.lamports,
    });
    const { end } = await bring(own);
    expect(end).toMatchObject({ phase: 'done', lstGained: own.verdict.preview.lstOut });
    expect(lst() - left).toBe(own.verdict.preview.lstOut);
  });

  it.each([
    ['stake-deposit-authority', { code: 'pool-private' }],
    ['stake-deposit-fee', { code: 'fee-over-cap', percent: '2' }],
  ] as const)('the %s pool fault: the pool takes no stake account, each says why, and SOL still goes in', async (fault, why) => {
    const { demo, list } = await bringOnDemo([['rpc-pool', fault]]);
    const listed = await list();
    expect(listed.poolRefuses).toMatchObject(why);
    expect(listed.accounts.every((account) => !account.verdict.depositable)).toBe(true);
    expect(await demo.deposit(SOL)).toBeGreaterThan(0n);
  });
});
