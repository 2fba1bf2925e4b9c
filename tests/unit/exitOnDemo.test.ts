// The demo chain's ways out of its pools, driven as the card will drive them: exits built by the
// widget's exitTransaction, priced by its exitArithmetic, simulated and judged by the production exit
// guard through the widget's RPC client, then sent to the demo RPC. Figures are held to the same pure
// arithmetic and, for the same pool numbers, to what the real program pays on litesvm; a stake account
// is deactivated and withdrawn once the demo epoch ends; the demo's exit faults (an empty reserve, a
// withdrawal fee above the cap, a stale pool whose update goes in front) show as a real chain would show them.
import { compiledAt, exitLimit } from '../support/fixedBudget';
import { describe, expect, it } from 'vitest';
import type { StakePool as LibraryStakePool } from '@solana/spl-stake-pool';
import type { StakePool } from '../../widget/core/stakePool/stakePool';
import { DEFAULT_FEE_CAPS } from '../../widget/core/guard/feeCaps';
import { exitFeesToConfirm } from '../../widget/core/guard/exitFees';
import { exitFigure, instantExit } from '../../widget/core/stakePool/exitArithmetic';
import { needsUpdate, poolAfterUpdate, updateFitsInPlace, updateReadingOf } from '../../widget/core/stakePool/poolUpdate';
import { exitTransaction } from '../../widget/solana/exitTransaction';
import { validatorStakePairs } from '../../widget/solana/poolUpdateInstructions';
import { nextFreeExitIndex } from '../../widget/core/stakePool/exitStakeSeed';
import { decodeStakeAccount, NEVER } from '../../widget/core/stakePool/stakeAccount';
import { deactivateStakeInstruction, withdrawStakeLamportsInstruction } from '../../widget/core/stakePool/stakeAccountInstructions';
import type { PlainInstruction } from '../../widget/core/encoding/plainInstruction';
import { compileTransaction } from '../../widget/solana/compileTransaction';
import { exitStakeCandidates } from '../../widget/solana/exitStakeAccounts';
import { advanceDemoEpoch } from '../../demo/demoEpoch';
import { DEMO_EPOCH, FAULT_EXIT_FEE } from '../../demo/demoPools';
import { DEMO_VOTE_ACCOUNT } from '../../demo/demoVote';
import { STAKE_ACCOUNT_RENT } from '../../demo/stakePoolAccounts';
import { exitOnDemo } from '../support/exitOnDemo';
import { instantOffer, stakeOffer } from '../support/exitOffers';
import { exitWorld, STAKE_RENT, staker as litesvmStaker, STAKER_PICOSOL } from '../support/exitOnLitesvm';

const SOL = 1_000_000_000n;
/** One signature, and each exit's priority fee: its compute limit at 20,000 micro-lamports (the litesvm tests' figures). */
const FEE = { instant: 5_000n + 1_200n, stake: 5_000n + 2_400n, update: 800n };
/** Program errors as the demo chain reports them, by the program's codes. */
const failed = (index: number, custom: number) => ({ InstructionError: [index, { Custom: custom }] });
/** The exit instruction's index: after the two compute budget instructions (a stake exit's top-up and AllocateWithSeed before it). */
const EXIT_AT = { instant: 2, stake: 4 };

/** A bigint as the library's own bn.js (its package ships no types: the constructor is taken from one of its values). */
type LibraryNumber = LibraryStakePool['totalLamports'];
const asBn = (like: LibraryNumber, value: bigint) =>
  new (like.constructor as new (text: string, base: number) => LibraryNumber)(value.toString(), 10);

/** picoSOL's pool on litesvm (the real program) with a demo pool's numbers: its totals and its two withdrawal fees. */
function litesvmWith(pool: StakePool) {
  const world = exitWorld();
  const fee = (like: LibraryStakePool['solWithdrawalFee'], ours: StakePool['solWithdrawalFee']) => ({
    numerator: asBn(like.numerator, ours.numerator),
    denominator: asBn(like.denominator, ours.denominator),
  });
  world.changePool((library) => {
    library.totalLamports = asBn(library.totalLamports, pool.totalLamports);
    library.poolTokenSupply = asBn(library.poolTokenSupply, pool.poolTokenSupply);
    library.solWithdrawalFee = fee(library.solWithdrawalFee, pool.solWithdrawalFee);
    library.stakeWithdrawalFee = fee(library.stakeWithdrawalFee, pool.stakeWithdrawalFee);
  });
  return world;
}

describe('instant SOL from a demo pool’s reserve', () => {
  it.each([3n, 300_000_000n, SOL, 2_345_678_901n])(
    '%i pool tokens: the guard passes the figure, and exactly that lands',
    async (poolTokens) => {
      const demo = exitOnDemo();
      const held = await demo.deposit(5n * SOL);
      const { pool, reserve } = await demo.read();
      const { predicted, bytes } = await demo.instant(poolTokens);
      if (!predicted.ok) throw new Error(`predicted a refusal: ${predicted.refusal}`);
      expect(predicted).toMatchObject(exitFigure(pool, pool.solWithdrawalFee, poolTokens));
      expect(await demo.guard(bytes, { poolTokens, minimumLamports: predicted.lamports })).toEqual({
        fee: FEE.instant,
        lstSpent: poolTokens,
        solGained: predicted.lamports - FEE.instant,
      });
      const managerBefore = demo.services.chain.tokenAccounts.get(pool.managerFeeAccount)!.amount;
      const before = demo.holdings();
      expect((await demo.send(bytes)).err).toBeNull();
      const after = demo.holdings();
      expect(after.sol - before.sol).toBe(predicted.lamports - FEE.instant);
      expect(before.lst - after.lst).toBe(poolTokens);
      expect(after.lst).toBe(held - poolTokens);
      expect(demo.services.chain.tokenAccounts.get(pool.managerFeeAccount)!.amount - managerBefore).toBe(predicted.feeTokens);
      const now = await demo.read();
      expect(reserve.lamports - now.reserve.lamports).toBe(predicted.lamports);
      expect(now.pool).toMatchObject({
        totalLamports: pool.totalLamports - predicted.lamports,
        poolTokenSupply: pool.poolTokenSupply - predicted.burnedTokens,
      });
    },
  );

  it('pays what the real program pays on litesvm for the same pool numbers', async () => {
    const demo = exitOnDemo();
    await demo.deposit(5n * SOL);
    const { pool } = await demo.read();
    const world = litesvmWith(pool);
    for (const poolTokens of [777_777n, SOL, 3n * SOL]) {
      const { predicted, bytes } = await demo.instant(poolTokens);
      const before = demo.holdings();
      expect((await demo.send(bytes)).err).toBeNull();
      const demoReceived = demo.holdings().sol - before.sol + FEE.instant;

      const onLitesvm = instantOffer(world, poolTokens);
      const walletBefore = world.balance(litesvmStaker);
      const tokensBefore = world.tokens(STAKER_PICOSOL)!;
      expect(world.sendMeasured(onLitesvm.bytes)).toMatchObject({ ok: true });
      expect(world.balance(litesvmStaker) - walletBefore + FEE.instant).toBe(demoReceived);
      expect(tokensBefore - world.tokens(STAKER_PICOSOL)!).toBe(poolTokens);
      expect(predicted.ok && predicted.lamports).toBe(demoReceived);
      // Both pools moved by the same exit: the next amount is priced on the same new numbers.
      const { pool: demoAfter } = await demo.read();
      expect([world.pool().totalLamports, world.pool().poolTokenSupply]).toEqual([demoAfter.totalLamports, demoAfter.poolTokenSupply]);
    }
  });

  it('the chain refuses as the program does: a minimum above the figure, more tokens than held, a stale pool', async () => {
    const demo = exitOnDemo();
    const held = await demo.deposit(2n * SOL);
    const { predicted } = await demo.instant(SOL);
    if (!predicted.ok) throw new Error('predicted a refusal');
    const above = await demo.instant(SOL, (request) => ({ ...request, minimumLamports: predicted.lamports + 1n }));
    expect((await demo.send(above.bytes)).err).toEqual(failed(EXIT_AT.instant, 39)); // ExceededSlippage
    const tooMany = await demo.instant(held + 1n);
    expect((await demo.send(tooMany.bytes)).err).toEqual(failed(EXIT_AT.instant, 1)); // the Token program's InsufficientFunds
    demo.services.faults.set('rpc-pool', 'stale');
    const stale = await demo.instant(SOL);
    expect((await demo.send(stale.bytes)).err).toEqual(failed(EXIT_AT.instant, 17)); // StakeListAndPoolOutOfDate
    expect(demo.holdings().lst).toBe(held);
  });
});

describe('a stake account from a demo pool’s validator, deactivated and withdrawn after the demo epoch', () => {
  const send = (demo: ReturnType<typeof exitOnDemo>, instructions: PlainInstruction[]) =>
    demo.blockhash().then((recentBlockhash) =>
      demo.send(
        compileTransaction({
          payer: demo.staker,
          recentBlockhash,
          computeUnitLimit: 20_000,
          computeUnitPriceMicroLamports: 0,
          instructions,
        }),
      ),
    );
  const exists = async (demo: ReturnType<typeof exitOnDemo>) => {
    const candidates = await exitStakeCandidates(demo.staker, demo.poolAddress);
    return (await demo.rpc.getMultipleAccounts(candidates.map((candidate) => candidate.address))).accounts.map(
      (account) => account !== null,
    );
  };

  it('the new account is the staker’s, delegated to the pool’s validator; inactive one epoch after Deactivate, then withdrawn whole', async () => {
    const demo = exitOnDemo({ symbol: 'seqSOL' });
    const held = await demo.deposit(5n * SOL);
    expect(nextFreeExitIndex(await exists(demo))).toBe(0);
    const { pool, stakes, list } = await demo.read();
    const validatorBefore = [...stakes.values()][0]!;
    const { predicted, candidate, votes, bytes } = await demo.stake(3n * SOL);
    if (!predicted.ok) throw new Error(`predicted a refusal: ${predicted.refusal}`);
    expect(predicted.source).toEqual({ kind: 'validator', address: validatorBefore.address, vote: DEMO_VOTE_ACCOUNT });
    expect(predicted).toMatchObject(exitFigure(pool, pool.stakeWithdrawalFee, 3n * SOL));
    expect(
      await demo.guard(bytes, { poolTokens: 3n * SOL, minimumLamports: predicted.lamports, stakeAccount: candidate.address, votes }),
    ).toEqual({
      fee: FEE.stake,
      lstSpent: 3n * SOL,
      solGained: predicted.lamports - FEE.stake,
      stakeAccountLamports: STAKE_ACCOUNT_RENT + predicted.lamports,
    });
    const before = demo.holdings();
    expect((await demo.send(bytes)).err).toBeNull();
    // The rent the staker pays for the account stays theirs, in it.
    expect(before.sol - demo.holdings().sol).toBe(STAKE_ACCOUNT_RENT + FEE.stake);
    expect(demo.holdings().lst).toBe(held - 3n * SOL);
    const [account] = (await demo.rpc.getMultipleAccounts([candidate.address])).accounts;
    expect(account!.lamports).toBe(STAKE_ACCOUNT_RENT + predicted.lamports);
    expect(decodeStakeAccount(account!.data)).toMatchObject({
      kind: 'delegated',
      meta: { staker: demo.staker, withdrawer: demo.staker, lockup: { unixTimestamp: 0n, epoch: 0n } },
      delegation: { voter: DEMO_VOTE_ACCOUNT, stake: predicted.lamports, deactivationEpoch: NEVER },
    });
    const after = await demo.read();
    const validatorAfter = [...after.stakes.values()][0]!;
    expect(validatorBefore.lamports - validatorAfter.lamports).toBe(predicted.lamports);
    expect(after.list.validators[0]!.activeStakeLamports).toBe(validatorAfter.lamports);
    expect(list.validators[0]!.activeStakeLamports).toBe(validatorBefore.lamports);
    expect(after.pool.totalLamports).toBe(pool.totalLamports - predicted.lamports);
    expect(nextFreeExitIndex(await exists(demo))).toBe(1);

    const stake = candidate.address;
    const lamports = account!.lamports;
    const withdraw = withdrawStakeLamportsInstruction({ stake, recipient: demo.staker, withdrawer: demo.staker, lamports });
    // Still staked: the Stake program keeps it.
    expect((await send(demo, [withdraw])).err).toEqual({ InstructionError: [2, 'InsufficientFunds'] });
    expect((await send(demo, [deactivateStakeInstruction({ stake, staker: demo.staker })])).err).toBeNull();
    const [deactivated] = (await demo.rpc.getMultipleAccounts([stake])).accounts;
    expect(decodeStakeAccount(deactivated!.data).delegation!.deactivationEpoch).toBe(DEMO_EPOCH);
    // Cooling down in the epoch it was deactivated.
    expect((await send(demo, [withdraw])).err).toEqual({ InstructionError: [2, 'InsufficientFunds'] });
    advanceDemoEpoch(demo.services.chain);
    const wallet = demo.holdings().sol;
    expect((await send(demo, [withdraw])).err).toBeNull();
    expect(demo.holdings().sol - wallet).toBe(lamports - 5_000n);
    expect((await demo.rpc.getMultipleAccounts([stake])).accounts[0]).toBeNull();
    expect(nextFreeExitIndex(await exists(demo))).toBe(0);
  });

  it('the stake account holds what the real program splits on litesvm for the same pool numbers', async () => {
    const demo = exitOnDemo();
    await demo.deposit(8n * SOL);
    const world = litesvmWith((await demo.read()).pool);
    // Above litesvm's minimum delegation (1 SOL, the raise mainnet has not activated), which the real Stake program enforces.
    for (const [index, poolTokens] of [2n * SOL, 3_456_789_012n].entries()) {
      const { predicted, candidate, bytes } = await demo.stake(poolTokens, index);
      if (!predicted.ok) throw new Error(`predicted a refusal: ${predicted.refusal}`);
      expect((await demo.send(bytes)).err).toBeNull();
      const [demoAccount] = (await demo.rpc.getMultipleAccounts([candidate.address])).accounts;

      const onLitesvm = await stakeOffer(world, poolTokens, { index });
      expect(world.sendMeasured(onLitesvm.bytes)).toMatchObject({ ok: true });
      const litesvmAccount = world.read(onLitesvm.candidate.address)!;
      expect(demoAccount!.lamports - STAKE_ACCOUNT_RENT).toBe(litesvmAccount.lamports - STAKE_RENT);
      expect(demoAccount!.lamports - STAKE_ACCOUNT_RENT).toBe(predicted.lamports);
      expect(decodeStakeAccount(demoAccount!.data).delegation!.stake).toBe(decodeStakeAccount(litesvmAccount.data).delegation!.stake);
      const { pool: demoAfter } = await demo.read();
      expect([world.pool().totalLamports, world.pool().poolTokenSupply]).toEqual([demoAfter.totalLamports, demoAfter.poolTokenSupply]);
    }
  });

  it('the chain refuses a split from the reserve while the validator has stake to give, and a minimum above the figure', async () => {
    const demo = exitOnDemo();
    const held = await demo.deposit(3n * SOL);
    const { pool } = await demo.read();
    const fromReserve = await demo.stake(SOL, 0, (request) =>
      request.exit.kind === 'stake' ? { ...request, exit: { ...request.exit, splitFrom: pool.reserveStake } } : request,
    );
    expect((await demo.send(fromReserve.bytes)).err).toEqual(failed(EXIT_AT.stake, 23)); // StakeLamportsNotEqualToMinimum
    const above = await demo.stake(SOL, 0, (request) => ({ ...request, minimumLamports: request.minimumLamports + 1n }));
    expect((await demo.send(above.bytes)).err).toEqual(failed(EXIT_AT.stake, 39)); // ExceededSlippage
    // A failed transaction changes nothing but its fee: the LST is all there, and the seed's account was not created.
    expect(demo.holdings().lst).toBe(held);
    expect((await demo.rpc.getMultipleAccounts([fromReserve.candidate.address])).accounts[0]).toBeNull();
  });

  it('a pool whose list records its validator at its floor pays from the reserve: an undelegated account, withdrawable at once', async () => {
    const demo = exitOnDemo({ symbol: 'fernSOL' });
    await demo.deposit(3n * SOL);
    const { pool, reserve } = await demo.read();
    // As a pool just launched from our launch page: the validator holds the floor, everything else is in the reserve.
    const list = demo.services.chain.accounts.get(pool.validatorList)!.data;
    new DataView(list.buffer, list.byteOffset).setBigUint64(9, STAKE_ACCOUNT_RENT + 1_000_000n, true);
    const { predicted, candidate, bytes } = await demo.stake(2n * SOL);
    expect(predicted).toMatchObject({ ok: true, source: { kind: 'reserve', address: pool.reserveStake } });
    if (!predicted.ok) throw new Error('predicted a refusal');
    expect(await demo.guard(bytes, { poolTokens: 2n * SOL, minimumLamports: predicted.lamports, stakeAccount: candidate.address })).toEqual(
      {
        fee: FEE.stake,
        lstSpent: 2n * SOL,
        solGained: predicted.lamports - FEE.stake,
        stakeAccountLamports: STAKE_ACCOUNT_RENT + predicted.lamports,
      },
    );
    expect((await demo.send(bytes)).err).toBeNull();
    expect(reserve.lamports - (await demo.read()).reserve.lamports).toBe(predicted.lamports);
    const [account] = (await demo.rpc.getMultipleAccounts([candidate.address])).accounts;
    expect(decodeStakeAccount(account!.data)).toMatchObject({
      kind: 'initialized',
      meta: { staker: demo.staker, withdrawer: demo.staker },
    });
    const lamports = account!.lamports;
    const wallet = demo.holdings().sol;
    const withdraw = withdrawStakeLamportsInstruction({
      stake: candidate.address,
      recipient: demo.staker,
      withdrawer: demo.staker,
      lamports,
    });
    expect((await send(demo, [withdraw])).err).toBeNull();
    expect(demo.holdings().sol - wallet).toBe(lamports - 5_000n);
  });

  it('with the demo switch rpc-clock:epoch-ends, landing the Deactivate ends the epoch: the Withdraw lands next', async () => {
    const demo = exitOnDemo({ faults: [['rpc-clock', 'epoch-ends']] });
    await demo.deposit(3n * SOL);
    const { predicted, candidate, bytes } = await demo.stake(2n * SOL);
    if (!predicted.ok) throw new Error('predicted a refusal');
    expect((await demo.send(bytes)).err).toBeNull();
    expect(demo.services.chain.epoch).toBe(DEMO_EPOCH + 2n); // the deposit's epoch ended, then the exit's
    const stake = candidate.address;
    expect((await send(demo, [deactivateStakeInstruction({ stake, staker: demo.staker })])).err).toBeNull();
    const lamports = STAKE_ACCOUNT_RENT + predicted.lamports;
    const wallet = demo.holdings().sol;
    expect(
      (await send(demo, [withdrawStakeLamportsInstruction({ stake, recipient: demo.staker, withdrawer: demo.staker, lamports })])).err,
    ).toBeNull();
    expect(demo.holdings().sol - wallet).toBe(lamports - 5_000n);
    // The pools were brought up to date at each epoch's end, as their crank would: deposits and exits go on.
    const { pool } = await demo.read();
    expect(pool.lastUpdateEpoch).toBe(demo.services.chain.epoch);
    const again = await demo.instant(SOL / 2n);
    expect((await demo.send(again.bytes)).err).toBeNull();
  });

  it('the ended epoch pays the validator’s rewards into the pool: the rate rises, the manager is minted its epoch fee', async () => {
    const demo = exitOnDemo({ symbol: 'canSOL' });
    const { pool: before, stakes } = await demo.read();
    const managerBefore = demo.services.chain.tokenAccounts.get(before.managerFeeAccount)!.amount;
    advanceDemoEpoch(demo.services.chain);
    const { pool: after } = await demo.read();
    const staked = [...stakes.values()][0]!.lamports - STAKE_ACCOUNT_RENT;
    expect(after.totalLamports - before.totalLamports).toBe(staked / 2_400n);
    expect(after).toMatchObject({
      lastUpdateEpoch: DEMO_EPOCH + 1n,
      lastEpochTotalLamports: before.totalLamports,
      lastEpochPoolTokenSupply: before.poolTokenSupply,
    });
    const minted = after.poolTokenSupply - before.poolTokenSupply;
    expect(minted).toBeGreaterThan(0n);
    expect(demo.services.chain.tokenAccounts.get(before.managerFeeAccount)!.amount - managerBefore).toBe(minted);
    expect(after.totalLamports * before.poolTokenSupply).toBeGreaterThan(before.totalLamports * after.poolTokenSupply);
  });
});

describe('the demo’s exit faults', () => {
  it('rpc-pool:stale: the update goes in front of the exit, counts the validator’s rewards, and the exit pays on the updated pool', async () => {
    const demo = exitOnDemo({ symbol: 'mossSOL' });
    await demo.deposit(3n * SOL);
    demo.services.faults.set('rpc-pool', 'stale');
    // A pool not updated this epoch has a list not updated either: the update counts its validators anew
    // (the program keeps the record of one already updated this epoch, whatever was sent to it since).
    const listAccount = demo.services.chain.accounts.get((await demo.read()).pool.validatorList)!;
    new DataView(listAccount.data.buffer, listAccount.data.byteOffset).setBigUint64(9 + 16, DEMO_EPOCH - 1n, true);
    const { pool, list, stakes } = await demo.read();
    expect(list.validators[0]!.lastUpdateEpoch).toBe(DEMO_EPOCH - 1n);
    expect(needsUpdate(pool, DEMO_EPOCH)).toBe(true);
    expect(updateFitsInPlace(list)).toBe(true);
    // The validator earned since the list was last written: the update counts it, and mints the manager its epoch fee.
    const validatorStake = [...stakes.values()][0]!.address;
    const chain = demo.services.chain;
    chain.balances.set(validatorStake, chain.balances.get(validatorStake)! + 40n * SOL);
    const [transient] = validatorStakePairs(demo.programId, demo.poolAddress, list).map((pair) => pair.transientStake);
    const read = (await demo.rpc.getMultipleAccounts([pool.reserveStake, validatorStake, transient!, pool.poolMint])).accounts;
    const projected = {
      ...poolAfterUpdate(pool, updateReadingOf(read[0]!, [[read[1]!, read[2] ?? null]], read[3]!, { list, epoch: DEMO_EPOCH }), DEMO_EPOCH),
      address: pool.address,
    };
    expect(projected.totalLamports).toBe(pool.totalLamports + 40n * SOL);
    const feeTokens = projected.poolTokenSupply - pool.poolTokenSupply;
    expect(feeTokens).toBeGreaterThan(0n);

    const predicted = instantExit(projected, (await demo.read()).reserve, SOL);
    if (!predicted.ok) throw new Error('predicted a refusal');
    const bytes = compiledAt(
      exitTransaction({
        programId: demo.programId,
        pool: projected,
        staker: demo.staker,
        stakerTokenAccount: demo.lstAccount,
        poolTokens: SOL,
        minimumLamports: predicted.lamports,
        exit: { kind: 'instant' },
        updateFirst: { list },
      }),
      await demo.blockhash(),
      exitLimit('instant', { list }),
    );
    expect(await demo.guard(bytes, { poolTokens: SOL, minimumLamports: predicted.lamports })).toEqual({
      fee: FEE.instant + FEE.update,
      lstSpent: SOL,
      solGained: predicted.lamports - FEE.instant - FEE.update,
    });
    const managerBefore = chain.tokenAccounts.get(pool.managerFeeAccount)!.amount;
    const before = demo.holdings();
    expect((await demo.send(bytes)).err).toBeNull();
    expect(demo.holdings().sol - before.sol).toBe(predicted.lamports - FEE.instant - FEE.update);
    expect(chain.tokenAccounts.get(pool.managerFeeAccount)!.amount - managerBefore).toBe(feeTokens + predicted.feeTokens);
    // Updated in this epoch, the pool reads fresh although the switch is still on; its totals are the projection's less the exit.
    const after = (await demo.read()).pool;
    expect(after).toMatchObject({
      lastUpdateEpoch: DEMO_EPOCH,
      totalLamports: projected.totalLamports - predicted.lamports,
      poolTokenSupply: projected.poolTokenSupply - predicted.burnedTokens,
    });
  });

  it('rpc-pool:empty-reserve: the reserve holds only its rent; no instant exit (the chain refuses one too), the stake account is offered and lands', async () => {
    const demo = exitOnDemo({ faults: [['rpc-pool', 'empty-reserve']] });
    await demo.deposit(2n * SOL);
    const { reserve, pool } = await demo.read();
    expect(reserve.lamports).toBe(STAKE_ACCOUNT_RENT);
    const instant = await demo.instant(SOL);
    expect(instant.predicted).toEqual({ ok: false, refusal: 'reserve-short' });
    expect((await demo.send(instant.bytes)).err).toEqual(failed(EXIT_AT.instant, 35)); // SolWithdrawalTooLarge
    const stake = await demo.stake(SOL);
    expect(stake.predicted).toMatchObject({ ok: true, source: { kind: 'validator' } });
    expect((await demo.send(stake.bytes)).err).toBeNull();
    expect((await demo.read()).pool.totalLamports).toBe(pool.totalLamports - (stake.predicted.ok ? stake.predicted.lamports : 0n));
  });

  it('rpc-pool:exit-fee: both withdrawal fees read 99 %, above the cap, so the card asks the staker to confirm; the chain takes exactly that fee', async () => {
    const demo = exitOnDemo({ faults: [['rpc-pool', 'exit-fee']] });
    await demo.deposit(2n * SOL);
    const { pool } = await demo.read();
    expect(pool.solWithdrawalFee).toEqual(FAULT_EXIT_FEE);
    expect(pool.stakeWithdrawalFee).toEqual(FAULT_EXIT_FEE);
    expect(exitFeesToConfirm(pool, DEFAULT_FEE_CAPS, 'instant')).toEqual([{ fee: FAULT_EXIT_FEE, scheduled: false }]);
    expect(exitFeesToConfirm(pool, DEFAULT_FEE_CAPS, 'stake')).toEqual([{ fee: FAULT_EXIT_FEE, scheduled: false }]);
    const { predicted, bytes } = await demo.instant(SOL);
    if (!predicted.ok) throw new Error('predicted a refusal');
    expect(predicted.feeTokens).toBe((SOL * 99n + 99n) / 100n);
    const before = demo.holdings();
    expect((await demo.send(bytes)).err).toBeNull();
    expect(demo.holdings().sol - before.sol).toBe(predicted.lamports - FEE.instant);
    // Mended, the same pool reads its own 1/1000 fee again: the fault is how the chain shows it, not what it holds.
    demo.services.faults.set('rpc-pool', null);
    expect(exitFeesToConfirm((await demo.read()).pool, DEFAULT_FEE_CAPS, 'instant')).toEqual([]);
  });
});
