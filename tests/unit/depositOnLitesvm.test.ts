// The deposit route on the real SPL stake pool program (tests/fixtures/stake-pool/stake-pool.so, at the
// SanctumSpl id) with picoSOL's real pool accounts, on litesvm: what the runtime does is the truth our
// arithmetic, availability and transaction are held to, to the base unit. Every deposit here is the
// transaction depositTransaction() builds, signed by the fixture's staker.
import type { StakePool as LibraryStakePool } from '@solana/spl-stake-pool';
import { compiledAt, FIXED_LIMITS } from '../support/fixedBudget';
import { Keypair, PublicKey, TransactionInstruction, TransactionMessage, VersionedTransaction } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { createRpcClient } from '../../widget/api/rpcClient';
import { resolveConfig } from '../../widget/core/config/config';
import { CLOCK_SYSVAR } from '../../widget/core/addresses/sysvars';
import { guardTransaction } from '../../widget/core/guard/guardTransaction';
import { PROGRAMS } from '../../widget/core/guard/programs';
import { decodeTransaction } from '../../widget/solana/decodeTransaction';
import { depositTransaction, referrerAccountToRead, type DepositReferrer } from '../../widget/stake/routes/deposit/depositTransaction';
import { inspectTransaction } from '../../widget/solana/inspectTransaction';
import { withdrawAuthorityOf } from '../../widget/solana/poolAddresses';
import { stakeAccounts } from '../../widget/solana/stakeAccounts';
import { depositOutcome } from '../../widget/stake/routes/deposit/depositArithmetic';
import { clockFrom } from '../../widget/core/stakePool/chainEpoch';
import { depositAvailability } from '../../widget/stake/routes/deposit/depositAvailability';
import { POOL_PROGRAM_IDS } from '../../widget/core/stakePool/poolPrograms';
import { depositSolInstruction } from '../../widget/core/stakePool/depositSolInstruction';
import { referrerAccountUsable } from '../../widget/stake/routes/deposit/referrerAccount';
import { decodeStakePool } from '../../widget/core/stakePool/stakePool';
import { litesvmFetch } from '../support/litesvmRpc';
import { rewrittenPool } from '../support/splStakePoolLibrary';
import {
  PICOSOL,
  PROGRAM_ID,
  poolWorld,
  REFERRER,
  REFERRER_PICOSOL,
  SOL,
  STAKER,
  STAKER_PICOSOL,
  TOKEN_ACCOUNT_RENT,
  type PoolWorld,
} from '../support/stakePoolOnLitesvm';

const staker = STAKER.publicKey.toBase58();
const POOL = PICOSOL.pool.address;
const MINT = PICOSOL.mint.address;
const MANAGER_FEE = PICOSOL.managerFee.address;
/** The base fee of one signature, and the priority fee: 100,000 units at 20,000 micro-lamports. */
const TRANSACTION_FEE = 5_000n + 2_000n;

/** The pool as the chain has it now. */
const poolNow = (world: PoolWorld) => decodeStakePool(world.read(POOL)!.data);

/** Rewrites the pool account's bytes on chain (with the library's encoder, not ours). */
function changePool(world: PoolWorld, change: (pool: LibraryStakePool) => void) {
  const account = world.read(POOL)!;
  world.put({ ...account, data: rewrittenPool(account.data, change) });
}

const FEE_SETTINGS = {
  'the fixture’s 1/5000 SOL deposit fee': () => {},
  'no SOL deposit fee': (pool: LibraryStakePool) => (pool.solDepositFee.numerator = pool.solDepositFee.numerator.muln(0)),
} as const;

/** The referrer as production decides it: its account read from the chain, usable or not. */
const referrerFrom = (world: PoolWorld): DepositReferrer => ({
  wallet: REFERRER,
  accountUsable: referrerAccountUsable(world.read(referrerAccountToRead(REFERRER, poolNow(world))), poolNow(world)),
});

/** Builds the route's transaction for `lamports`, predicts it, sends it, and measures what each account gained. */
function deposit(world: PoolWorld, lamports: bigint, referrer: DepositReferrer | null = null, beforeSending?: () => void) {
  const pool = poolNow(world);
  const predicted = depositOutcome(pool, lamports, { referrerIsStaker: !referrer?.accountUsable });
  const transaction = depositTransaction({
    staker,
    pool: { ...pool, address: POOL },
    programId: PROGRAM_ID,
    referrer,
    lamports,
    // As the route does: the staker's own part of the prediction (1 when the prediction is a refusal,
    // so that the program's own refusal is what the test sees).
    minimumPoolTokens: predicted.ok ? predicted.stakerPart : 1n,
  });
  // Sent outside the road, at the limit and price the route set itself before the road priced it.
  const bytes = compiledAt(transaction.transaction, world.svm.latestBlockhash(), FIXED_LIMITS.deposit);
  expect(transaction.referrerIsStaker).toBe(!referrer?.accountUsable);
  beforeSending?.();
  const watched = { staker: STAKER_PICOSOL, referrer: REFERRER_PICOSOL, manager: MANAGER_FEE };
  const tokens = () => Object.fromEntries(Object.entries(watched).map(([name, at]) => [name, world.tokens(at) ?? 0n]));
  const before = { tokens: tokens(), lamports: world.balance(staker), reserve: world.balance(pool.reserveStake) };
  const result = world.send(bytes);
  const after = { tokens: tokens(), lamports: world.balance(staker), reserve: world.balance(pool.reserveStake) };
  const gained = Object.fromEntries(Object.keys(watched).map((name) => [name, after.tokens[name]! - before.tokens[name]!]));
  return {
    transaction,
    predicted,
    result,
    gained,
    lamportsSpent: before.lamports - after.lamports,
    reserveGained: after.reserve - before.reserve,
    pool,
  };
}

/** The program's own words for why it refused: its error logs. */
const programErrors = (result: ReturnType<PoolWorld['send']>) => (result.ok ? [] : result.logs.filter((line) => /Error|failed/.test(line)));

describe('a deposit lands exactly as predicted', () => {
  const AMOUNTS = [SOL / 1_000n, SOL, 7_123_456_789n, 1_000n * SOL];

  for (const [setting, change] of Object.entries(FEE_SETTINGS)) {
    it.each(AMOUNTS)(`${setting}: %i lamports`, (lamports) => {
      const world = poolWorld();
      changePool(world, change);
      const { predicted, result, gained, lamportsSpent, reserveGained, pool, transaction } = deposit(world, lamports);
      expect(result).toMatchObject({ ok: true });
      expect(predicted.ok).toBe(true);
      if (!predicted.ok || !result.ok) return;
      expect(transaction.referrerIsStaker).toBe(true);
      expect(gained).toEqual({ staker: predicted.stakerReceives, referrer: 0n, manager: predicted.managerReceives });
      expect(predicted.depositFee === 0n).toBe(setting === 'no SOL deposit fee');
      // Exactly the SOL, the signature and the priority fee leave the staker; the SOL is in the reserve.
      expect(lamportsSpent).toBe(lamports + TRANSACTION_FEE);
      expect(reserveGained).toBe(lamports);
      const after = poolNow(world);
      expect(after.totalLamports).toBe(pool.totalLamports + lamports);
      expect(after.poolTokenSupply).toBe(pool.poolTokenSupply + predicted.newPoolTokens);
      expect(result.units).toBeLessThanOrEqual(BigInt(FIXED_LIMITS.deposit));
    });
  }

  it('1 SOL with the fixture’s settings gives 749,844,220 picoSOL base units, in 23,233 units', () => {
    const { predicted, result, gained } = deposit(poolWorld(), SOL);
    expect(predicted).toMatchObject({ ok: true, stakerReceives: 749_844_220n, depositFee: 149_999n });
    expect(gained.staker).toBe(749_844_220n);
    expect(result).toMatchObject({ ok: true, units: 23_233n });
  });

  it('a staker with no picoSOL account yet: the transaction creates it, with its rent, in 32,317 units', () => {
    const world = poolWorld({ stakerHasAccount: false });
    const { predicted, result, lamportsSpent } = deposit(world, SOL);
    expect(result).toMatchObject({ ok: true, units: 32_317n });
    expect(world.tokens(STAKER_PICOSOL)).toBe(749_844_220n);
    expect(predicted).toMatchObject({ stakerReceives: 749_844_220n });
    expect(lamportsSpent).toBe(SOL + TRANSACTION_FEE + TOKEN_ACCOUNT_RENT);
  });
});

describe('the referral share', () => {
  const withReferralShare = (options?: Parameters<typeof poolWorld>[0]) => {
    const world = poolWorld(options);
    changePool(world, (pool) => (pool.solReferralFee = 50));
    expect(poolNow(world).solReferralFee).toBe(50);
    return world;
  };

  it.each([SOL, 7_123_456_789n])(
    'a referrer whose account exists receives its share exactly, the manager its own: %i lamports',
    (lamports) => {
      const world = withReferralShare();
      const referrer = referrerFrom(world);
      expect(referrer.accountUsable).toBe(true);
      const { predicted, result, gained, transaction } = deposit(world, lamports, referrer);
      expect(result.ok).toBe(true);
      expect(transaction).toMatchObject({ referrerTokenAccount: REFERRER_PICOSOL, referrerIsStaker: false });
      if (!predicted.ok) throw new Error('predicted a refusal');
      expect(predicted.referralFee).toBeGreaterThan(0n);
      expect(gained).toEqual({
        staker: predicted.stakerReceives,
        referrer: predicted.referrerReceives,
        manager: predicted.managerReceives,
      });
      if (lamports === SOL) expect(gained).toEqual({ staker: 749_844_220n, referrer: 74_999n, manager: 75_000n });
    },
  );

  it('a referrer with no account: the staker’s own account is named, and it gets both shares', () => {
    const world = withReferralShare({ referrerHasAccount: false });
    const referrer = referrerFrom(world);
    expect(referrer.accountUsable).toBe(false);
    const { predicted, result, gained, transaction } = deposit(world, SOL, referrer);
    expect(result.ok).toBe(true);
    expect(transaction).toMatchObject({ referrerTokenAccount: STAKER_PICOSOL, referrerIsStaker: true });
    expect(predicted).toMatchObject({ stakerReceives: 749_844_220n + 74_999n, referrerReceives: 0n });
    expect(gained).toEqual({ staker: 749_844_220n + 74_999n, referrer: 0n, manager: 75_000n });
  });
});

describe('what the program refuses, the route says first', () => {
  /** The route's verdict on the accounts as the chain has them now. */
  const availability = (world: PoolWorld, changes: { programId?: string; mint?: string } = {}) => {
    const read = (at: string) => {
      const account = world.read(at);
      return account && { owner: account.owner, data: account.data };
    };
    const result = depositAvailability({
      poolAccount: read(POOL),
      mintAccount: read(MINT),
      programId: PROGRAM_ID,
      mint: MINT,
      currentEpoch: clockFrom(world.read(CLOCK_SYSVAR))!.epoch,
      ...changes,
    });
    return result.ok ? 'ok' : result.reason;
  };

  it('the fixture’s pool at epoch 1 is available', () => {
    expect(availability(poolWorld())).toBe('ok');
  });

  it('a pool not updated this epoch (clock at epoch 2): stale', () => {
    const world = poolWorld();
    world.setEpoch(2n);
    expect(availability(world)).toBe('stale');
    const { result } = deposit(world, SOL);
    expect(programErrors(result)).toContain(
      'Program log: Error: First update old validator stake account balances and then pool stake balance',
    );
  });

  it('a pool with a SOL deposit authority: refused without that signature, and the route says deposit-authority', () => {
    const world = poolWorld();
    const authority = Keypair.generate().publicKey;
    changePool(world, (pool) => (pool.solDepositAuthority = authority));
    expect(poolNow(world).solDepositAuthority).toBe(authority.toBase58());
    expect(availability(world)).toBe('deposit-authority');
    // Our transaction does not name the authority: the program finds no account for it.
    const { result } = deposit(world, SOL);
    expect(result).toMatchObject({ ok: false });
    expect(world.tokens(STAKER_PICOSOL)).toBe(SOL);
    expect(result.logs.some((line) => /insufficient account keys|NotEnoughAccountKeys/i.test(line))).toBe(true);
    // Named but not signing, it is refused for the missing signature.
    const pool = poolNow(world);
    const instruction = depositSolInstruction({
      programId: PROGRAM_ID,
      pool: { ...pool, address: POOL },
      withdrawAuthority: withdrawAuthorityOf(PROGRAM_ID, POOL),
      staker,
      stakerTokenAccount: STAKER_PICOSOL,
      referrerTokenAccount: STAKER_PICOSOL,
      lamports: SOL,
      minimumPoolTokens: 1n,
    });
    const keys = [...instruction.accounts, { address: authority.toBase58(), signer: false, writable: false }];
    const unsigned = new TransactionInstruction({
      programId: new PublicKey(instruction.programAddress),
      keys: keys.map(({ address, signer, writable }) => ({ pubkey: new PublicKey(address), isSigner: signer, isWritable: writable })),
      data: Buffer.from(instruction.data),
    });
    const message = new TransactionMessage({
      payerKey: STAKER.publicKey,
      recentBlockhash: world.svm.latestBlockhash(),
      instructions: [unsigned],
    });
    const named = world.send(new VersionedTransaction(message.compileToV0Message()).serialize());
    expect(programErrors(named)).toContain('Program log: Error: Required signature is missing');
    expect(named.logs).toContain('Program log: SOL Deposit authority signature missing');
  });

  it('a pool owned by another deploy of the program: wrong-program, and the program refuses it', () => {
    const world = poolWorld();
    world.put({ ...world.read(POOL)!, owner: POOL_PROGRAM_IDS.Spl });
    expect(availability(world)).toBe('wrong-program');
    const { result } = deposit(world, SOL);
    expect(programErrors(result)).toContain('Program log: Error: IncorrectProgramId');
    expect(world.tokens(STAKER_PICOSOL)).toBe(SOL);
  });

  it('a card for another mint than the pool’s: wrong-mint', () => {
    expect(availability(poolWorld(), { mint: Keypair.generate().publicKey.toBase58() })).toBe('wrong-mint');
  });

  it('a SOL deposit fee raised after the transaction was built (SetFee takes effect at once): the program refuses to give less', () => {
    const world = poolWorld();
    const before = world.tokens(STAKER_PICOSOL);
    const { predicted, result } = deposit(world, SOL, null, () =>
      changePool(world, (pool) => (pool.solDepositFee.numerator = pool.solDepositFee.denominator.divn(10))),
    );
    expect(predicted).toMatchObject({ ok: true, stakerReceives: 749_844_220n });
    expect(result).toMatchObject({ ok: false });
    expect(programErrors(result)).toContain('Program log: Error: instruction exceeds desired slippage limit');
    expect(programErrors(result)).toContain(`Program ${PROGRAM_ID} failed: custom program error: 0x27`); // ExceededSlippage, 39
    expect(world.tokens(STAKER_PICOSOL)).toBe(before);
    // Unchanged, the same transaction lands: the minimum is the staker's part, not more.
    const again = deposit(poolWorld(), SOL);
    expect(again.result).toMatchObject({ ok: true });
    expect(again.gained.staker).toBe(749_844_220n);
  });

  it('a deposit worth less than one pool token: predicted too small, and refused', () => {
    const { predicted, result } = deposit(poolWorld(), 1n);
    expect(predicted).toEqual({ ok: false, refusal: 'too-small' });
    expect(programErrors(result)).toContain('Program log: Error: Not enough lamports provided for deposit to result in one pool token');
  });
});

describe('the production guard accepts the deposit, and lands what it checked', () => {
  const guard = async (world: PoolWorld, referrer: DepositReferrer | null) => {
    const pool = poolNow(world);
    const lamports = 7_123_456_789n;
    const predicted = depositOutcome(pool, lamports, { referrerIsStaker: !referrer?.accountUsable });
    if (!predicted.ok) throw new Error('predicted a refusal');
    const transaction = depositTransaction({
      staker,
      pool: { ...pool, address: POOL },
      programId: PROGRAM_ID,
      referrer,
      lamports,
      minimumPoolTokens: predicted.stakerPart,
    });
    const bytes = compiledAt(transaction.transaction, world.svm.latestBlockhash(), FIXED_LIMITS.deposit);
    const rpc = createRpcClient(
      resolveConfig({ rpcUrl: 'https://rpc.litesvm.invalid/', fetch: litesvmFetch(world.svm), timeoutMs: 5_000 }),
    );
    const accounts = stakeAccounts(staker, MINT);
    const watch = [MINT, CLOCK_SYSVAR, ...Object.values(accounts.lstAccountByProgram)];
    const inspection = await inspectTransaction(rpc, decodeTransaction(bytes), watch);
    if ('refusal' in inspection) throw new Error('the transaction could not be inspected');
    const verdict = guardTransaction(inspection, {
      accounts,
      token: { mint: MINT, symbol: 'picoSOL', decimals: 9, tokenProgram: PROGRAMS.token },
      lamports,
      minimumOut: predicted.stakerReceives,
      aggregatorProgramIds: [PROGRAM_ID],
    });
    const before = world.tokens(STAKER_PICOSOL) ?? 0n;
    const result = world.send(bytes);
    return { verdict, predicted, result, landed: world.tokens(STAKER_PICOSOL)! - before, lamports };
  };

  it('into the staker’s existing account: lstGained is our exact figure', async () => {
    const { verdict, predicted, result, landed, lamports } = await guard(poolWorld(), null);
    expect(verdict).toEqual({
      decimals: 9,
      fee: TRANSACTION_FEE,
      lstGained: predicted.stakerReceives,
      solSpent: lamports + TRANSACTION_FEE,
    });
    expect(result.ok).toBe(true);
    expect(landed).toBe(predicted.stakerReceives);
  });

  it('creating the staker’s account, with a referrer taking a share', async () => {
    const world = poolWorld({ stakerHasAccount: false });
    changePool(world, (pool) => (pool.solReferralFee = 50));
    const { verdict, predicted, result, landed, lamports } = await guard(world, referrerFrom(world));
    expect(predicted.referrerReceives).toBeGreaterThan(0n);
    // The new account's rent stays the staker's: the guard counts the accounts they own after as theirs.
    expect(verdict).toEqual({
      decimals: 9,
      fee: TRANSACTION_FEE,
      lstGained: predicted.stakerReceives,
      solSpent: lamports + TRANSACTION_FEE,
    });
    expect(result.ok).toBe(true);
    expect(landed).toBe(predicted.stakerReceives);
  });
});
