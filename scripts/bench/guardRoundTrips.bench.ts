// Round trips from 'Start Staking' to the wallet prompt, with the complete guard, on a real Solana
// runtime (litesvm): counts, not timings. A transaction that loads accounts from address lookup
// tables costs one more round trip (the tables are read from the RPC before anything else can be).
import { expect, it } from 'vitest';
import { litesvmStake } from '../../tests/support/litesvmStake';
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
