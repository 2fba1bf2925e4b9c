// The guard in the exit direction (widget/core/guard/guardExit) on the real stake pool program with
// picoSOL's accounts, on litesvm: every transaction here is inspected through the widget's own RPC
// client and inspection (simulation with every writable account before and after), as production
// does. Honest exits pass with the exact figures; hostile ones (more LST taken than shown, a stake
// account someone else controls, a withdrawal fee raised after the offer) are refused in words.
import { Keypair } from '@solana/web3.js';
import type { PlainInstruction } from '../../widget/core/encoding/plainInstruction';
import { shortAddress } from '../../widget/core/encoding/shortAddress';
import { formatAmountFor } from '../../widget/core/texts/language';
import { exitFigure } from '../../widget/core/stakePool/exitArithmetic';
import { STAKE_PROGRAM } from '../../widget/core/addresses/nativePrograms';
import { seededAccountInstructions } from '../../widget/core/stakePool/systemInstructions';
import { withdrawSolInstruction, withdrawStakeInstruction } from '../../widget/core/stakePool/withdrawInstructions';
import { compileTransaction } from '../../widget/solana/compileTransaction';
import { FIXED_LIMITS, FIXED_PRICE_MICRO_LAMPORTS } from '../support/fixedBudget';
import { withdrawAuthorityOf } from '../../widget/solana/poolAddresses';
import { describe, expect, it } from 'vitest';
import { CLOCK_SYSVAR } from '../../widget/core/addresses/sysvars';
import { guardExit, type ExitGuardVerdict } from '../../widget/core/guard/guardExit';
import { PROGRAMS } from '../../widget/core/guard/programs';
import type { SetAside } from '../../widget/core/guard/stakerPosition';
import { inEnglish } from '../../widget/core/texts/said';
import { decodeTransaction } from '../../widget/solana/decodeTransaction';
import { inspectTransaction } from '../../widget/solana/inspectTransaction';
import { stakeAccounts } from '../../widget/solana/stakeAccounts';
import { instantOffer, stakeOffer } from '../support/exitOffers';
import {
  exitWorld,
  MINT,
  PROGRAM_ID,
  SOL,
  STAKE_ACCOUNT_SIZE,
  STAKE_RENT,
  staker,
  STAKER_PICOSOL,
  VALIDATOR_STAKE,
  type ExitWorld,
} from '../support/exitOnLitesvm';
import { STAKER } from '../support/stakePoolOnLitesvm';

const TOKEN = { mint: MINT, symbol: 'picoSOL', decimals: 9, tokenProgram: PROGRAMS.token };
const FEE = { instant: 5_000n + 1_200n, stake: 5_000n + 2_400n };

/** What the guard says of `bytes` for an offer of `poolTokens` promising `minimumLamports` (and, for a stake exit, its account). */
async function guard(
  world: ExitWorld,
  bytes: Uint8Array,
  shown: { poolTokens: bigint; minimumLamports: bigint; stakeAccount?: string; fromReserve?: boolean; setAside?: SetAside },
): Promise<ExitGuardVerdict> {
  const accounts = { ...stakeAccounts(staker, MINT), exitStakeAccount: shown.stakeAccount };
  const watch = [MINT, CLOCK_SYSVAR, ...Object.values(accounts.lstAccountByProgram)];
  const inspection = await inspectTransaction(world.rpc, decodeTransaction(bytes), watch);
  if ('refusal' in inspection) throw new Error(`not inspected: ${inEnglish(inspection.refusal)}`);
  return guardExit(inspection, {
    accounts,
    token: TOKEN,
    programIds: [PROGRAM_ID],
    poolTokens: shown.poolTokens,
    minimumLamports: shown.minimumLamports,
    setAside: shown.setAside,
    stakeAccount: shown.stakeAccount
      ? { address: shown.stakeAccount, validators: shown.fromReserve ? null : world.list().validators.map((entry) => entry.voteAccount) }
      : undefined,
  });
}

const refusalOf = (verdict: ExitGuardVerdict) => ('refusal' in verdict ? inEnglish(verdict.refusal) : null);
const sol = (lamports: bigint) => formatAmountFor('en', lamports, 9);
const THIEF = Keypair.generate().publicKey.toBase58();

/** The accounts and amounts of an exit by the staker, for a hostile builder to use as it likes. */
const withdrawRequest = (world: ExitWorld, poolTokens: bigint, minimumLamports: bigint) => ({
  programId: PROGRAM_ID,
  pool: world.pool(),
  withdrawAuthority: withdrawAuthorityOf(PROGRAM_ID, world.pool().address),
  staker,
  stakerTokenAccount: STAKER_PICOSOL,
  poolTokens,
  minimumLamports,
});

/** A hostile builder's exit: the compute budget ours had (see fixedBudget), its own instructions. */
const hostile = (world: ExitWorld, kind: 'instant' | 'stake', instructions: PlainInstruction[]) =>
  compileTransaction({
    payer: staker,
    recentBlockhash: world.svm.latestBlockhash(),
    computeUnitLimit: FIXED_LIMITS[kind],
    computeUnitPriceMicroLamports: FIXED_PRICE_MICRO_LAMPORTS,
    instructions,
  });

describe('honest exits pass the guard with the exact figures, and land them', () => {
  it('instant SOL: the LST falls by the amount, the SOL rises by the figure less the fee', async () => {
    const world = exitWorld();
    const { predicted, bytes } = instantOffer(world, 7n * SOL);
    if (!predicted.ok) throw new Error('predicted a refusal');
    const verdict = await guard(world, bytes, { poolTokens: 7n * SOL, minimumLamports: predicted.lamports });
    expect(verdict).toEqual({ fee: FEE.instant, lstSpent: 7n * SOL, solGained: predicted.lamports - FEE.instant });
    const before = world.balance(staker);
    expect(world.sendMeasured(bytes).ok).toBe(true);
    expect(world.balance(staker) - before).toBe(predicted.lamports - FEE.instant);
  });

  it('a stake account: the new account is the staker’s, staked with the pool’s validator, and counted as their SOL', async () => {
    const world = exitWorld();
    const { predicted, bytes, candidate } = await stakeOffer(world, 7n * SOL);
    if (!predicted.ok) throw new Error('predicted a refusal');
    const verdict = await guard(world, bytes, {
      poolTokens: 7n * SOL,
      minimumLamports: predicted.lamports,
      stakeAccount: candidate.address,
    });
    // The rent the staker pays stays theirs, in the stake account, which holds it with its stake.
    expect(verdict).toEqual({
      fee: FEE.stake,
      lstSpent: 7n * SOL,
      solGained: predicted.lamports - FEE.stake,
      stakeAccountLamports: STAKE_RENT + predicted.lamports,
    });
    expect(world.sendMeasured(bytes).ok).toBe(true);
    expect(world.balance(candidate.address)).toBe(STAKE_RENT + predicted.lamports);
  });
});

describe('exits the guard passes in their other shapes', () => {
  it('behind the pool’s update in a stale pool: the figure on the updated pool, the update’s fee included', async () => {
    const world = exitWorld();
    world.setEpoch(2n);
    const pool = world.poolAsUpdated(2n);
    const { predicted, bytes, candidate } = await stakeOffer(world, 4n * SOL, { pool, updateFirst: { list: world.list() } });
    if (!predicted.ok) throw new Error('predicted a refusal');
    const verdict = await guard(world, bytes, {
      poolTokens: 4n * SOL,
      minimumLamports: predicted.lamports,
      stakeAccount: candidate.address,
    });
    expect(verdict).toEqual({
      fee: FEE.stake + 800n,
      lstSpent: 4n * SOL,
      solGained: predicted.lamports - FEE.stake - 800n,
      stakeAccountLamports: STAKE_RENT + predicted.lamports,
    });
    expect(world.sendMeasured(bytes).ok).toBe(true);
  });

  it('a team member who manages the pool: its pool account is set aside only while the pool’s program holds it', async () => {
    const world = exitWorld();
    world.changePool((pool) => (pool.manager = STAKER.publicKey));
    const { predicted, bytes } = instantOffer(world, SOL);
    if (!predicted.ok) throw new Error('predicted a refusal');
    const shown = { poolTokens: SOL, minimumLamports: predicted.lamports };
    expect(refusalOf(await guard(world, bytes, shown))).toBe(
      `It would change an account of yours (${shortAddress(world.pool().address)}) that a stake does not touch.`,
    );
    const setAside = { accounts: [world.pool().address], owner: PROGRAM_ID };
    expect(await guard(world, bytes, { ...shown, setAside })).toEqual({
      fee: FEE.instant,
      lstSpent: SOL,
      solGained: predicted.lamports - FEE.instant,
    });
  });
});

describe('a stake account from the reserve (a pool whose validator holds only its floor)', () => {
  it('passes as an undelegated account of the staker’s when the offer says it comes from the reserve', async () => {
    const world = exitWorld({ validatorAtFloor: true });
    const { predicted, bytes, candidate } = await stakeOffer(world, 3n * SOL);
    if (!predicted.ok || predicted.source.kind !== 'reserve') throw new Error('predicted no reserve exit');
    const shown = { poolTokens: 3n * SOL, minimumLamports: predicted.lamports, stakeAccount: candidate.address };
    expect(await guard(world, bytes, { ...shown, fromReserve: true })).toEqual({
      fee: FEE.stake,
      lstSpent: 3n * SOL,
      solGained: predicted.lamports - FEE.stake,
      stakeAccountLamports: STAKE_RENT + predicted.lamports,
    });
    // An offer that promised a delegated account is not kept by an undelegated one.
    expect(refusalOf(await guard(world, bytes, shown))).toBe(
      `The stake account it creates (${shortAddress(candidate.address)}) is not staked with a validator.`,
    );
  });
});

describe('hostile exits are refused before the wallet', () => {
  it('a transaction that burns more LST than the amount shown', async () => {
    const world = exitWorld();
    const shown = 2n * SOL;
    const { predicted, bytes } = instantOffer(world, shown + SOL / 10n);
    if (!predicted.ok) throw new Error('predicted a refusal');
    // Its SOL is all there for the larger amount: only the LST gives it away.
    const verdict = await guard(world, bytes, { poolTokens: shown, minimumLamports: predicted.lamports });
    expect(refusalOf(verdict)).toBe('It would take 2.1 picoSOL from your accounts, more than the 2 picoSOL you chose to unstake.');
  });

  it('instant SOL paid to another wallet', async () => {
    const world = exitWorld();
    const { predicted } = instantOffer(world, 2n * SOL);
    if (!predicted.ok) throw new Error('predicted a refusal');
    const bytes = hostile(world, 'instant', [
      withdrawSolInstruction({ ...withdrawRequest(world, 2n * SOL, predicted.lamports), receiver: THIEF }),
    ]);
    const verdict = await guard(world, bytes, { poolTokens: 2n * SOL, minimumLamports: predicted.lamports });
    expect(refusalOf(verdict)).toBe(`It would give you 0 SOL, less than the ${sol(predicted.lamports - FEE.instant)} SOL you were shown.`);
  });

  it('a stake account whose authority is someone else', async () => {
    const world = exitWorld();
    const { predicted, candidate } = await stakeOffer(world, 3n * SOL);
    if (!predicted.ok) throw new Error('predicted a refusal');
    const bytes = hostile(world, 'stake', [
      ...seededAccountInstructions({
        payer: staker,
        address: candidate.address,
        seed: candidate.seed,
        lamports: STAKE_RENT,
        dust: 0n,
        space: STAKE_ACCOUNT_SIZE,
        owner: STAKE_PROGRAM,
      }),
      withdrawStakeInstruction({
        ...withdrawRequest(world, 3n * SOL, predicted.lamports),
        splitFrom: VALIDATOR_STAKE.address,
        newStake: candidate.address,
        newAuthority: THIEF,
      }),
    ]);
    const verdict = await guard(world, bytes, {
      poolTokens: 3n * SOL,
      minimumLamports: predicted.lamports,
      stakeAccount: candidate.address,
    });
    expect(refusalOf(verdict)).toBe(`The stake account it creates would be controlled by ${shortAddress(THIEF)}, not by your wallet.`);
  });

  it('a stake account created elsewhere than the offer’s seeded address', async () => {
    const world = exitWorld();
    const { predicted, bytes } = await stakeOffer(world, 3n * SOL, { index: 1 });
    if (!predicted.ok) throw new Error('predicted a refusal');
    const offered = (await stakeOffer(world, 3n * SOL)).candidate.address;
    const verdict = await guard(world, bytes, { poolTokens: 3n * SOL, minimumLamports: predicted.lamports, stakeAccount: offered });
    // Its top-up goes first, to an address that is not the offer's (its AllocateWithSeed alone: tests/unit/exitDenials.test.ts).
    expect(refusalOf(verdict)).toBe('Its transaction sends SOL to an address that is not yours.');
  });

  describe('a pool whose withdrawal fee is raised after the offer', () => {
    const raise = (world: ExitWorld) =>
      world.changePool((pool) => {
        pool.solWithdrawalFee.numerator = pool.solWithdrawalFee.numerator.muln(50);
        pool.stakeWithdrawalFee.numerator = pool.stakeWithdrawalFee.numerator.muln(50);
      });

    it('our own instant exit: the program enforces the minimum, so its simulation fails', async () => {
      const world = exitWorld();
      const { predicted, bytes } = instantOffer(world, 4n * SOL);
      if (!predicted.ok) throw new Error('predicted a refusal');
      raise(world);
      const verdict = await guard(world, bytes, { poolTokens: 4n * SOL, minimumLamports: predicted.lamports });
      expect(refusalOf(verdict)).toMatch(/^It fails when the Solana RPC simulates it/);
      expect(world.sendMeasured(bytes).ok).toBe(false);
    });

    it('an instant exit without a minimum on chain: the accounting sees the SOL short', async () => {
      const world = exitWorld();
      const { predicted } = instantOffer(world, 4n * SOL);
      if (!predicted.ok) throw new Error('predicted a refusal');
      raise(world);
      const { bytes } = instantOffer(world, 4n * SOL, { tamper: (request) => ({ ...request, minimumLamports: 1n }) });
      const verdict = await guard(world, bytes, { poolTokens: 4n * SOL, minimumLamports: predicted.lamports });
      const now = exitFigure(world.pool(), world.pool().solWithdrawalFee, 4n * SOL).lamports;
      expect(refusalOf(verdict)).toBe(
        `It would give you ${sol(now - FEE.instant)} SOL, less than the ${sol(predicted.lamports - FEE.instant)} SOL you were shown.`,
      );
    });

    it('a stake exit without a minimum on chain: the new account holds less stake than shown', async () => {
      const world = exitWorld();
      const { predicted } = await stakeOffer(world, 4n * SOL);
      if (!predicted.ok) throw new Error('predicted a refusal');
      raise(world);
      const { bytes, candidate } = await stakeOffer(world, 4n * SOL, { tamper: (request) => ({ ...request, minimumLamports: 1n }) });
      const verdict = await guard(world, bytes, {
        poolTokens: 4n * SOL,
        minimumLamports: predicted.lamports,
        stakeAccount: candidate.address,
      });
      const now = exitFigure(world.pool(), world.pool().stakeWithdrawalFee, 4n * SOL).lamports;
      expect(refusalOf(verdict)).toBe(
        `The stake account it creates would hold ${sol(now)} SOL of stake, less than the ${sol(predicted.lamports)} SOL you were shown.`,
      );
    });
  });
});
