import { describe, expect, it } from 'vitest';
import { PROGRAMS } from '../../widget/core/guard/programs';
import { decodeStakePool } from '../../widget/core/stakePool/stakePool';
import { DEPOSIT_BEFORE_PROMPT, litesvmStake } from '../support/litesvmStake';
import type { StakePool as LibraryStakePool } from '@solana/spl-stake-pool';
import { rewrittenPool } from '../support/splStakePoolLibrary';
import {
  PICOSOL,
  poolWorld,
  REFERRER,
  REFERRER_PICOSOL,
  SOL,
  STAKER,
  STAKER_PICOSOL,
  type PoolWorld,
  PICOSOL_LISTED,
} from '../support/stakePoolOnLitesvm';
import { worded } from '../support/worded';

/**
 * A stake into picoSOL's pool as a card runs it (its own stake owner, routes, guard and tracker) on a
 * real Solana runtime with the real stake pool program, and no aggregator key: the aggregator and the
 * swap quote service answer 401. The figure shown is computed from the pool read from the chain; the
 * chain then mints exactly that.
 */
const PICOSOL_ENTRY = PICOSOL_LISTED;

function changePool(world: PoolWorld, change: (pool: LibraryStakePool) => void) {
  const account = world.read(PICOSOL.pool.address)!;
  world.put({ ...account, data: rewrittenPool(account.data, change) });
}

describe('a stake straight into the pool, on litesvm, with no aggregator and no key', () => {
  it('1 SOL: the card shows the exact figure from one RPC read, and the chain delivers it to the base unit', async () => {
    const world = poolWorld();
    const before = world.tokens(STAKER_PICOSOL)!;
    const { stake } = litesvmStake(world.svm, { user: STAKER, token: PICOSOL_ENTRY });
    const run = await stake(SOL);
    expect(run.preview).toMatchObject({ status: 'ready', route: 'deposit', expectedOut: 749_844_220n });
    // The pool's terms for the card: 1/5000 deposit fee (1/10000 for a stake account), and the rate from the pool's totals.
    const pool = decodeStakePool(PICOSOL.pool.data);
    expect(run.preview.status === 'ready' && run.preview.terms).toEqual({
      lamportsPerToken: { numerator: pool.totalLamports * SOL, denominator: pool.poolTokenSupply },
      depositFee: { numerator: 1n, denominator: 5_000n },
      stakeDepositFee: { numerator: 1n, denominator: 10_000n },
      withdrawalFee: { numerator: 1n, denominator: 1_000n },
      epochFee: { numerator: pool.epochFee.numerator, denominator: pool.epochFee.denominator },
    });
    expect(run.end).toMatchObject({ phase: 'success', route: 'deposit', simulated: 749_844_220n, received: 749_844_220n });
    expect(world.tokens(STAKER_PICOSOL)! - before).toBe(749_844_220n);
    // No swap quote service for a pool entry; the pool read is one RPC call, shared by the offer and the
    // card's APY and position (the aggregator, asked beside it, said 401). The network check, the wallet's
    // balance and what it holds (one getTokenAccountsByOwner) are the card's, asked once the token is known.
    expect(run.previewRequests.filter((request) => request.includes('/swap/quote'))).toEqual([]);
    expect(
      run.previewRequests.filter(
        (request) => request.startsWith('rpc') && !/getGenesisHash|getBalance|getTokenAccountsByOwner/.test(request),
      ),
    ).toEqual(['rpc getMultipleAccounts']);
    expect(run.previewRequests.filter((request) => request.includes('getTokenAccountsByOwner'))).toEqual(['rpc getTokenAccountsByOwner']);
    // Click to wallet prompt, still two round trips: the road's pricing (a recent blockhash, beside what the
    // deposit consumes and its accounts' recent fees), then the guard's read beside its simulation.
    expect(run.roundTrips).toBe(2);
    expect(run.beforePrompt).toEqual(DEPOSIT_BEFORE_PROMPT);
  });

  it.each([
    ['0.001 SOL, the fixture’s fee', 1_000_000n, () => {}],
    [
      '7.123456789 SOL, no deposit fee',
      7_123_456_789n,
      (pool: LibraryStakePool) => (pool.solDepositFee.numerator = pool.solDepositFee.numerator.muln(0)),
    ],
  ])('%s: what arrives is what was shown', async (_name, lamports, change) => {
    const world = poolWorld();
    changePool(world, change);
    const before = world.tokens(STAKER_PICOSOL)!;
    const run = await litesvmStake(world.svm, { user: STAKER, token: PICOSOL_ENTRY }).stake(lamports);
    expect(run.preview.status).toBe('ready');
    const shown = run.preview.status === 'ready' ? run.preview.expectedOut : -1n;
    expect(run.end).toMatchObject({ phase: 'success', received: shown });
    expect(world.tokens(STAKER_PICOSOL)! - before).toBe(shown);
  });

  it('a referrer whose account exists receives the pool’s referral share; the staker exactly what was shown', async () => {
    const world = poolWorld();
    changePool(world, (pool) => (pool.solReferralFee = 50));
    const [staker, referrer] = [world.tokens(STAKER_PICOSOL)!, world.tokens(REFERRER_PICOSOL)!];
    const run = await litesvmStake(world.svm, { user: STAKER, token: PICOSOL_ENTRY, referrer: REFERRER }).stake(SOL);
    // 749,994,219 minted; the fee of 149,999 split 74,999 to the referrer and 75,000 to the manager.
    expect(run.preview).toMatchObject({ status: 'ready', expectedOut: 749_844_220n });
    expect(world.tokens(STAKER_PICOSOL)! - staker).toBe(749_844_220n);
    expect(world.tokens(REFERRER_PICOSOL)! - referrer).toBe(74_999n);
  });

  it('a referrer with no account: the share goes back to the staker, as a bonus over the figure the program guarantees', async () => {
    const world = poolWorld({ referrerHasAccount: false });
    changePool(world, (pool) => (pool.solReferralFee = 50));
    const before = world.tokens(STAKER_PICOSOL)!;
    const run = await litesvmStake(world.svm, { user: STAKER, token: PICOSOL_ENTRY, referrer: REFERRER }).stake(SOL);
    // The figure is the staker's own part, which DepositSolWithSlippage enforces; the referral share
    // coming back is not enforced (a manager may set it to 0 at once), so it is not promised.
    expect(run.preview).toMatchObject({ status: 'ready', expectedOut: 749_844_220n });
    expect(run.end).toMatchObject({ phase: 'success', received: 749_844_220n + 74_999n });
    expect(world.tokens(STAKER_PICOSOL)! - before).toBe(749_844_220n + 74_999n);
  });

  // A pool not updated this epoch: tests/unit/staleDepositJourney.test.ts (its update goes in front where it fits).

  it('a pool that takes SOL only from its deposit authority: said plainly, nothing signed', async () => {
    const world = poolWorld();
    changePool(world, (pool) => (pool.solDepositAuthority = STAKER.publicKey));
    const run = await litesvmStake(world.svm, { user: STAKER, token: PICOSOL_ENTRY }).stake(SOL);
    expect(worded(run.end)).toMatchObject({
      phase: 'failed',
      message: 'The aggregator refused the request: set aggregator-api-key.',
      detail: "picoSOL's pool takes SOL only from its own deposit authority, so it cannot be staked into here.",
    });
    expect(run.roundTrips).toBeNull();
  });

  it('a list entry whose pool account belongs to another program: no deposit into it', async () => {
    const world = poolWorld();
    world.put({ ...world.read(PICOSOL.pool.address)!, owner: PROGRAMS.system });
    const run = await litesvmStake(world.svm, { user: STAKER, token: PICOSOL_ENTRY }).stake(SOL);
    expect(worded(run.end)).toMatchObject({
      phase: 'failed',
      message: 'The aggregator refused the request: set aggregator-api-key.',
      detail: "picoSOL's pool on the Solana network is not the one the list names, so we will not deposit into it.",
    });
  });
});
