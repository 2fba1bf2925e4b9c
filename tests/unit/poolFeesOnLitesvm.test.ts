import { ComputeBudgetProgram, TransactionMessage, VersionedTransaction, type PublicKey } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { stakePoolData } from '../../demo/stakePoolAccounts';
import type { FeeCaps } from '../../widget/core/guard/feeCaps';
import { PROGRAMS } from '../../widget/core/guard/programs';
import { decodeStakePool, type StakePool } from '../../widget/core/stakePool/stakePool';
import { litesvmStake, type TestAggregator } from '../support/litesvmStake';
import {
  PICOSOL,
  poolWorld,
  SOL,
  STAKER,
  STAKER_PICOSOL,
  type PoolWorld,
  PICOSOL_LISTED,
  DEPOSIT_OF_ONE_SOL,
} from '../support/stakePoolOnLitesvm';
import { withSecondValidator } from '../support/secondValidator';
import { worded } from '../support/worded';

/**
 * The guard's third part on a real Solana runtime with the real stake pool program and picoSOL's pool,
 * through the card's own stake owner: every fee the pool's holders pay is read and capped for every
 * route into its token; a swap into a pool's token is held to the pool's own rate; an offer the guard
 * refuses hands over to the next; and when no route is left the spec's words still show.
 */
const PICOSOL_ENTRY = PICOSOL_LISTED;

/** picoSOL's pool account as the fixture has it, as the guard reads an account. */
const world0Pool = () => ({ owner: PICOSOL.pool.owner, lamports: PICOSOL.pool.lamports, data: PICOSOL.pool.data, executable: false });

function changePool(world: PoolWorld, change: (pool: StakePool) => void) {
  const account = world.read(PICOSOL.pool.address)!;
  const pool = decodeStakePool(account.data);
  change(pool);
  world.put({ ...account, data: stakePoolData(pool, account.data.length) });
}

const percent = (basisPoints: bigint) => ({ numerator: basisPoints, denominator: 10_000n });

/** A transaction that asks for nothing and delivers nothing: what a lying aggregator may send for its quote. */
function deliversNothing(world: PoolWorld) {
  return (user: PublicKey) =>
    new VersionedTransaction(
      new TransactionMessage({
        payerKey: user,
        recentBlockhash: world.svm.latestBlockhash(),
        instructions: [ComputeBudgetProgram.setComputeUnitLimit({ units: 10_000 })],
      }).compileToV0Message(),
    );
}

/** An aggregator whose transaction the test must never see asked for. */
const neverBuilt = (): VersionedTransaction => {
  throw new Error('the swap transaction was asked for');
};

async function stakeOne(
  world: PoolWorld,
  options: {
    aggregator?: TestAggregator;
    caps?: Partial<FeeCaps>;
    servicesDown?: boolean;
    beforeRpc?: (method: string, params: unknown[]) => Response | undefined;
  } = {},
  lamports = SOL,
) {
  const run = await litesvmStake(world.svm, { user: STAKER, token: PICOSOL_ENTRY, ...options }).stake(lamports);
  // `terms`: the pool's terms the preview showed, as data.
  const terms = run.preview.status === 'ready' ? run.preview.terms : undefined;
  return { ...run, terms, preview: worded(run.preview), end: worded(run.end) };
}

describe('every fee a pool’s holders pay is capped, for every route into its token', () => {
  it.each([
    [
      'a 99 % SOL withdrawal fee',
      (pool: StakePool) => (pool.solWithdrawalFee = percent(9_900n)),
      "picoSOL's pool keeps 99 % of what you take out. We will not stake into it.",
    ],
    [
      'a 99 % stake withdrawal fee',
      (pool: StakePool) => (pool.stakeWithdrawalFee = percent(9_900n)),
      "picoSOL's pool keeps 99 % of what you take out. We will not stake into it.",
    ],
    [
      'a 99 % SOL deposit fee (1 SOL would buy 0.0075 picoSOL)',
      (pool: StakePool) => (pool.solDepositFee = percent(9_900n)),
      "picoSOL's pool keeps 99 % of what you put in. We will not stake into it.",
    ],
    [
      'a withdrawal fee of 50 % scheduled for the next epoch',
      (pool: StakePool) => (pool.nextSolWithdrawalFee = { epochsAway: 1, fee: percent(5_000n) }),
      "picoSOL's pool has set its fee to 50 % of what you take out from a coming epoch. We will not stake into it.",
    ],
    [
      'an epoch fee of 30 %',
      (pool: StakePool) => (pool.epochFee = percent(3_000n)),
      "picoSOL's pool keeps 30 % of its rewards. We will not stake into it.",
    ],
    [
      'an epoch fee of 100 % scheduled two epochs away',
      (pool: StakePool) => (pool.nextEpochFee = { epochsAway: 2, fee: percent(10_000n) }),
      "picoSOL's pool has set its share of rewards to 100 % from a coming epoch. We will not stake into it.",
    ],
  ])('%s: refused before and at the click, the swap included, nothing built or signed', async (_name, change, words) => {
    const world = poolWorld();
    changePool(world, change);
    // The aggregator would sell the token at the pool's rate: the fee applies to whoever holds it all the same.
    const aggregator = { expectedOut: DEPOSIT_OF_ONE_SOL, outAmount: DEPOSIT_OF_ONE_SOL, transaction: neverBuilt };
    const run = await stakeOne(world, { aggregator });
    expect(run.preview).toMatchObject({ status: 'failed', reason: words });
    expect(run.end).toMatchObject({ phase: 'failed', message: words });
    expect(run.requests.filter((request) => request.includes('/swap/v1/swap'))).toEqual([]);
    expect(run.roundTrips).toBeNull();
    expect(run.sent).toHaveLength(0);
  });

  it('an embedder who allows more: the 99 % deposit fee is shown in the figure and lands exactly as shown', async () => {
    const world = poolWorld();
    changePool(world, (pool) => (pool.solDepositFee = percent(9_900n)));
    const before = world.tokens(STAKER_PICOSOL)!;
    const run = await stakeOne(world, { caps: { maxFeeBps: 10_000 } });
    // 749,994,219 minted for 1 SOL at the pool's rate; 99 % of it, rounded up, is the fee.
    expect(run.preview).toMatchObject({ status: 'ready', route: 'deposit', expectedOut: 7_499_942n });
    expect(run.end).toMatchObject({ phase: 'success', received: 7_499_942n });
    expect(world.tokens(STAKER_PICOSOL)! - before).toBe(7_499_942n);
  });

  it('an embedder who allows less: picoSOL’s own 0.02 % deposit fee is refused under a 0.01 % cap', async () => {
    const run = await stakeOne(poolWorld(), { caps: { maxFeeBps: 1 } });
    expect(run.end).toMatchObject({
      phase: 'failed',
      message: "picoSOL's pool keeps 0.02 % of what you put in. We will not stake into it.",
    });
  });

  it('fees within the caps, scheduled ones included, are shown before the click: the stake goes ahead', async () => {
    const world = poolWorld();
    changePool(world, (pool) => (pool.nextEpochFee = { epochsAway: 1, fee: percent(1_000n) }));
    const run = await stakeOne(world);
    expect(run.preview).toMatchObject({ status: 'ready', route: 'deposit', expectedOut: DEPOSIT_OF_ONE_SOL });
    expect(run.terms).toMatchObject({
      withdrawalFee: { numerator: 1n, denominator: 1_000n },
      epochFee: { numerator: 25n, denominator: 1_000n },
      scheduled: { withdrawalFee: { numerator: 1n, denominator: 1_000n }, epochFee: { numerator: 1_000n, denominator: 10_000n } },
    });
    expect(run.end).toMatchObject({ phase: 'success', received: DEPOSIT_OF_ONE_SOL });
  });
});

describe('the pool is read once for every amount typed, and again after a stake', () => {
  it('a second amount uses the first read; a stake that moved the pool is read again, and its figure still lands exactly', async () => {
    const world = poolWorld();
    const { stake, session } = litesvmStake(world.svm, { user: STAKER, token: PICOSOL_ENTRY });
    const poolReads = (requests: string[]) => requests.filter((request) => request === 'rpc getMultipleAccounts').length;
    // The staker types 0.5 first: its preview reads the pool.
    session.setAmount('0.5');
    await new Promise<void>((resolve) => {
      const ready = () => session.getState().preview.status === 'ready';
      if (ready()) return resolve();
      const stop = session.subscribe(() => ready() && (stop(), resolve()));
    });
    // Then 1: no second read of the pool.
    const first = await stake(SOL);
    expect(first.end).toMatchObject({ phase: 'success', received: DEPOSIT_OF_ONE_SOL });
    expect(poolReads(first.previewRequests)).toBe(0);
    // After the stake the pool holds 1 SOL more: the next preview reads it again, and lands exactly.
    const before = world.tokens(STAKER_PICOSOL)!;
    const second = await stake(2n * SOL);
    expect(poolReads(second.previewRequests)).toBe(1);
    expect(second.end).toMatchObject({ phase: 'success' });
    const shown = second.preview.status === 'ready' ? second.preview.expectedOut : -1n;
    expect(world.tokens(STAKER_PICOSOL)! - before).toBe(shown);
  });
});

describe('a team stakes into its own pool', () => {
  it('the staker is the pool’s manager: the pool account that records them may change by the deposit, and the figure lands exactly', async () => {
    const world = poolWorld();
    changePool(world, (pool) => (pool.manager = STAKER.publicKey.toBase58()));
    const before = world.tokens(STAKER_PICOSOL)!;
    const run = await stakeOne(world);
    expect(run.end).toMatchObject({ phase: 'success', route: 'deposit', received: DEPOSIT_OF_ONE_SOL });
    expect(world.tokens(STAKER_PICOSOL)! - before).toBe(DEPOSIT_OF_ONE_SOL);
  });

  it('only while the pool program holds it: an account recording the staker that the route hands to another owner is still refused', async () => {
    const { withoutSetAside } = await import('../../widget/core/guard/stakerPosition');
    const pool = world0Pool();
    const handedOver = { ...pool, owner: PROGRAMS.system };
    const changes = { before: new Map([[PICOSOL.pool.address, pool]]), after: new Map([[PICOSOL.pool.address, handedOver]]) };
    const kept = withoutSetAside(changes, { accounts: [PICOSOL.pool.address], owner: PICOSOL.pool.owner });
    expect([...kept.before.keys()]).toEqual([PICOSOL.pool.address]);
    const asIs = withoutSetAside(
      { before: changes.before, after: new Map([[PICOSOL.pool.address, pool]]) },
      { accounts: [PICOSOL.pool.address], owner: PICOSOL.pool.owner },
    );
    expect([...asIs.before.keys()]).toEqual([]);
  });
});

describe('a pool read that fails refuses the stake rather than the caps', () => {
  it('an RPC that answers 429 to the pool’s read: no swap into a pool keeping 99 % on the way out, the spec’s alert with the reason', async () => {
    const world = poolWorld();
    changePool(world, (pool) => (pool.solWithdrawalFee = percent(9_900n)));
    const aggregator = { expectedOut: DEPOSIT_OF_ONE_SOL, outAmount: DEPOSIT_OF_ONE_SOL, transaction: neverBuilt };
    const poolRead = (method: string, params: unknown[]) =>
      method === 'getMultipleAccounts' && (params[0] as string[])[0] === PICOSOL.pool.address
        ? new Response('Too Many Requests', { status: 429 })
        : undefined;
    const run = await stakeOne(world, { aggregator, beforeRpc: poolRead });
    expect(run.end).toMatchObject({ phase: 'failed', message: 'Failed to get swap quote. Please try again.' });
    expect(run.requests.filter((request) => request.includes('/swap/v1/swap'))).toEqual([]);
    expect(run.sent).toHaveLength(0);
  });
});

describe('one fair price for every route into a pool', () => {
  it('a pool updating for the epoch still has its rate: a swap guaranteeing half of it is refused', async () => {
    const world = poolWorld();
    world.setEpoch(2n);
    // Two validators: the update does not fit in front of the deposit, so the pool is updating for the card.
    withSecondValidator(world, PICOSOL.validatorList.address);
    const half = DEPOSIT_OF_ONE_SOL / 2n;
    const run = await stakeOne(world, { aggregator: { expectedOut: half, outAmount: half, transaction: neverBuilt } });
    // The quote never wins the preview: the card says why the pool cannot take SOL now.
    expect(run.preview).toMatchObject({
      status: 'failed',
      reason: "picoSOL's pool is updating for the new epoch. Try again in a few minutes.",
    });
    expect(run.end).toMatchObject({
      phase: 'failed',
      message: 'The swap service offered a transaction that is not the stake you asked for. Nothing was signed.',
      detail:
        "Its quote guarantees 0.373047499 picoSOL, more than 1 % below the 0.749994219 picoSOL that picoSOL's own pool gives for this SOL.",
    });
    // No swap quote service: the pool's own rate is the independent figure.
    expect([...run.previewRequests, ...run.requests].filter((request) => request.includes('/swap/quote'))).toEqual([]);
    expect(run.sent).toHaveLength(0);
  });

  it('a pool updating for the epoch, a swap at its rate less 0.5 %: offered, with the pool’s fees shown', async () => {
    const world = poolWorld();
    world.setEpoch(2n);
    // Two validators: the update does not fit in front of the deposit, so the pool is updating for the card.
    withSecondValidator(world, PICOSOL.validatorList.address);
    const fair = 749_994_219n;
    const run = await stakeOne(world, { aggregator: { expectedOut: fair, outAmount: fair, transaction: deliversNothing(world) } });
    expect(run.preview).toMatchObject({ status: 'ready', route: 'swap', expectedOut: fair });
    expect(run.terms?.withdrawalFee).toEqual({ numerator: 1n, denominator: 1_000n });
  });

  it('a pool the chain does not hold as listed: the swap quote service is asked once the read failed, and the 1 % rule refuses half the market', async () => {
    const world = poolWorld();
    world.put({ ...world.read(PICOSOL.pool.address)!, owner: PROGRAMS.system });
    const market = DEPOSIT_OF_ONE_SOL;
    const run = await stakeOne(world, { aggregator: { expectedOut: market, outAmount: market / 2n, transaction: neverBuilt } });
    expect(run.preview).toMatchObject({
      status: 'failed',
      reason: "picoSOL's pool on the Solana network is not the one the list names, so we will not deposit into it.",
    });
    expect(run.end).toMatchObject({
      phase: 'failed',
      message: 'The swap service offered a transaction that is not the stake you asked for. Nothing was signed.',
      detail: 'Its quote offers 0.37492211 picoSOL, more than 1 % below the 0.74984422 picoSOL you were shown.',
    });
    // The pool's read, then the swap quote service: one more round on this rare path.
    const asked = run.previewRequests.filter((request) => request !== 'rpc getGenesisHash' && request !== 'rpc getBalance');
    expect(asked.indexOf('/v1/swap/quote')).toBeGreaterThan(asked.indexOf('rpc getMultipleAccounts'));
    expect(run.sent).toHaveLength(0);
  });

  it('an honest control: the aggregator quotes less than the deposit, so the deposit is taken and lands exactly', async () => {
    const world = poolWorld();
    const less = (DEPOSIT_OF_ONE_SOL * 99n) / 100n;
    const run = await stakeOne(world, { aggregator: { expectedOut: less, outAmount: less, transaction: neverBuilt } });
    expect(run.preview).toMatchObject({ status: 'ready', route: 'deposit', expectedOut: DEPOSIT_OF_ONE_SOL });
    expect(run.end).toMatchObject({ phase: 'success', route: 'deposit', received: DEPOSIT_OF_ONE_SOL });
  });
});

describe('a refused offer hands over to the next', () => {
  it('an aggregator that claims twice the deposit wins the preview, is refused by the guard, and the deposit lands instead', async () => {
    const world = poolWorld();
    const before = world.tokens(STAKER_PICOSOL)!;
    const twice = DEPOSIT_OF_ONE_SOL * 2n;
    const run = await stakeOne(world, { aggregator: { expectedOut: twice, outAmount: twice, transaction: deliversNothing(world) } });
    expect(run.end).toMatchObject({ phase: 'success', route: 'deposit', received: DEPOSIT_OF_ONE_SOL });
    expect(world.tokens(STAKER_PICOSOL)! - before).toBe(DEPOSIT_OF_ONE_SOL);
    // The swap ranked first (its claim is larger): built and judged, refused, then the deposit. One
    // transaction signed and sent, the deposit.
    expect(run.beforePrompt).toEqual([
      '/swap/v1/swap',
      'rpc getMultipleAccounts',
      'rpc simulateTransaction',
      'rpc getLatestBlockhash',
      'rpc simulateTransaction',
      'rpc getRecentPrioritizationFees',
      'rpc getMultipleAccounts',
      'rpc simulateTransaction',
    ]);
    expect(run.sent).toHaveLength(1);
  });
});

describe('when no route is left, the spec’s words still show', () => {
  it('a pool updating for the epoch and an aggregator that is down: the spec’s alert, with the pool’s reason', async () => {
    const world = poolWorld();
    world.setEpoch(2n);
    // Two validators: the update does not fit in front of the deposit, so the pool is updating for the card.
    withSecondValidator(world, PICOSOL.validatorList.address);
    const run = await stakeOne(world, { servicesDown: true });
    expect(run.end).toMatchObject({
      phase: 'failed',
      message: 'Failed to get swap quote. Please try again.',
      detail: "picoSOL's pool is updating for the new epoch. Try again in a few minutes.",
    });
  });

  it('u64::MAX lamports: too large for the pool, in its own words', async () => {
    const run = await stakeOne(poolWorld(), {}, 2n ** 64n - 1n);
    expect(run.preview).toMatchObject({ status: 'failed', reason: "This amount is more than picoSOL's pool can take." });
    expect(run.end).toMatchObject({ phase: 'failed', detail: "This amount is more than picoSOL's pool can take." });
  });
});
