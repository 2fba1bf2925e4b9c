// Round trips from 'Start Staking' to the wallet prompt, with the complete guard, on a real Solana
// runtime (litesvm): counts, not timings. A transaction that loads accounts from address lookup
// tables costs one more round trip (the tables are read from the RPC before anything else can be).
import { expect, it } from 'vitest';
import { PROGRAMS } from '../../widget/core/guard/programs';
import { litesvmStake } from '../../tests/support/litesvmStake';
import { PICOSOL, poolWorld, STAKER } from '../../tests/support/stakePoolOnLitesvm';
import { createWorld, lookupTable, SOL, swapTransaction, WSOL } from '../../tests/support/litesvmWorld';
import { record } from './report';

const OUT = 950_000_000n;

it.each([
  ['without lookup tables', false, 2],
  ['with lookup tables', true, 3],
] as const)('counts the round trips to the prompt %s', async (label, withTables, goal) => {
  const world = createWorld();
  const tables = withTables
    ? [lookupTable(world, [world.solVault, world.lstVault, WSOL, world.mint, world.wrappedSol, world.lstAccount])]
    : [];
  const { stake } = litesvmStake(world.svm, {
    user: world.user,
    token: { mint: world.mint.toBase58(), symbol: 'tLST', decimals: 9, tokenProgram: world.tokenProgram.toBase58() },
    aggregator: { expectedOut: OUT, outAmount: OUT, transaction: () => swapTransaction(world, { lamports: SOL, out: OUT, tables }) },
  });
  const { end, roundTrips, beforePrompt } = await stake(SOL);
  expect(end.phase).toBe('success');
  console.log(`'Start Staking' to the wallet prompt, ${label}: ${roundTrips} round trips (${beforePrompt.join(', ')})`);
  record(
    `round trips, 'Start Staking' to wallet prompt, ${label} (litesvm)`,
    { median: roundTrips ?? -1 },
    'round trips',
    `goal <= ${goal}`,
  );
});

it('counts the round trips of a direct deposit into a pool: to its figure, and to the prompt', async () => {
  const world = poolWorld();
  const { stake } = litesvmStake(world.svm, {
    user: STAKER,
    token: {
      mint: PICOSOL.mint.address,
      symbol: 'picoSOL',
      decimals: 9,
      tokenProgram: PROGRAMS.token,
      pool: { program: 'SanctumSpl', pool: PICOSOL.pool.address },
    },
  });
  // A first stake warms the page's once-per-page network check, as a card does when its token loads.
  await stake(SOL);
  const { end, roundTrips, beforePrompt, previewRequests, previewRounds } = await stake(2n * SOL);
  expect(end).toMatchObject({ phase: 'success', route: 'deposit' });
  const quoteCalls = previewRequests.filter((request) => request.includes('/swap/quote')).length;
  console.log(
    `direct deposit: preview ${previewRounds} round trip(s) (${previewRequests.join(', ')}); to the prompt ${roundTrips} (${beforePrompt.join(', ')})`,
  );
  record(
    'round trips, typing to the pool deposit’s figure (litesvm)',
    { median: previewRounds },
    'round trips',
    'goal <= 1, no swap quote service call',
  );
  record('swap quote service calls for a pool entry’s preview', { median: quoteCalls }, 'calls', 'goal 0');
  record(
    "round trips, 'Start Staking' to wallet prompt, direct deposit (litesvm)",
    { median: roundTrips ?? -1 },
    'round trips',
    'goal <= 2',
  );
});
