// The deposit route's pure core against the stake pool program's own JS client (@solana/spl-stake-pool
// 1.1.8) and the real picoSOL and jupSOL pool accounts: the decode, the instruction, the arithmetic,
// and what the route says when the pool cannot take SOL now. depositOnLitesvm.test.ts runs the program.
import { StakePoolInstruction, STAKE_POOL_PROGRAM_ID } from '@solana/spl-stake-pool';
import { Keypair, PublicKey } from '@solana/web3.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PROGRAMS } from '../../widget/core/guard/programs';
import { depositTransaction, referrerAccountToRead } from '../../widget/stake/routes/deposit/depositTransaction';
import { withdrawAuthorityOf } from '../../widget/solana/poolAddresses';
import { associatedTokenAddress } from '../../widget/solana/stakeAccounts';
import {
  applyFee,
  depositOutcome,
  epochFeeFraction,
  poolRate,
  poolTokensForDeposit,
  solDepositFeeFraction,
} from '../../widget/stake/routes/deposit/depositArithmetic';
import { depositAvailability, type DepositAvailabilityInput } from '../../widget/stake/routes/deposit/depositAvailability';
import { POOL_PROGRAM_IDS, poolProgramId } from '../../widget/core/stakePool/poolPrograms';
import { depositSolInstruction } from '../../widget/core/stakePool/depositSolInstruction';
import { referrerAccountUsable } from '../../widget/stake/routes/deposit/referrerAccount';
import { decodeStakePool, type StakePool } from '../../widget/core/stakePool/stakePool';
import { libraryDecode, libraryPoolTokensForDeposit, rewrittenPool, withoutEpochsAway } from '../support/splStakePoolLibrary';
import { dumpedAccount, PICOSOL, REFERRER, SOL, STAKER } from '../support/stakePoolOnLitesvm';

const JUPSOL = dumpedAccount('jupsol-stake-pool');
const picoSol = decodeStakePool(PICOSOL.pool.data);
const U64_MAX = 2n ** 64n - 1n;
/** Where the fixtures' fields sit: everything before is fixed-size, and every optional field before them is empty. */
const NEXT_EPOCH_FEE_TAG = 346;
const SOL_DEPOSIT_AUTHORITY_TAG = 383;
/** The struct's length when every optional field is empty: the picoSOL account holds 611 bytes, the rest unused. */
const SHORTEST_POOL = 435;

describe('decodeStakePool', () => {
  it.each([
    ['picoSOL', PICOSOL.pool.data],
    ['jupSOL', JUPSOL.data],
  ])('equals the library’s decode of %s, every field', (_name, data) => {
    expect(withoutEpochsAway(decodeStakePool(data))).toEqual(libraryDecode(data));
  });

  it('reads picoSOL’s figures as the fixtures README gives them', () => {
    expect(picoSol).toMatchObject({
      poolMint: PICOSOL.mint.address,
      managerFeeAccount: PICOSOL.managerFee.address,
      reserveStake: PICOSOL.reserve.address,
      validatorList: PICOSOL.validatorList.address,
      tokenProgramId: PROGRAMS.token,
      totalLamports: 1_000_007_707_999n,
      poolTokenSupply: 750n * SOL,
      lastUpdateEpoch: 1n,
      solDepositFee: { numerator: 1n, denominator: 5_000n },
      stakeDepositFee: { numerator: 1n, denominator: 10_000n },
      solReferralFee: 0,
      solDepositAuthority: null,
      nextEpochFee: null,
    });
  });

  it('equals the library’s decode with every optional field set (next fees, preferred validators, authorities)', () => {
    const key = () => Keypair.generate().publicKey;
    const data = rewrittenPool(PICOSOL.pool.data, (pool) => {
      pool.nextEpochFee = pool.stakeDepositFee;
      pool.preferredDepositValidatorVoteAddress = key();
      pool.preferredWithdrawValidatorVoteAddress = key();
      pool.nextStakeWithdrawalFee = pool.epochFee;
      pool.solDepositAuthority = key();
      pool.solWithdrawAuthority = key();
      pool.nextSolWithdrawalFee = pool.solDepositFee;
      pool.solReferralFee = 50;
      pool.stakeReferralFee = 100;
    });
    const decoded = decodeStakePool(data);
    expect(withoutEpochsAway(decoded)).toEqual(libraryDecode(data));
    // The library's encoder writes every future fee as two epochs away.
    expect(decoded.nextEpochFee).toEqual({ epochsAway: 2, fee: { numerator: 1n, denominator: 10_000n } });
    expect(decoded.solReferralFee).toBe(50);
  });

  it('reads a fee one epoch away (FutureEpoch::One)', () => {
    const data = rewrittenPool(PICOSOL.pool.data, (pool) => (pool.nextEpochFee = pool.solDepositFee));
    data[NEXT_EPOCH_FEE_TAG] = 1;
    expect(decodeStakePool(data).nextEpochFee).toEqual({ epochsAway: 1, fee: { numerator: 1n, denominator: 5_000n } });
    expect(libraryDecode(data).nextEpochFee).toEqual({ numerator: 1n, denominator: 5_000n });
  });

  it('ignores the unused bytes after the struct, as the program does', () => {
    expect(decodeStakePool(PICOSOL.pool.data.slice(0, SHORTEST_POOL))).toEqual(picoSol);
  });

  describe('hostile data from the RPC is a clear error', () => {
    it.each([
      [0, 'The stake pool account is too short: 0 bytes, and accountType needs bytes 0 to 1.'],
      [100, 'The stake pool account is too short: 100 bytes, and validatorList needs bytes 98 to 130.'],
      [SHORTEST_POOL - 1, 'The stake pool account is too short: 434 bytes, and lastEpochTotalLamports needs bytes 427 to 435.'],
    ])('truncated to %i bytes', (length, message) => {
      expect(() => decodeStakePool(PICOSOL.pool.data.slice(0, length))).toThrow(message);
    });

    it('a present option whose value is cut off', () => {
      const data = PICOSOL.pool.data.slice(0, SOL_DEPOSIT_AUTHORITY_TAG + 10);
      data[SOL_DEPOSIT_AUTHORITY_TAG] = 1;
      expect(() => decodeStakePool(data)).toThrow('too short: 393 bytes, and solDepositAuthority needs bytes 384 to 416.');
    });

    it.each([0, 2, 255])('account type %i (not a stake pool)', (type) => {
      const data = PICOSOL.pool.data.slice();
      data[0] = type;
      expect(() => decodeStakePool(data)).toThrow(`The account is not a stake pool: its account type is ${type} (a stake pool is 1).`);
    });

    it('an option tag that is neither 0 nor 1 (the library refuses it too)', () => {
      const data = PICOSOL.pool.data.slice();
      data[SOL_DEPOSIT_AUTHORITY_TAG] = 7;
      expect(() => decodeStakePool(data)).toThrow(
        'The stake pool account is invalid: solDepositAuthority has the option tag 7 (0 or 1 expected).',
      );
      expect(() => libraryDecode(data)).toThrow('Invalid option solDepositAuthority');
    });

    it('a future fee tag that is not 0, 1 or 2 (the library refuses it too)', () => {
      const data = PICOSOL.pool.data.slice();
      data[NEXT_EPOCH_FEE_TAG] = 3;
      expect(() => decodeStakePool(data)).toThrow('The stake pool account is invalid: nextEpochFee has the tag 3 (0, 1 or 2 expected).');
      expect(() => libraryDecode(data)).toThrow('Invalid future epoch nextEpochFee');
    });
  });
});

describe('depositSolInstruction', () => {
  const staker = STAKER.publicKey.toBase58();
  const pool = { ...picoSol, address: PICOSOL.pool.address };
  const MINIMUM = 749_844_220n;
  const ours = (lamports: bigint, referrerTokenAccount: string, minimumPoolTokens = MINIMUM) =>
    depositSolInstruction({
      programId: POOL_PROGRAM_IDS.Spl,
      pool,
      withdrawAuthority: withdrawAuthorityOf(POOL_PROGRAM_IDS.Spl, pool.address),
      staker,
      stakerTokenAccount: PICOSOL.stakerToken.address,
      referrerTokenAccount,
      lamports,
      minimumPoolTokens,
    });

  it.each([
    [SOL / 1_000n, PICOSOL.referrerToken.address],
    [7_123_456_789n, PICOSOL.referrerToken.address],
    [1_000n * SOL, PICOSOL.stakerToken.address],
    [2n ** 53n - 1n, PICOSOL.stakerToken.address],
  ])(
    '%i lamports: the library’s DepositSol accounts and flags, and its amount, with the minimum after it (program Spl)',
    (lamports, referrer) => {
      const key = (address: string) => new PublicKey(address);
      const library = StakePoolInstruction.depositSol({
        stakePool: key(pool.address),
        withdrawAuthority: key(withdrawAuthorityOf(POOL_PROGRAM_IDS.Spl, pool.address)),
        reserveStake: key(pool.reserveStake),
        fundingAccount: STAKER.publicKey,
        destinationPoolAccount: key(PICOSOL.stakerToken.address),
        managerFeeAccount: key(pool.managerFeeAccount),
        referralPoolAccount: key(referrer),
        poolMint: key(pool.poolMint),
        lamports: Number(lamports),
      });
      const instruction = ours(lamports, referrer);
      expect(instruction.programAddress).toBe(library.programId.toBase58());
      expect(instruction.programAddress).toBe(STAKE_POOL_PROGRAM_ID.toBase58());
      expect(instruction.accounts).toEqual(
        library.keys.map(({ pubkey, isSigner, isWritable }) => ({ address: pubkey.toBase58(), signer: isSigner, writable: isWritable })),
      );
      // DepositSolWithSlippage (25) is DepositSol (14, the library's) with the minimum appended; the
      // library (1.1.8) has no builder for it. The real program runs it in tests/unit/depositOnLitesvm.test.ts.
      expect(library.data[0]).toBe(14);
      expect([...instruction.data.subarray(0, 9)]).toEqual([25, ...library.data.subarray(1)]);
      expect(new DataView(instruction.data.buffer).getBigUint64(9, true)).toBe(MINIMUM);
      expect(instruction.data).toHaveLength(17);
    },
  );

  it('is instruction 25: the lamports, then the minimum of pool tokens, as u64 little-endian, up to the largest u64', () => {
    expect([...ours(U64_MAX, staker, U64_MAX).data]).toEqual([25, ...Array(16).fill(255)]);
    expect([...ours(258n, staker, 3n).data]).toEqual([25, 2, 1, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0, 0, 0, 0, 0]);
    expect(() => ours(U64_MAX + 1n, staker)).toThrow(RangeError);
    expect(() => ours(-1n, staker)).toThrow(RangeError);
    // A minimum of 0 would let the program mint the staker nothing: never built.
    expect(() => ours(SOL, staker, 0n)).toThrow(RangeError);
    expect(() => ours(SOL, staker, U64_MAX + 1n)).toThrow(RangeError);
  });

  it('names the pool’s token program, whichever it is', () => {
    const instruction = depositSolInstruction({
      programId: POOL_PROGRAM_IDS.SanctumSpl,
      pool: { ...pool, tokenProgramId: PROGRAMS.token2022 },
      withdrawAuthority: 'x',
      staker,
      stakerTokenAccount: 'a',
      referrerTokenAccount: 'b',
      lamports: 1n,
      minimumPoolTokens: 1n,
    });
    expect(instruction.programAddress).toBe(POOL_PROGRAM_IDS.SanctumSpl);
    expect(instruction.accounts.at(-1)).toEqual({ address: PROGRAMS.token2022, signer: false, writable: false });
  });
});

describe('withdrawAuthorityOf', () => {
  it('is the mint authority of the pool’s real mint: the address that mints picoSOL', () => {
    const mintAuthority = new PublicKey(PICOSOL.mint.data.subarray(4, 36)).toBase58();
    expect(withdrawAuthorityOf(POOL_PROGRAM_IDS.SanctumSpl, PICOSOL.pool.address)).toBe(mintAuthority);
    expect(withdrawAuthorityOf(POOL_PROGRAM_IDS.Spl, PICOSOL.pool.address)).not.toBe(mintAuthority);
  });
});

describe('deposit arithmetic', () => {
  it('1 SOL into picoSOL, derived by hand from the program’s source', () => {
    // 1e9 x 750e9 / 1,000,007,707,999 = 749,994,219.2 -> 749,994,219 (rounded down);
    // fee 749,994,219 / 5,000 = 149,998.84 -> 149,999 (rounded up); no referral share.
    expect(depositOutcome(picoSol, SOL, { referrerIsStaker: false })).toEqual({
      ok: true,
      newPoolTokens: 749_994_219n,
      depositFee: 149_999n,
      referralFee: 0n,
      managerFee: 149_999n,
      stakerPart: 749_844_220n,
      stakerReceives: 749_844_220n,
      referrerReceives: 0n,
      managerReceives: 149_999n,
    });
  });

  it('the referral share is a percentage of the fee rounded down; the staker gets it when the referrer’s account is theirs', () => {
    const pool = { ...picoSol, solReferralFee: 50 };
    // 149,999 x 50 / 100 = 74,999.5 -> 74,999; the manager keeps 75,000.
    expect(depositOutcome(pool, SOL, { referrerIsStaker: false })).toMatchObject({
      referralFee: 74_999n,
      managerFee: 75_000n,
      stakerReceives: 749_844_220n,
      referrerReceives: 74_999n,
      managerReceives: 75_000n,
    });
    expect(depositOutcome(pool, SOL, { referrerIsStaker: true })).toMatchObject({
      // The program's minimum counts the staker's own part only, without the share that comes back.
      stakerPart: 749_844_220n,
      stakerReceives: 749_844_220n + 74_999n,
      referrerReceives: 0n,
      managerReceives: 75_000n,
    });
  });

  it('new pool tokens equal the library’s calcPoolTokensForDeposit, for any u64 pool and amount', async () => {
    const library = await libraryPoolTokensForDeposit();
    const u64 = fc.bigInt({ min: 0n, max: U64_MAX });
    fc.assert(
      fc.property(u64, u64, u64, (totalLamports, poolTokenSupply, lamports) => {
        expect(poolTokensForDeposit({ totalLamports, poolTokenSupply }, lamports)).toBe(library(totalLamports, poolTokenSupply, lamports));
      }),
      { numRuns: 2_000 },
    );
    expect(poolTokensForDeposit({ totalLamports: 0n, poolTokenSupply: 5n }, 7n)).toBe(library(0n, 5n, 7n));
  });

  it('Fee::apply rounds up, and a zero denominator is no fee', () => {
    expect(applyFee({ numerator: 1n, denominator: 5_000n }, 5_000n)).toBe(1n);
    expect(applyFee({ numerator: 1n, denominator: 5_000n }, 5_001n)).toBe(2n);
    expect(applyFee({ numerator: 1n, denominator: 5_000n }, 0n)).toBe(0n);
    expect(applyFee({ numerator: 7n, denominator: 0n }, 1_000n)).toBe(0n);
  });

  it('the three shares always add up to what is minted', () => {
    const u64 = fc.bigInt({ min: 0n, max: U64_MAX });
    const fee = fc.record({ numerator: fc.bigInt({ min: 0n, max: 10_000n }), denominator: fc.bigInt({ min: 0n, max: 10_000n }) });
    fc.assert(
      fc.property(
        u64,
        u64,
        u64,
        fee,
        fc.integer({ min: 0, max: 255 }),
        fc.boolean(),
        (total, supply, lamports, solDepositFee, referral, own) => {
          const pool = { totalLamports: total, poolTokenSupply: supply, solDepositFee, solReferralFee: referral };
          const outcome = depositOutcome(pool, lamports, { referrerIsStaker: own });
          if (!outcome.ok) return;
          expect(outcome.stakerReceives + outcome.referrerReceives + outcome.managerReceives).toBe(outcome.newPoolTokens);
          expect(outcome.stakerReceives).toBeGreaterThan(0n);
        },
      ),
      { numRuns: 2_000 },
    );
  });

  describe('what the program refuses is a result', () => {
    const pool = {
      totalLamports: 10n * SOL,
      poolTokenSupply: 5n * SOL,
      solDepositFee: { numerator: 0n, denominator: 0n },
      solReferralFee: 0,
    };
    const refusal = (changes: Partial<typeof pool>, lamports: bigint) =>
      depositOutcome({ ...pool, ...changes }, lamports, { referrerIsStaker: false });

    it.each([
      ['nothing', {}, 0n],
      ['a lamport worth half a pool token', {}, 1n],
      ['a deposit whose whole worth is the fee', { solDepositFee: { numerator: 1n, denominator: 1n } }, SOL],
    ])('too small: %s', (_name, changes, lamports) => {
      expect(refusal(changes, lamports)).toEqual({ ok: false, refusal: 'too-small' });
    });

    it.each([
      ['a fee over 100 %', { solDepositFee: { numerator: 2n, denominator: 1n } }, SOL],
      ['a referral share over 100 %', { solDepositFee: { numerator: 1n, denominator: 100n }, solReferralFee: 101 }, SOL],
      ['a fee larger than a u64', { solDepositFee: { numerator: U64_MAX, denominator: 1n } }, SOL],
    ])('calculation failure of the pool’s terms: %s', (_name, changes, lamports) => {
      expect(refusal(changes, lamports)).toEqual({ ok: false, refusal: 'calculation-failure' });
    });

    it.each([
      ['more pool tokens than a u64 holds', { totalLamports: 1n, poolTokenSupply: U64_MAX }, 2n],
      ['the pool’s lamports overflowing', { totalLamports: U64_MAX - 5n, poolTokenSupply: U64_MAX - 5n }, 6n],
      ['the pool’s supply overflowing', { totalLamports: 2n, poolTokenSupply: U64_MAX - 1n }, 1n],
      ['u64::MAX lamports into picoSOL’s pool', {}, U64_MAX],
      ['more lamports than a u64 holds', {}, U64_MAX + 1n],
    ])('calculation failure of the amount, too large: %s', (_name, changes, lamports) => {
      expect(refusal(changes, lamports)).toEqual({ ok: false, refusal: 'too-large' });
    });

    it('the largest deposit that still fits', () => {
      expect(refusal({ totalLamports: U64_MAX - 6n, poolTokenSupply: U64_MAX - 6n }, 6n)).toMatchObject({ ok: true, stakerReceives: 6n });
    });

    it('a negative amount is a caller’s error, thrown', () => {
      expect(() => refusal({}, -1n)).toThrow(RangeError);
    });
  });

  it('the pool’s rate as a fraction: 1 picoSOL = 1.3333 SOL; an empty pool mints 1:1', () => {
    const rate = poolRate(picoSol, 9);
    expect(rate).toEqual({ numerator: 1_000_007_707_999n * SOL, denominator: 750n * SOL });
    expect((rate.numerator * 10_000n) / rate.denominator / SOL).toBe(13_333n);
    expect(poolRate({ totalLamports: 0n, poolTokenSupply: 0n }, 6)).toEqual({ numerator: 1_000_000n, denominator: 1n });
    expect(epochFeeFraction(picoSol)).toEqual({ numerator: 25n, denominator: 1_000n });
    expect(solDepositFeeFraction(picoSol)).toEqual({ numerator: 1n, denominator: 5_000n });
    expect(epochFeeFraction({ epochFee: { numerator: 0n, denominator: 0n } })).toEqual({ numerator: 0n, denominator: 1n });
  });
});

describe('depositAvailability', () => {
  const base: DepositAvailabilityInput = {
    poolAccount: { owner: POOL_PROGRAM_IDS.SanctumSpl, data: PICOSOL.pool.data },
    mintAccount: { owner: PROGRAMS.token, data: PICOSOL.mint.data },
    programId: POOL_PROGRAM_IDS.SanctumSpl,
    mint: PICOSOL.mint.address,
    currentEpoch: 1n,
  };
  const reason = (changes: Partial<DepositAvailabilityInput>) => {
    const availability = depositAvailability({ ...base, ...changes });
    return availability.ok ? 'ok' : availability.reason;
  };

  it('a pool updated this epoch that anyone may deposit into: ok, with the pool', () => {
    expect(depositAvailability(base)).toEqual({ ok: true, pool: picoSol });
    expect(reason({ currentEpoch: 0n })).toBe('ok');
  });

  it.each<[string, Partial<DepositAvailabilityInput>, string]>([
    ['no pool account', { poolAccount: null }, 'missing'],
    ['no mint account', { mintAccount: null }, 'missing'],
    ['a pool owned by another deploy of the program', { programId: POOL_PROGRAM_IDS.Spl }, 'wrong-program'],
    ['a pool owned by the System program', { poolAccount: { owner: PROGRAMS.system, data: PICOSOL.pool.data } }, 'wrong-program'],
    [
      'bytes that are no stake pool',
      { poolAccount: { owner: POOL_PROGRAM_IDS.SanctumSpl, data: PICOSOL.validatorList.data } },
      'undecodable',
    ],
    ['a pool of another mint', { mint: JUPSOL.address }, 'wrong-mint'],
    ['a mint under another token program', { mintAccount: { owner: PROGRAMS.token2022, data: PICOSOL.mint.data } }, 'wrong-token-program'],
    ['a pool not updated this epoch', { currentEpoch: 2n }, 'stale'],
  ])('%s: %s', (_name, changes, expected) => {
    expect(reason(changes)).toBe(expected);
  });

  it('a pool whose token program is no token program', () => {
    const data = rewrittenPool(PICOSOL.pool.data, (pool) => (pool.tokenProgramId = new PublicKey(PROGRAMS.system)));
    const poolAccount = { owner: POOL_PROGRAM_IDS.SanctumSpl, data };
    expect(reason({ poolAccount, mintAccount: { owner: PROGRAMS.system, data: PICOSOL.mint.data } })).toBe('wrong-token-program');
  });

  it('a pool that wants its SOL deposit authority’s signature', () => {
    const data = rewrittenPool(PICOSOL.pool.data, (pool) => (pool.solDepositAuthority = Keypair.generate().publicKey));
    expect(reason({ poolAccount: { owner: POOL_PROGRAM_IDS.SanctumSpl, data } })).toBe('deposit-authority');
  });

  it('maps the list’s program names to the three deploys, and nothing else', () => {
    expect(poolProgramId('Spl')).toBe('SPoo1Ku8WFXoNDMHPsrGSTSG1Y47rzgn41SLUNakuHy');
    expect(poolProgramId('SanctumSpl')).toBe('SP12tWFxD9oJsVWNavTTBZvMbA6gkAmxtVgxdqvyvhY');
    expect(poolProgramId('SanctumSplMulti')).toBe('SPMBzsVUuoHA4Jm6KunbsotaahvVikZs1JyTW6iJvbn');
    for (const other of ['Marinade', 'Lido', 'ReservePool', 'SPool', 'spl', 'toString', '__proto__', ''])
      expect(poolProgramId(other)).toBeNull();
  });
});

describe('referrerAccountUsable', () => {
  const account = (changes: Partial<{ owner: string; data: Uint8Array }> = {}) => ({
    owner: PROGRAMS.token,
    data: PICOSOL.referrerToken.data,
    ...changes,
  });
  const withState = (state: number) => {
    const data = PICOSOL.referrerToken.data.slice();
    data[108] = state;
    return data;
  };

  it('an initialized account of the pool’s mint under its token program', () => {
    expect(referrerAccountUsable(account(), picoSol)).toBe(true);
    expect(referrerAccountUsable(account(), { ...picoSol, poolMint: JUPSOL.address })).toBe(false);
  });

  it.each([
    ['none', null],
    ['frozen', account({ data: withState(2) })],
    ['uninitialized', account({ data: withState(0) })],
    ['another mint’s', account({ data: PICOSOL.mint.data })],
    ['under another program', account({ owner: PROGRAMS.token2022 })],
  ])('not %s', (_name, referrer) => {
    expect(referrerAccountUsable(referrer, picoSol)).toBe(false);
  });
});

describe('depositTransaction', () => {
  const staker = STAKER.publicKey.toBase58();
  const pool: StakePool & { address: string } = { ...picoSol, address: PICOSOL.pool.address };
  const build = (referrer: Parameters<typeof depositTransaction>[0]['referrer']) =>
    depositTransaction({
      staker,
      pool,
      programId: POOL_PROGRAM_IDS.SanctumSpl,
      referrer,
      lamports: SOL,
      minimumPoolTokens: 749_844_220n,
    });
  const stakerAta = associatedTokenAddress(staker, pool.poolMint, pool.tokenProgramId);
  const referrerAta = associatedTokenAddress(REFERRER, pool.poolMint, pool.tokenProgramId);

  it('our own transaction the staker pays and signs alone: their account, then the deposit (the road adds the compute budget)', () => {
    const { transaction, stakerTokenAccount } = build(null);
    expect(transaction.payer).toBe(staker);
    expect(stakerTokenAccount).toBe(stakerAta);
    expect(transaction.instructions.map((instruction) => instruction.programAddress)).toEqual([
      PROGRAMS.associatedToken,
      POOL_PROGRAM_IDS.SanctumSpl,
    ]);
    expect(transaction.instructions.flatMap((instruction) => instruction.accounts.filter((account) => account.signer))).toEqual([
      { address: staker, signer: true, writable: true },
      { address: staker, signer: true, writable: true },
    ]);
    const [create] = transaction.instructions;
    expect([...create!.data]).toEqual([1]);
    expect(create!.accounts.map((account) => account.address)).toEqual([
      staker,
      stakerAta,
      staker,
      pool.poolMint,
      PROGRAMS.system,
      PROGRAMS.token,
    ]);
  });

  it('names the referrer’s account when it can take its share, else the staker’s own', () => {
    expect(referrerAccountToRead(REFERRER, pool)).toBe(referrerAta);
    expect(build({ wallet: REFERRER, accountUsable: true })).toMatchObject({ referrerTokenAccount: referrerAta, referrerIsStaker: false });
    expect(build({ wallet: REFERRER, accountUsable: false })).toMatchObject({ referrerTokenAccount: stakerAta, referrerIsStaker: true });
    expect(build(null)).toMatchObject({ referrerTokenAccount: stakerAta, referrerIsStaker: true });
    expect(build({ wallet: staker, accountUsable: true })).toMatchObject({ referrerTokenAccount: stakerAta, referrerIsStaker: true });
    const deposit = build({ wallet: REFERRER, accountUsable: true }).transaction.instructions[1]!;
    expect(deposit.accounts[6]!.address).toBe(referrerAta);
  });
});
