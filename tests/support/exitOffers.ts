import { instantExit, stakeExit, type StakeReading } from '../../widget/core/stakePool/exitArithmetic';
import type { StakePool } from '../../widget/core/stakePool/stakePool';
import { exitStakeCandidates } from '../../widget/solana/exitStakeAccounts';
import { exitTransaction, type ExitRequest } from '../../widget/solana/exitTransaction';
import { validatorStakeAddressOf } from '../../widget/solana/stakePoolStakeAddresses';
import { compiledAt, exitLimit } from './fixedBudget';
import { POOL, PROGRAM_ID, STAKE_RENT, staker, STAKER_PICOSOL, type ExitWorld } from './exitOnLitesvm';

/**
 * An exit as a route would make it: the figure by our arithmetic from the chain's accounts, then the
 * transaction with that figure as its on-chain minimum (1 when the figure is a refusal, so that the
 * program's own refusal is what the test sees). `pool`: the pool to price on (the projected one when
 * the update goes in front); `tamper`: what a hostile builder would change in the request.
 */
export interface ExitOptions {
  pool?: StakePool & { address: string };
  updateFirst?: ExitRequest['updateFirst'];
  index?: number;
  tamper?: (request: ExitRequest) => ExitRequest;
}

const request = (world: ExitWorld, poolTokens: bigint, minimumLamports: bigint) => ({
  programId: PROGRAM_ID,
  // The pool's addresses as on chain; the figures may come from the pool as the update will leave it.
  pool: world.pool(),
  staker,
  stakerTokenAccount: STAKER_PICOSOL,
  poolTokens,
  minimumLamports: minimumLamports > 0n ? minimumLamports : 1n,
});

/** The exit compiled as its builder's fixed budget would (see fixedBudget): `tamper`ed first, when a test asks. */
const compiled = (world: ExitWorld, base: ExitRequest, options: ExitOptions) => {
  const request = options.tamper ? options.tamper(base) : base;
  return compiledAt(exitTransaction(request), world.svm.latestBlockhash(), exitLimit(request.exit.kind, request.updateFirst));
};

export function instantOffer(world: ExitWorld, poolTokens: bigint, options: ExitOptions = {}) {
  const pool = options.pool ?? world.pool();
  const predicted = instantExit(pool, world.stakeReading(pool.reserveStake), poolTokens);
  const base: ExitRequest = {
    ...request(world, poolTokens, predicted.ok ? predicted.lamports : 1n),
    exit: { kind: 'instant' },
    updateFirst: options.updateFirst ?? null,
  };
  return { predicted, bytes: compiled(world, base, options) };
}

/** Each validator's stake account as read now, by vote account. */
export function validatorStakes(world: ExitWorld): Map<string, StakeReading> {
  return new Map(
    world.list().validators.map((entry) => {
      const address = validatorStakeAddressOf(PROGRAM_ID, entry.voteAccount, POOL, entry.validatorSeedSuffix);
      return [entry.voteAccount, world.stakeReading(address)];
    }),
  );
}

export async function stakeOffer(world: ExitWorld, poolTokens: bigint, options: ExitOptions = {}) {
  const pool = options.pool ?? world.pool();
  const minimumDelegation = await world.rpc.getStakeMinimumDelegation();
  const predicted = stakeExit(
    pool,
    world.list(),
    validatorStakes(world),
    world.stakeReading(pool.reserveStake),
    poolTokens,
    minimumDelegation,
  );
  const candidate = (await exitStakeCandidates(staker, POOL))[options.index ?? 0]!;
  const splitFrom = predicted.ok ? predicted.source.address : [...validatorStakes(world).values()][0]!.address;
  const base: ExitRequest = {
    ...request(world, poolTokens, predicted.ok ? predicted.lamports : 1n),
    exit: { kind: 'stake', splitFrom, newStake: candidate.address, seed: candidate.seed, stakeRent: STAKE_RENT },
    updateFirst: options.updateFirst ?? null,
  };
  return { predicted, candidate, minimumDelegation, bytes: compiled(world, base, options) };
}
