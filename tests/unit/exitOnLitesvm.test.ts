// The two ways out of a stake pool on the real SPL stake pool program (tests/fixtures/stake-pool, at
// the SanctumSpl id) with picoSOL's real accounts, on litesvm: our figures (widget/core/stakePool/
// exitArithmetic) are held to what the program pays, to the lamport, for several amounts and fees;
// the staker's stake account is found again by its seed, deactivated and withdrawn; and a pool not
// updated this epoch is updated in the same transaction as the exit.
import type { StakePool as LibraryStakePool } from '@solana/spl-stake-pool';
import { describe, expect, it } from 'vitest';
import { exitFigure, instantCapacity } from '../../widget/core/stakePool/exitArithmetic';
import { nextFreeExitIndex } from '../../widget/core/stakePool/exitStakeSeed';
import { needsUpdate, updateFitsInPlace } from '../../widget/core/stakePool/poolUpdate';
import { decodeStakeAccount, NEVER } from '../../widget/core/stakePool/stakeAccount';
import { deactivateStakeInstruction, withdrawStakeLamportsInstruction } from '../../widget/core/stakePool/stakeAccountInstructions';
import type { PlainInstruction } from '../../widget/core/encoding/plainInstruction';
import { compileTransaction } from '../../widget/solana/compileTransaction';
import { exitStakeCandidates } from '../../widget/solana/exitStakeAccounts';
import { updateInstructions } from '../../widget/solana/poolUpdateInstructions';
import { withdrawAuthorityOf } from '../../widget/solana/poolAddresses';
import { depositSolInstruction } from '../../widget/core/stakePool/depositSolInstruction';
import { depositOutcome } from '../../widget/stake/routes/deposit/depositArithmetic';
import { instantOffer, stakeOffer, validatorStakes } from '../support/exitOffers';
import {
  exitWorld,
  POOL,
  PROGRAM_ID,
  SOL,
  STAKE_RENT,
  staker,
  STAKER_PICOSOL,
  VALIDATOR_STAKE,
  VOTE,
  type ExitWorld,
} from '../support/exitOnLitesvm';

/** One signature, and the priority fee of each exit's compute limit at 20,000 micro-lamports. */
const FEE = { instant: 5_000n + 1_200n, stake: 5_000n + 2_400n, update: 800n };

const SOL_FEES: Record<string, (pool: LibraryStakePool) => void> = {
  'the fixture’s 1/1000 SOL withdrawal fee': () => {},
  'no SOL withdrawal fee': (pool) => (pool.solWithdrawalFee.numerator = pool.solWithdrawalFee.numerator.muln(0)),
  'a 3 % SOL withdrawal fee': (pool) => (pool.solWithdrawalFee.numerator = pool.solWithdrawalFee.numerator.muln(30)),
};
const STAKE_FEES: Record<string, (pool: LibraryStakePool) => void> = {
  'the fixture’s 1/1000 stake withdrawal fee': () => {},
  'no stake withdrawal fee': (pool) => (pool.stakeWithdrawalFee.numerator = pool.stakeWithdrawalFee.numerator.muln(0)),
  'a 2 % stake withdrawal fee': (pool) => (pool.stakeWithdrawalFee.numerator = pool.stakeWithdrawalFee.numerator.muln(20)),
};

/** The program's own words for why it refused: its error logs. */
const programErrors = (result: ReturnType<ExitWorld['send']>) => (result.ok ? [] : result.logs.filter((line) => /Error|failed/.test(line)));

/** What the staker, the manager fee account and the reserve hold now. */
const holdings = (world: ExitWorld) => ({
  wallet: world.balance(staker),
  picoSol: world.tokens(STAKER_PICOSOL)!,
  managerFee: world.tokens(world.pool().managerFeeAccount)!,
  reserve: world.balance(world.pool().reserveStake),
});

function landInstant(world: ExitWorld, poolTokens: bigint, options: Parameters<typeof instantOffer>[2] = {}) {
  const { predicted, bytes } = instantOffer(world, poolTokens, options);
  const before = holdings(world);
  const result = world.sendMeasured(bytes);
  const after = holdings(world);
  return {
    predicted,
    result,
    received: after.wallet - before.wallet,
    burned: before.picoSol - after.picoSol,
    managerGained: after.managerFee - before.managerFee,
    reserveLost: before.reserve - after.reserve,
  };
}

describe('instant SOL from the reserve lands exactly as computed', () => {
  const AMOUNTS = [3n, 300_000_000n, SOL, 7_123_456_789n, 50n * SOL];
  for (const [setting, change] of Object.entries(SOL_FEES)) {
    it.each(AMOUNTS)(`${setting}: %i picoSOL base units`, (poolTokens) => {
      const world = exitWorld();
      world.changePool(change);
      const outcome = landInstant(world, poolTokens);
      if (!outcome.predicted.ok) throw new Error(`predicted a refusal: ${outcome.predicted.refusal}`);
      expect(outcome.result).toMatchObject({ ok: true });
      expect(outcome.received).toBe(outcome.predicted.lamports - FEE.instant);
      expect(outcome.reserveLost).toBe(outcome.predicted.lamports);
      expect(outcome.burned).toBe(poolTokens);
      expect(outcome.managerGained).toBe(outcome.predicted.feeTokens);
      expect(outcome.predicted.feeTokens === 0n).toBe(setting === 'no SOL withdrawal fee');
    });
  }

  it('the JS client’s figure (no fee) is more than the program pays', () => {
    const world = exitWorld();
    const pool = world.pool();
    const withoutFee = (SOL * pool.totalLamports) / pool.poolTokenSupply;
    const outcome = landInstant(world, SOL);
    expect(outcome.predicted.ok && outcome.received + FEE.instant).toBe(exitFigure(pool, pool.solWithdrawalFee, SOL).lamports);
    expect(withoutFee).toBeGreaterThan(outcome.received + FEE.instant);
  });

  it('one base unit under a fee is worth nothing: refused by us and by the program', () => {
    const outcome = landInstant(exitWorld(), 1n);
    expect(outcome.predicted).toEqual({ ok: false, refusal: 'too-small' });
    expect(outcome.result.ok).toBe(false);
  });

  it('the reserve pays down to its rent, and not a lamport more', () => {
    const world = exitWorld({ deposit: 10n * SOL });
    const pool = world.pool();
    const capacity = instantCapacity(pool, world.stakeReading(pool.reserveStake));
    // The most pool tokens whose figure the reserve can pay, by bisection on our arithmetic.
    let [fits, over] = [1n, 20n * SOL];
    while (over - fits > 1n) {
      const middle = (fits + over) / 2n;
      if (exitFigure(pool, pool.solWithdrawalFee, middle).lamports <= capacity) fits = middle;
      else over = middle;
    }
    const tooMuch = landInstant(world, over);
    expect(tooMuch.predicted).toEqual({ ok: false, refusal: 'reserve-short' });
    expect(programErrors(tooMuch.result).join('\n')).toMatch(/Too much SOL withdrawn/);
    const all = landInstant(world, fits);
    expect(all.result).toMatchObject({ ok: true });
    expect(all.received).toBe(exitFigure(pool, pool.solWithdrawalFee, fits).lamports - FEE.instant);
    expect(world.balance(pool.reserveStake) - world.stakeReading(pool.reserveStake).rentExemptReserve).toBe(capacity - all.reserveLost);
  });

  it('a pool with a SOL withdraw authority is not offered, and the program refuses without its signature', () => {
    const world = exitWorld();
    world.changePool((pool) => (pool.solWithdrawAuthority = pool.manager));
    const outcome = landInstant(world, SOL);
    expect(outcome.predicted).toEqual({ ok: false, refusal: 'sol-withdraw-authority' });
    expect(outcome.result.ok).toBe(false);
  });
});

async function landStake(world: ExitWorld, poolTokens: bigint, options: Parameters<typeof stakeOffer>[2] = {}) {
  const offer = await stakeOffer(world, poolTokens, options);
  const before = holdings(world);
  const validatorBefore = world.balance([...validatorStakes(world).values()][0]!.address);
  const result = world.sendMeasured(offer.bytes);
  const after = holdings(world);
  const account = world.read(offer.candidate.address);
  return {
    ...offer,
    result,
    account,
    state: account ? decodeStakeAccount(account.data) : null,
    walletSpent: before.wallet - after.wallet,
    burned: before.picoSol - after.picoSol,
    managerGained: after.managerFee - before.managerFee,
    validatorLost: validatorBefore - world.balance([...validatorStakes(world).values()][0]!.address),
  };
}

describe('a stake account lands exactly as computed', () => {
  const AMOUNTS = [SOL, 10n * SOL, 60n * SOL];
  for (const [setting, change] of Object.entries(STAKE_FEES)) {
    it.each(AMOUNTS)(`${setting}: %i picoSOL base units`, async (poolTokens) => {
      const world = exitWorld();
      world.changePool(change);
      const outcome = await landStake(world, poolTokens);
      expect(outcome.result).toMatchObject({ ok: true });
      if (!outcome.predicted.ok) throw new Error(`predicted a refusal: ${outcome.predicted.refusal}`);
      expect(outcome.predicted.source).toEqual({ kind: 'validator', address: VALIDATOR_STAKE.address, vote: VOTE.address });
      expect(outcome.account!.lamports).toBe(STAKE_RENT + outcome.predicted.lamports);
      expect(outcome.state!.delegation).toMatchObject({ voter: VOTE.address, stake: outcome.predicted.lamports, deactivationEpoch: NEVER });
      expect(outcome.state!.meta).toMatchObject({ staker, withdrawer: staker });
      expect(outcome.validatorLost).toBe(outcome.predicted.lamports);
      expect(outcome.walletSpent).toBe(STAKE_RENT + FEE.stake);
      expect(outcome.burned).toBe(poolTokens);
      expect(outcome.managerGained).toBe(outcome.predicted.feeTokens);
    });
  }

  it('less than the Stake program’s minimum delegation is not offered, and the program refuses it', async () => {
    const outcome = await landStake(exitWorld(), SOL / 2n);
    expect(outcome.minimumDelegation).toBe(SOL);
    expect(outcome.predicted).toEqual({ ok: false, refusal: 'below-minimum-delegation' });
    expect(outcome.result.ok).toBe(false);
  });
});

describe('a pool whose validators have nothing above their floor pays stake accounts from its reserve', () => {
  // A pool just launched from our launch page: its one validator holds the minimum (rent and 1 SOL),
  // every deposit sits in the reserve. The program then splits the exit from the reserve, undelegated.
  const freshlyLaunched = () => exitWorld({ validatorAtFloor: true });

  it('the figure lands in an undelegated stake account of the staker’s, which they can withdraw at once', async () => {
    const world = freshlyLaunched();
    const outcome = await landStake(world, 3n * SOL);
    expect(outcome.result).toMatchObject({ ok: true });
    if (!outcome.predicted.ok) throw new Error(`predicted a refusal: ${outcome.predicted.refusal}`);
    expect(outcome.predicted.source).toEqual({ kind: 'reserve', address: world.pool().reserveStake });
    expect(outcome.account!.lamports).toBe(STAKE_RENT + outcome.predicted.lamports);
    expect(outcome.state).toMatchObject({ kind: 'initialized', meta: { staker, withdrawer: staker }, delegation: null });
    expect(outcome.validatorLost).toBe(0n);
    const stake = outcome.candidate.address;
    const before = world.balance(staker);
    const withdraw = withdrawStakeLamportsInstruction({
      stake,
      recipient: staker,
      withdrawer: staker,
      lamports: outcome.account!.lamports,
    });
    const bytes = compileTransaction({
      payer: staker,
      recentBlockhash: world.svm.latestBlockhash(),
      computeUnitLimit: 20_000,
      computeUnitPriceMicroLamports: 0,
      instructions: [withdraw],
    });
    expect(world.sendMeasured(bytes)).toMatchObject({ ok: true });
    expect(world.balance(staker) - before).toBe(outcome.account!.lamports - 5_000n);
  });

  it('a validator stake is refused by the program while the list says it has nothing to give', async () => {
    const world = freshlyLaunched();
    const outcome = await landStake(world, 3n * SOL, {
      tamper: (request) =>
        request.exit.kind === 'stake' ? { ...request, exit: { ...request.exit, splitFrom: VALIDATOR_STAKE.address } } : request,
    });
    // With nothing active to give, the program would only take the validator's whole account (its removal).
    expect(outcome.result.ok ? [] : outcome.result.logs.join('\n')).toMatch(/Cannot withdraw a whole account/);
  });
});

describe('the staker’s stake accounts are found again by their seeds, then deactivated and withdrawn', () => {
  const send = (world: ExitWorld, instructions: PlainInstruction[]) =>
    world.sendMeasured(
      compileTransaction({
        payer: staker,
        recentBlockhash: world.svm.latestBlockhash(),
        computeUnitLimit: 20_000,
        computeUnitPriceMicroLamports: 0,
        instructions,
      }),
    );
  const exists = async (world: ExitWorld) => {
    const candidates = await exitStakeCandidates(staker, POOL);
    const read = await world.rpc.getMultipleAccounts(candidates.map((candidate) => candidate.address));
    return { candidates, exists: read.accounts.map((account) => account !== null) };
  };

  it('two exits take indices 0 and 1; each is read back, deactivated, and withdrawn to the wallet an epoch later', async () => {
    const world = exitWorld();
    expect(nextFreeExitIndex((await exists(world)).exists)).toBe(0);
    const first = await landStake(world, 2n * SOL, { index: 0 });
    expect(first.result.ok).toBe(true);
    expect(nextFreeExitIndex((await exists(world)).exists)).toBe(1);
    const second = await landStake(world, 3n * SOL, { index: 1 });
    expect(second.result.ok).toBe(true);
    const { candidates, exists: found } = await exists(world);
    expect(found.slice(0, 3)).toEqual([true, true, false]);
    const ours = candidates.filter((_, index) => found[index]).map((candidate) => decodeStakeAccount(world.read(candidate.address)!.data));
    expect(ours.map((state) => state.meta?.withdrawer)).toEqual([staker, staker]);

    const stake = first.candidate.address;
    const lamports = world.balance(stake);
    expect(send(world, [deactivateStakeInstruction({ stake, staker })])).toMatchObject({ ok: true });
    expect(decodeStakeAccount(world.read(stake)!.data).delegation!.deactivationEpoch).toBe(1n);
    const withdraw = withdrawStakeLamportsInstruction({ stake, recipient: staker, withdrawer: staker, lamports });
    // Still cooling down in the epoch it was deactivated: the Stake program keeps it.
    expect(send(world, [withdraw]).ok).toBe(false);
    world.setEpoch(2n);
    const before = world.balance(staker);
    const result = send(world, [withdraw]);
    expect(result).toMatchObject({ ok: true });
    expect(world.balance(staker) - before).toBe(lamports - 5_000n);
    expect(world.read(stake)).toBeNull();
    expect(nextFreeExitIndex((await exists(world)).exists)).toBe(0);
  });
});

describe('a pool not updated this epoch is updated in the same transaction, then exited', () => {
  /** The pool one epoch on (epoch 2), its reserve `reward` lamports richer: the update counts them as rewards and takes its epoch fee. */
  function stale({ reward = 0n } = {}) {
    const world = exitWorld();
    const reserve = world.read(world.pool().reserveStake)!;
    world.put({ ...reserve, lamports: reserve.lamports + reward });
    world.setEpoch(2n);
    return world;
  }
  const projected = (world: ExitWorld, epoch = 2n) => world.poolAsUpdated(epoch);

  it('alone, the exit is refused until the pool is updated; the update fits in front for a one-validator pool', () => {
    const world = stale();
    expect(needsUpdate(world.pool(), 2n)).toBe(true);
    expect(updateFitsInPlace(world.list())).toBe(true);
    const { result } = landInstant(world, SOL);
    expect(programErrors(result).join('\n')).toMatch(/First update old validator stake account balances and then pool stake balance/);
  });

  it.each([0n, 3n * SOL])('instant, with %i lamports of rewards in the reserve: exactly the figure on the updated pool', (reward) => {
    const world = stale({ reward });
    const pool = projected(world);
    const outcome = landInstant(world, 5n * SOL, { pool, updateFirst: { list: world.list() } });
    expect(outcome.result).toMatchObject({ ok: true });
    if (!outcome.predicted.ok || !outcome.result.ok) return;
    expect(outcome.received).toBe(outcome.predicted.lamports - FEE.instant - FEE.update);
    const after = world.pool();
    expect(after.totalLamports).toBe(pool.totalLamports - outcome.predicted.lamports);
    expect(after.poolTokenSupply).toBe(pool.poolTokenSupply - outcome.predicted.burnedTokens);
    expect(after).toMatchObject({ lastUpdateEpoch: 2n, lastEpochTotalLamports: pool.lastEpochTotalLamports });
    expect(after.lastEpochPoolTokenSupply).toBe(pool.lastEpochPoolTokenSupply);
    expect(reward === 0n).toBe(pool.poolTokenSupply === world.pool().lastEpochPoolTokenSupply);
  });

  it('a SOL withdrawal fee scheduled two epochs away: each update brings it nearer, and the exit behind pays what we computed', () => {
    const world = stale();
    // SetFee schedules a withdrawal fee two epochs away (the library's encoder writes it so).
    world.changePool(
      (pool) =>
        (pool.nextSolWithdrawalFee = {
          numerator: pool.solWithdrawalFee.numerator.muln(5),
          denominator: pool.solWithdrawalFee.denominator.muln(1),
        }),
    );
    const scheduled = { numerator: 5n, denominator: 1_000n };
    expect(world.pool().nextSolWithdrawalFee).toEqual({ epochsAway: 2, fee: scheduled });
    const feesPaid: bigint[] = [];
    for (const epoch of [2n, 3n]) {
      world.setEpoch(epoch);
      const pool = projected(world, epoch);
      const outcome = landInstant(world, 5n * SOL, { pool, updateFirst: { list: world.list() } });
      expect(outcome.result).toMatchObject({ ok: true });
      if (!outcome.predicted.ok) throw new Error(`predicted a refusal: ${outcome.predicted.refusal}`);
      expect(outcome.received).toBe(outcome.predicted.lamports - FEE.instant - FEE.update);
      expect(outcome.managerGained).toBe(outcome.predicted.feeTokens);
      expect(world.pool().solWithdrawalFee).toEqual(pool.solWithdrawalFee);
      expect(world.pool().nextSolWithdrawalFee).toEqual(pool.nextSolWithdrawalFee);
      feesPaid.push(outcome.predicted.feeTokens);
    }
    // The fixture's fee is 1/1000: 1/1000 of 5 picoSOL in epoch 2, the scheduled 5/1000 from epoch 3.
    expect(feesPaid).toEqual([5_000_000n, 25_000_000n]);
    expect(world.pool().nextSolWithdrawalFee).toBeNull();
  });

  it.each([0n, 3n * SOL])('a stake account, with %i lamports of rewards: exactly the figure on the updated pool', async (reward) => {
    const world = stale({ reward });
    const pool = projected(world);
    const outcome = await landStake(world, 5n * SOL, { pool, updateFirst: { list: world.list() } });
    expect(outcome.result).toMatchObject({ ok: true });
    if (!outcome.predicted.ok) throw new Error(`predicted a refusal: ${outcome.predicted.refusal}`);
    expect(outcome.state!.delegation!.stake).toBe(outcome.predicted.lamports);
    expect(outcome.walletSpent).toBe(STAKE_RENT + FEE.stake + FEE.update);
  });

  it.each([0n, 3n * SOL])('a deposit behind the update, with %i lamports of rewards: exactly the figure on the updated pool', (reward) => {
    const world = stale({ reward });
    const pool = projected(world);
    const lamports = 2n * SOL;
    const predicted = depositOutcome(pool, lamports, { referrerIsStaker: true });
    if (!predicted.ok) throw new Error(`predicted a refusal: ${predicted.refusal}`);
    const bytes = compileTransaction({
      payer: staker,
      recentBlockhash: world.svm.latestBlockhash(),
      computeUnitLimit: 100_000 + 40_000,
      computeUnitPriceMicroLamports: 20_000,
      instructions: [
        ...updateInstructions(PROGRAM_ID, world.pool(), world.list()),
        depositSolInstruction({
          programId: PROGRAM_ID,
          pool: world.pool(),
          withdrawAuthority: withdrawAuthorityOf(PROGRAM_ID, POOL),
          staker,
          stakerTokenAccount: STAKER_PICOSOL,
          referrerTokenAccount: STAKER_PICOSOL,
          lamports,
          minimumPoolTokens: predicted.stakerPart,
        }),
      ],
    });
    const before = world.tokens(STAKER_PICOSOL)!;
    const result = world.sendMeasured(bytes);
    // 727 bytes and about 33,000-36,000 units on litesvm (the epoch fee on rewards mints once more).
    expect(result).toMatchObject({ ok: true, size: 727 });
    expect(world.tokens(STAKER_PICOSOL)! - before).toBe(predicted.stakerReceives);
  });

  it('each transaction fits a packet and its compute limit (measured: update 18,682 units, update + instant 40,527, update + stake 84,804)', async () => {
    const sizes: Record<string, { size: number; units: bigint }> = {};
    const measure = (name: string, result: ReturnType<ExitWorld['sendMeasured']>) => {
      if (!result.ok) throw new Error(`${name} failed: ${result.error}`);
      sizes[name] = { size: result.size, units: result.units };
    };
    let world = stale();
    const onlyUpdate = compileTransaction({
      payer: staker,
      recentBlockhash: world.svm.latestBlockhash(),
      computeUnitLimit: 40_000,
      computeUnitPriceMicroLamports: 20_000,
      instructions: updateInstructions(PROGRAM_ID, world.pool(), world.list()),
    });
    measure('update alone', world.sendMeasured(onlyUpdate));
    measure('instant', landInstant(world, SOL).result);
    measure('stake', (await landStake(world, 2n * SOL)).result);
    world = stale();
    measure('update + instant', landInstant(world, SOL, { pool: projected(world), updateFirst: { list: world.list() } }).result);
    world = stale();
    measure('update + stake', (await landStake(world, 2n * SOL, { pool: projected(world), updateFirst: { list: world.list() } })).result);
    // Sizes are ours alone (the same accounts every run); each leaves room under the 1,232-byte packet.
    expect(Object.fromEntries(Object.entries(sizes).map(([name, { size }]) => [name, size]))).toEqual({
      'update alone': 633,
      instant: 572,
      // A stake exit's account is topped up and allocated (Transfer + AllocateWithSeed, lands over dust): 9 bytes more than CreateAccountWithSeed.
      stake: 760,
      'update + instant': 697,
      'update + stake': 885,
    });
    expect(sizes['update + instant']!.units).toBeLessThan(60_000n + 40_000n);
    expect(sizes['update + stake']!.units).toBeLessThan(120_000n + 40_000n);
    expect(sizes['update alone']!.units).toBeLessThan(40_000n);
  });
});
