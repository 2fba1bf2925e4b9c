// The demo chain's way in with a stake account (issue 39), held to the real programs: the same deposit
// (two Authorize and DepositStakeWithSlippage, built by the widget's encoders) runs on litesvm with the
// real SPL stake pool program and picoSOL's pool, and on the demo chain with a demo pool given the same
// numbers; every figure agrees to the base unit. The refusals too: a stake account the pool may not take
// (activating, on a validator outside the list, under a lockup), and an Authorize signed by someone who
// is not its authority, fail on both with the same error. And the burner's search finds its stake accounts.
import type { StakePool as LibraryStakePool } from '@solana/spl-stake-pool';
import { Keypair } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { PROGRAMS } from '../../widget/core/guard/programs';
import { CLOCK_SYSVAR } from '../../widget/core/addresses/sysvars';
import { STAKE_PROGRAM } from '../../widget/core/addresses/nativePrograms';
import type { PlainInstruction } from '../../widget/core/encoding/plainInstruction';
import { authorizeStakeInstruction, depositStakeInstruction } from '../../widget/core/stakePool/depositStakeInstruction';
import { stakeDepositOutcome } from '../../widget/core/stakePool/depositStakeArithmetic';
import type { StakePool } from '../../widget/core/stakePool/stakePool';
import { compileTransaction } from '../../widget/solana/compileTransaction';
import { decodeTransaction } from '../../widget/solana/decodeTransaction';
import { inspectTransaction } from '../../widget/solana/inspectTransaction';
import { associatedTokenAddress } from '../../widget/solana/stakeAccounts';
import { validatorStakeAddress, withdrawAuthorityOf } from '../../widget/solana/poolAddresses';
import { seedBurnerStakeAccounts } from '../../demo/burnerStakeAccounts';
import { createIdempotent } from '../../demo/demoInstructions';
import { stakeStateData, type DemoStakeState } from '../../demo/demoStakeState';
import { DEMO_SECOND_VOTE_ACCOUNT, DEMO_VOTE_ACCOUNT } from '../../demo/demoVote';
import { STAKE_ACCOUNT_RENT } from '../../demo/stakePoolAccounts';
import { TOKEN_ACCOUNT_RENT } from '../../demo/demoAccounts';
import { exitOnDemo } from '../support/exitOnDemo';
import { exitWorld, PROGRAM_ID, staker as litesvmStaker, STAKER_PICOSOL, VOTE } from '../support/exitOnLitesvm';
import { REFERRER_PICOSOL } from '../support/stakePoolOnLitesvm';

const SOL = 1_000_000_000n;
/** The stake account both chains deposit: 25 SOL delegated, its rent, and a little undelegated SOL (the SOL deposit fee's part). */
const STAKED = 25n * SOL;
const UNDELEGATED = 123_456_789n;
const LAMPORTS = STAKED + STAKE_ACCOUNT_RENT + UNDELEGATED;

/** A bigint as the library's own bn.js (its package ships no types: the constructor is taken from one of its values). */
type LibraryNumber = LibraryStakePool['totalLamports'];
const asBn = (like: LibraryNumber, value: bigint) =>
  new (like.constructor as new (text: string, base: number) => LibraryNumber)(value.toString(), 10);

/** The numbers a stake deposit reads, from the demo pool (mossSOL: a stake deposit fee, a SOL deposit fee, half to the referrer). */
const terms = (pool: StakePool) => ({
  totalLamports: pool.totalLamports,
  poolTokenSupply: pool.poolTokenSupply,
  stakeDepositFee: pool.stakeDepositFee,
  solDepositFee: pool.solDepositFee,
  stakeReferralFee: pool.stakeReferralFee,
});

/** The staker's stake account's bytes (the demo's writer; the real Stake program reads them on litesvm). */
const stakeAccountData = (
  authority: string,
  voter: string,
  activationEpoch: bigint,
  { lockup, deactivationEpoch }: { lockup?: DemoStakeState['lockup']; deactivationEpoch?: bigint } = {},
) =>
  stakeStateData({
    staker: authority,
    withdrawer: authority,
    lockup,
    delegation: { voter, stake: STAKED, activationEpoch, deactivationEpoch },
  });

/** The deposit's instructions: the two roles to the pool's deposit authority, then the deposit with its minimum. */
function depositInstructions(
  programId: string,
  pool: StakePool & { address: string },
  staker: string,
  stake: string,
  voter: string,
  tokens: { staker: string; referrer: string },
  minimum: bigint,
): PlainInstruction[] {
  const handOver = (role: 'staker' | 'withdrawer') =>
    authorizeStakeInstruction({ stake, authority: staker, newAuthority: pool.stakeDepositAuthority, role });
  return [
    handOver('staker'),
    handOver('withdrawer'),
    depositStakeInstruction({
      programId,
      pool,
      withdrawAuthority: withdrawAuthorityOf(programId, pool.address),
      stake,
      validatorStake: validatorStakeAddress(programId, voter, pool.address),
      stakerTokenAccount: tokens.staker,
      referrerTokenAccount: tokens.referrer,
      minimumPoolTokens: minimum,
    }),
  ];
}

const LIMIT = 200_000;
/** The clock's epoch on litesvm: the pool's last update (the demo chain's is its own DEMO_EPOCH). */
const LITESVM_EPOCH = 1n;

/** The real programs: picoSOL's pool with the demo pool's numbers, and the staker's stake account on its validator. */
function onLitesvm(demoPool: StakePool, stakeData: (authority: string, voter: string) => Uint8Array, lamports = LAMPORTS) {
  const world = exitWorld({ deposit: 0n });
  const fee = (like: LibraryStakePool['solDepositFee'], ours: StakePool['solDepositFee']) => ({
    numerator: asBn(like.numerator, ours.numerator),
    denominator: asBn(like.denominator, ours.denominator),
  });
  const wanted = terms(demoPool);
  world.changePool((library) => {
    library.totalLamports = asBn(library.totalLamports, wanted.totalLamports);
    library.poolTokenSupply = asBn(library.poolTokenSupply, wanted.poolTokenSupply);
    library.stakeDepositFee = fee(library.stakeDepositFee, wanted.stakeDepositFee);
    library.solDepositFee = fee(library.solDepositFee, wanted.solDepositFee);
    library.stakeReferralFee = wanted.stakeReferralFee;
  });
  const stake = Keypair.generate().publicKey.toBase58();
  world.put({ address: stake, lamports, owner: STAKE_PROGRAM, data: stakeData(litesvmStaker, VOTE.address) });
  return { world, stake, pool: world.pool() };
}

/** What a deposit changed, read the same way on either chain. */
interface Moved {
  staker: bigint;
  manager: bigint;
  referrer: bigint;
  supply: bigint;
  totalLamports: bigint;
  validatorLamports: bigint;
  reserveLamports: bigint;
  listedLamports: bigint;
}

describe('a stake account deposit on the demo chain, held to the real program on litesvm', () => {
  it('mints to the staker, the manager and the referrer exactly what the real program mints, and merges the account away', async () => {
    const demo = exitOnDemo({ symbol: 'mossSOL' });
    const { pool: demoPool } = await demo.read();
    expect(demoPool.stakeDepositFee.numerator).toBeGreaterThan(0n);
    expect(demoPool.stakeReferralFee).toBeGreaterThan(0);
    const preview = stakeDepositOutcome(demoPool, { lamports: LAMPORTS, stakeLamports: STAKED });
    if (!preview.ok) throw new Error(`the arithmetic refused it: ${preview.refusal}`);
    const { lstOut, fees } = preview.preview;

    // The real programs.
    const real = onLitesvm(demoPool, (authority, voter) => stakeAccountData(authority, voter, 0n));
    const realPool = real.world.pool();
    const litesvmRead = () => {
      const pool = real.world.pool();
      const list = real.world.list();
      const validator = validatorStakeAddress(PROGRAM_ID, VOTE.address, pool.address);
      return {
        staker: real.world.tokens(STAKER_PICOSOL) ?? 0n,
        manager: real.world.tokens(pool.managerFeeAccount) ?? 0n,
        referrer: real.world.tokens(REFERRER_PICOSOL) ?? 0n,
        supply: pool.poolTokenSupply,
        totalLamports: pool.totalLamports,
        validatorLamports: real.world.balance(validator),
        reserveLamports: real.world.balance(pool.reserveStake),
        listedLamports: list.validators.find((entry) => entry.voteAccount === VOTE.address)!.activeStakeLamports,
      };
    };
    const realBefore = litesvmRead();
    const realSent = real.world.sendMeasured(
      compileTransaction({
        payer: litesvmStaker,
        recentBlockhash: real.world.svm.latestBlockhash(),
        computeUnitLimit: LIMIT,
        computeUnitPriceMicroLamports: 0,
        instructions: depositInstructions(
          PROGRAM_ID,
          realPool,
          litesvmStaker,
          real.stake,
          VOTE.address,
          { staker: STAKER_PICOSOL, referrer: REFERRER_PICOSOL },
          lstOut,
        ),
      }),
    );
    expect(realSent.ok, realSent.ok ? '' : realSent.logs.join('\n')).toBe(true);
    const realAfter = litesvmRead();
    expect(real.world.read(real.stake)).toBeNull();

    // The demo chain: the staker's stake account, their token account and a referrer's.
    const { services } = demo;
    const stake = seedBurnerStakeAccounts(services.chain, demo.staker).active;
    services.chain.accounts.set(stake, {
      owner: STAKE_PROGRAM,
      data: stakeAccountData(demo.staker, DEMO_VOTE_ACCOUNT, services.chain.epoch - 40n),
    });
    services.chain.balances.set(stake, LAMPORTS);
    const referrer = Keypair.generate().publicKey.toBase58();
    const referrerTokens = associatedTokenAddress(referrer, demo.mint, PROGRAMS.token);
    const demoRead = async (): Promise<Moved> => {
      const { pool, list, reserve, stakes } = await demo.read();
      const validator = stakes.get(DEMO_VOTE_ACCOUNT)!;
      const tokens = (address: string) => services.chain.tokenAccounts.get(address)?.amount ?? 0n;
      return {
        staker: tokens(demo.lstAccount),
        manager: tokens(pool.managerFeeAccount),
        referrer: tokens(referrerTokens),
        supply: pool.poolTokenSupply,
        totalLamports: pool.totalLamports,
        validatorLamports: validator.lamports,
        reserveLamports: reserve.lamports,
        listedLamports: list.validators.find((entry) => entry.voteAccount === DEMO_VOTE_ACCOUNT)!.activeStakeLamports,
      };
    };
    // Same pool numbers on both chains.
    expect(terms((await demo.read()).pool)).toEqual(terms(real.pool));
    const demoBefore = await demoRead();
    const instructions = [
      createIdempotent(demo.staker, demo.lstAccount, demo.staker, demo.mint, PROGRAMS.token),
      createIdempotent(demo.staker, referrerTokens, referrer, demo.mint, PROGRAMS.token),
      ...depositInstructions(
        demo.programId,
        demoPool,
        demo.staker,
        stake,
        DEMO_VOTE_ACCOUNT,
        { staker: demo.lstAccount, referrer: referrerTokens },
        lstOut,
      ),
    ];
    const bytes = compileTransaction({
      payer: demo.staker,
      recentBlockhash: await demo.blockhash(),
      computeUnitLimit: LIMIT,
      computeUnitPriceMicroLamports: 0,
      instructions,
    });

    // The simulation hands the card's guard what a node would: each writable account before (a read) and after.
    const inspection = await inspectTransaction(demo.rpc, decodeTransaction(bytes), [demo.mint, CLOCK_SYSVAR]);
    if ('refusal' in inspection) throw new Error(`the deposit could not be inspected: ${JSON.stringify(inspection.refusal)}`);
    const { reading } = inspection;
    expect(reading.err).toBeNull();
    const validatorStake = validatorStakeAddress(demo.programId, DEMO_VOTE_ACCOUNT, demoPool.address);
    const lamportsMoved = (address: string) => (reading.after.get(address)?.lamports ?? 0n) - (reading.before.get(address)?.lamports ?? 0n);
    expect(reading.before.get(stake)?.lamports).toBe(LAMPORTS);
    expect(reading.after.get(stake)).toBeNull();
    expect(lamportsMoved(validatorStake)).toBe(STAKED);
    expect(lamportsMoved(demoPool.reserveStake)).toBe(LAMPORTS - STAKED);
    // The staker's token account, opened in the same transaction, holds the staker's part after.
    expect(reading.before.get(demo.lstAccount)).toBeNull();
    expect(new DataView(reading.after.get(demo.lstAccount)!.data.buffer).getBigUint64(64, true)).toBe(lstOut);

    expect((await demo.send(bytes)).err).toBeNull();
    const demoAfter = await demoRead();
    // The deposited account: no lamports, no account.
    expect(services.chain.accounts.has(stake)).toBe(false);
    expect((await demo.rpc.getMultipleAccounts([stake])).accounts[0]).toBeNull();

    const moved = (before: Moved, after: Moved) =>
      Object.fromEntries(Object.keys(before).map((key) => [key, after[key as keyof Moved] - before[key as keyof Moved]]));
    const realMoved = moved(realBefore, realAfter);
    expect(moved(demoBefore, demoAfter)).toEqual(realMoved);
    // And both are the arithmetic's figures: the staker's part, the fees less the referral share, the referral share.
    expect(realMoved).toMatchObject({
      staker: lstOut,
      manager: fees.stake + fees.sol - fees.referral,
      referrer: fees.referral,
      supply: lstOut + fees.stake + fees.sol,
      totalLamports: LAMPORTS,
      validatorLamports: STAKED,
      reserveLamports: LAMPORTS - STAKED,
      listedLamports: STAKED,
    });
    expect(fees.referral).toBeGreaterThan(0n);
  });
});

/** A demo chain's error as litesvm writes a transaction's: the instruction's index and the error. */
function asLitesvmWrites(err: unknown): string {
  const [index, error] = (err as { InstructionError: [number, string | { Custom: number }] }).InstructionError;
  return `TransactionErrorInstructionError { index: ${index}, error: ${typeof error === 'string' ? error : `InstructionErrorCustom { code: ${error.Custom} }`} }`;
}

/**
 * A stake account that differs from the one deposited above in one way, by epochs counted from each
 * chain's own clock (`now`): who holds it, its delegation, its lockup; and the deposit's minimum.
 */
interface Variant {
  authority?: 'staker' | 'someone else';
  voter?: 'listed' | 'outside';
  activatedAgo?: bigint;
  deactivatedAgo?: bigint;
  lockedFor?: bigint;
  minimumOver?: bigint;
}

/** The same stake deposit on both chains, from the variant's stake account: each chain's error (null: it landed). */
async function bothChains(variant: Variant): Promise<{ litesvm: string | null; demo: string | null }> {
  const demo = exitOnDemo({ symbol: 'mossSOL' });
  const { pool: demoPool } = await demo.read();
  const preview = stakeDepositOutcome(demoPool, { lamports: LAMPORTS, stakeLamports: STAKED });
  if (!preview.ok) throw new Error(preview.refusal);
  const minimum = preview.preview.lstOut + (variant.minimumOver ?? 0n);
  const custodian = Keypair.generate().publicKey.toBase58();
  const data = (staker: string, listed: string, outside: string, now: bigint) =>
    stakeAccountData(
      variant.authority === 'someone else' ? Keypair.generate().publicKey.toBase58() : staker,
      variant.voter === 'outside' ? outside : listed,
      now - (variant.activatedAgo ?? 1n),
      {
        deactivationEpoch: variant.deactivatedAgo === undefined ? undefined : now - variant.deactivatedAgo,
        lockup: variant.lockedFor === undefined ? undefined : { unixTimestamp: 0n, epoch: now + variant.lockedFor, custodian },
      },
    );

  const real = onLitesvm(demoPool, (staker, voter) => data(staker, voter, DEMO_SECOND_VOTE_ACCOUNT, LITESVM_EPOCH));
  const sent = real.world.sendMeasured(
    compileTransaction({
      payer: litesvmStaker,
      recentBlockhash: real.world.svm.latestBlockhash(),
      computeUnitLimit: LIMIT,
      computeUnitPriceMicroLamports: 0,
      instructions: depositInstructions(
        PROGRAM_ID,
        real.pool,
        litesvmStaker,
        real.stake,
        VOTE.address,
        { staker: STAKER_PICOSOL, referrer: STAKER_PICOSOL },
        minimum,
      ),
    }),
  );

  const { services } = demo;
  const stake = seedBurnerStakeAccounts(services.chain, demo.staker).active;
  services.chain.accounts.set(stake, {
    owner: STAKE_PROGRAM,
    data: data(demo.staker, DEMO_VOTE_ACCOUNT, DEMO_SECOND_VOTE_ACCOUNT, services.chain.epoch),
  });
  services.chain.balances.set(stake, LAMPORTS);
  services.chain.tokenAccounts.set(demo.lstAccount, {
    mint: demo.mint,
    owner: demo.staker,
    program: PROGRAMS.token,
    amount: 0n,
    lamports: TOKEN_ACCOUNT_RENT,
  });
  const bytes = compileTransaction({
    payer: demo.staker,
    recentBlockhash: await demo.blockhash(),
    computeUnitLimit: LIMIT,
    computeUnitPriceMicroLamports: 0,
    instructions: depositInstructions(
      demo.programId,
      demoPool,
      demo.staker,
      stake,
      DEMO_VOTE_ACCOUNT,
      { staker: demo.lstAccount, referrer: demo.lstAccount },
      minimum,
    ),
  });
  const { err } = await demo.send(bytes);
  return { litesvm: sent.ok ? null : sent.error, demo: err === null ? null : asLitesvmWrites(err) };
}

describe('what the pool and the Stake program refuse, the demo chain refuses with the same error', () => {
  it.each<[string, Variant, string | null]>([
    ['fully active on a listed validator: taken', {}, null],
    [
      'activating (delegated this epoch): the merge refuses it (MergeMismatch)',
      { activatedAgo: 0n },
      'index: 4, error: InstructionErrorCustom { code: 6 }',
    ],
    [
      'on a validator outside the list: the merge refuses it (MergeMismatch)',
      { voter: 'outside' },
      'index: 4, error: InstructionErrorCustom { code: 6 }',
    ],
    [
      'deactivating: the merge refuses its transient stake (MergeTransientStake)',
      { activatedAgo: 2n, deactivatedAgo: 0n },
      'index: 4, error: InstructionErrorCustom { code: 5 }',
    ],
    [
      'under a lockup in force: handing the withdrawer over needs the custodian (CustodianMissing)',
      { lockedFor: 10n },
      'index: 3, error: InstructionErrorCustom { code: 7 }',
    ],
    // The program asks only that the lockups merge: equal, or neither in force. An expired one (not the pool's) is taken.
    ['under a lockup that has expired: taken', { lockedFor: -1n }, null],
    [
      "not the signer's: Authorize by a non-authority is refused",
      { authority: 'someone else' },
      'index: 2, error: MissingRequiredSignature',
    ],
    ['a minimum one above the figure: ExceededSlippage', { minimumOver: 1n }, 'index: 4, error: InstructionErrorCustom { code: 39 }'],
  ])('%s', async (_name, variant, expected) => {
    const { litesvm, demo } = await bothChains(variant);
    expect(demo).toBe(litesvm);
    expect(demo).toBe(expected === null ? null : `TransactionErrorInstructionError { ${expected} }`);
  });
});
