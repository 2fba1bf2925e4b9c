// Bring your stake (issue 39) on a real Solana runtime (litesvm) with the real SPL stake pool program,
// the real Stake program and picoSOL's pool: a staker's own delegated stake account read by the card
// (its bytes decide, never the search's answer), qualified, and deposited through the card's own runner
// down the one road, guarded; every refusal from real account bytes, and, where the pool program is the
// judge, the program refusing the same deposit; the guard refusing real transactions that hand the stake
// account elsewhere.
import { Keypair, PublicKey, StakeAuthorizationLayout, StakeProgram } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import type { createRpcClient } from '../../widget/api/rpcClient';
import { MAX_LISTED, readBringableStakeAccounts, readPastedStakeAccount } from '../../widget/bring/readStakeAccounts';
import { stakeDepositTransaction } from '../../widget/bring/stakeDepositTransaction';
import { guardStakeDeposit } from '../../widget/core/guard/guardStakeDeposit';
import { addressBytes } from '../../widget/core/encoding/instructionData';
import type { PlainInstruction } from '../../widget/core/encoding/plainInstruction';
import { authorizeStakeInstruction } from '../../widget/core/stakePool/depositStakeInstruction';
import { stakeDepositOutcome } from '../../widget/core/stakePool/depositStakeArithmetic';
import { withdrawStakeLamportsInstruction } from '../../widget/core/stakePool/stakeAccountInstructions';
import { decodeStakePool, type StakePool } from '../../widget/core/stakePool/stakePool';
import { decodeValidatorList } from '../../widget/core/stakePool/validatorList';
import { compileTransaction } from '../../widget/solana/compileTransaction';
import { decodeTransaction } from '../../widget/solana/decodeTransaction';
import { exitStakeCandidates } from '../../widget/solana/exitStakeAccounts';
import { inspectTransaction } from '../../widget/solana/inspectTransaction';
import { stakeAccounts } from '../../widget/solana/stakeAccounts';
import { POOL, PROGRAM_ID, SOL, staker, STAKER_PICOSOL, VOTE, type ExitWorld } from '../support/exitOnLitesvm';
import { keypairWallet } from '../support/keypairWallet';
import { PICOSOL, REFERRER, REFERRER_PICOSOL, STAKER } from '../support/stakePoolOnLitesvm';
import { worded } from '../support/worded';
import { bringWorld, changePool, deposit, DEPOSIT_STAKE, STAKE, stakeBytes, TOKEN, type StakeShape } from '../support/bringOnLitesvm';

const STAKED = 100n * SOL;
const STRANGER = Keypair.generate().publicKey.toBase58();
const tokensOf = (world: ExitWorld, address: string) => world.tokens(address) ?? 0n;

describe('a staker’s active stake account deposited through the card, exact to the base unit', () => {
  it('with a referrer taking half the fees: the staker gains exactly the preview, the referrer its share, the manager the rest, the wallet pays only the fee', async () => {
    const { world, rpc, ask } = bringWorld();
    changePool(world, (pool) => (pool.stakeReferralFee = 50));
    const asked = await ask(REFERRER);
    expect(asked.reading.referrerUsable).toBe(true);
    const listed = await readBringableStakeAccounts({ rpc }, asked);
    expect(listed.listing).toBe('listed');
    expect(listed.poolRefuses).toBeNull();
    const [account] = listed.accounts;
    expect(account).toMatchObject({
      address: STAKE,
      lamports: DEPOSIT_STAKE.lamports,
      voter: VOTE.address,
      state: 'active',
      source: 'wallet',
    });
    if (!account!.verdict.depositable) throw new Error('not depositable');
    const { preview } = account!.verdict;
    // The pool's arithmetic on the fixture's pool (1/10,000 stake fee, 1/5,000 SOL fee on the rent part).
    expect(preview).toEqual({
      lamports: 100_002_282_880n,
      stakeLamports: STAKED,
      lstOut: 74_993_633_765n,
      programMinimum: 74_993_633_765n,
      fees: { stake: 7_499_943n, sol: 343n, referral: 3_750_143n, back: 0n },
    });
    const manager = PICOSOL.managerFee.address;
    const before = {
      staker: tokensOf(world, STAKER_PICOSOL),
      referrer: tokensOf(world, REFERRER_PICOSOL),
      manager: tokensOf(world, manager),
      sol: world.balance(staker),
      supply: world.pool().poolTokenSupply,
      total: world.pool().totalLamports,
    };
    const { end, states, wallet } = await deposit(rpc, asked, account!);
    expect(worded(end)).toMatchObject({ phase: 'done', lstGained: preview.lstOut });
    expect(states.map((state) => state.phase)).toEqual(['checking', 'awaiting-signature', 'sending', 'confirming', 'done']);
    expect(wallet.prompts).toBe(1);
    // The program's own result, to the base unit.
    expect(tokensOf(world, STAKER_PICOSOL) - before.staker).toBe(preview.lstOut);
    expect(tokensOf(world, REFERRER_PICOSOL) - before.referrer).toBe(preview.fees.referral);
    expect(tokensOf(world, manager) - before.manager).toBe(preview.fees.stake + preview.fees.sol - preview.fees.referral);
    expect(world.pool().poolTokenSupply - before.supply).toBe(preview.lstOut + preview.fees.stake + preview.fees.sol);
    expect(world.pool().totalLamports - before.total).toBe(preview.lamports);
    // The stake account is gone into the pool; the wallet paid the network fee alone (one signature and the priority fee).
    expect(world.read(STAKE)).toBeNull();
    const spent = before.sol - world.balance(staker);
    expect(spent).toBeGreaterThanOrEqual(5_000n);
    expect(spent).toBeLessThan(5_000n + 1_000_000n);
  });

  it('into a pool not updated this epoch: its update goes in front, the staker’s LST account is opened, and the preview still holds', async () => {
    const { world, rpc, ask } = bringWorld();
    world.put({ ...world.read(STAKER_PICOSOL)!, lamports: 0n, data: new Uint8Array(0), owner: '11111111111111111111111111111111' });
    world.setEpoch(2n);
    const asked = await ask();
    const [account] = (await readBringableStakeAccounts({ rpc }, asked)).accounts;
    if (!account!.verdict.depositable) throw new Error(`not depositable: ${JSON.stringify(account!.verdict)}`);
    // Priced on the pool as its update leaves it, not as read.
    const updated = world.poolAsUpdated(2n);
    expect(account!.verdict.preview.lstOut).toBe(
      (() => {
        const minted = (100_002_282_880n * updated.poolTokenSupply) / updated.totalLamports;
        const fromStake = (STAKED * updated.poolTokenSupply) / updated.totalLamports;
        const fee = (fromStake + 9_999n) / 10_000n + (minted - fromStake + 4_999n) / 5_000n;
        return minted - fee;
      })(),
    );
    const { end } = await deposit(rpc, asked, account!);
    expect(end).toMatchObject({ phase: 'done', lstGained: account!.verdict.preview.lstOut });
    expect(tokensOf(world, STAKER_PICOSOL)).toBe(account!.verdict.preview.lstOut);
    expect(world.pool().lastUpdateEpoch).toBe(2n);
  });

  it('a rejected wallet prompt sends nothing: the stake account and the wallet as they were', async () => {
    const { world, rpc, ask } = bringWorld();
    const asked = await ask();
    const [account] = (await readBringableStakeAccounts({ rpc }, asked)).accounts;
    const wallet = keypairWallet(STAKER);
    wallet.refuse = true;
    const sol = world.balance(staker);
    const { end, states } = await deposit(rpc, asked, account!, wallet);
    expect(worded(end)).toEqual({ phase: 'cancelled', message: 'Staking cancelled in your wallet. Nothing was sent.' });
    expect(states.some((state) => state.phase === 'sending')).toBe(false);
    expect(world.read(STAKE)!.data).toEqual(stakeBytes());
    expect(world.balance(staker)).toBe(sol);
  });
});

/** The one account listed (by the search or pasted), as the card judges it. */
async function judged(shape: StakeShape, change?: (world: ExitWorld) => void) {
  const { world, rpc, ask } = bringWorld({ stake: stakeBytes(shape) });
  change?.(world);
  const asked = await ask();
  const [listed] = (await readBringableStakeAccounts({ rpc }, asked)).accounts;
  return { listed: listed!, world, asked, rpc };
}

/**
 * The same deposit built as the card would build it for a depositable account, signed and sent to the
 * runtime without the card's read: what the real programs say of it.
 */
function sentAnyway(world: ExitWorld, voter = VOTE.address) {
  const pool = world.pool();
  const list = decodeValidatorList(world.read(pool.validatorList)!.data);
  const listed = list.validators.some((validator) => validator.voteAccount === voter)
    ? list
    : { ...list, validators: [{ ...list.validators[0]!, voteAccount: voter }] };
  const { transaction } = stakeDepositTransaction({
    staker,
    programId: PROGRAM_ID,
    pool,
    list: listed,
    stake: STAKE,
    voter,
    referrer: null,
    minimumPoolTokens: 1n,
  });
  const bytes = compileTransaction({
    payer: staker,
    recentBlockhash: world.svm.latestBlockhash(),
    computeUnitLimit: 400_000,
    computeUnitPriceMicroLamports: 0,
    instructions: transaction.instructions,
  });
  return world.sendMeasured(bytes);
}

describe('every stake account that does not qualify says why, from its own bytes', () => {
  const OTHER_VOTE = Keypair.generate().publicKey.toBase58();
  it.each([
    [
      'activating (delegated this epoch)',
      { activation: 1n },
      undefined,
      { state: 'activating', why: { code: 'activating', fromEpoch: 2n } },
    ],
    ['deactivating', { deactivation: 1n }, undefined, { state: 'deactivating', why: { code: 'deactivating' } }],
    ['inactive (deactivated an epoch ago)', { deactivation: 0n }, undefined, { state: 'inactive', why: { code: 'inactive' } }],
    [
      'locked until epoch 9',
      { lockup: { epoch: 9n } },
      undefined,
      { state: 'locked', why: { code: 'locked', untilEpoch: 9n, untilUnixTimestamp: null } },
    ],
    [
      'delegated to a validator outside the pool',
      { voter: OTHER_VOTE },
      undefined,
      { state: 'active', why: { code: 'not-in-pool', voter: OTHER_VOTE } },
    ],
    [
      'on a validator the pool is removing',
      {},
      (world: ExitWorld) => {
        const list = world.read(PICOSOL.validatorList.address)!;
        const data = Uint8Array.from(list.data);
        data[9 + 40] = 3; // the first entry's status: deactivating its validator
        world.put({ ...list, data });
      },
      { state: 'active', why: { code: 'not-in-pool', voter: VOTE.address } },
    ],
    [
      'when the pool takes stake only on another preferred validator',
      {},
      (world: ExitWorld) => changePool(world, (pool) => (pool.preferredDepositValidatorVoteAddress = OTHER_VOTE)),
      { state: 'active', why: { code: 'preferred-only', voter: VOTE.address } },
    ],
    ['whose withdrawer is someone else', { withdrawer: STRANGER }, undefined, { state: 'active', why: { code: 'not-yours' } }],
    [
      'into a pool with its own stake deposit authority',
      {},
      (world: ExitWorld) => changePool(world, (pool) => (pool.stakeDepositAuthority = STRANGER)),
      { state: 'active', why: { code: 'pool-private' } },
    ],
    [
      'into a pool whose stake deposit fee is 1.5 %, above the 1 % cap',
      {},
      (world: ExitWorld) => changePool(world, (pool) => (pool.stakeDepositFee = { numerator: 15n, denominator: 1_000n })),
      { state: 'active', why: { code: 'fee-over-cap', percent: '1.5' } },
    ],
  ] as const)('%s', async (_name, shape, change, { state, why }) => {
    const { listed } = await judged(shape, change);
    expect(listed.state).toBe(state);
    expect(listed.verdict).toEqual({ depositable: false, why });
  });

  // Where the pool program or the Stake program is the judge, the same deposit sent anyway fails on chain:
  // the card's refusal is not stricter than the chain's.
  it.each([
    ['activating', { activation: 1n }, undefined],
    ['deactivating', { deactivation: 1n }, undefined],
    ['inactive', { deactivation: 0n }, undefined],
    ['locked', { lockup: { epoch: 9n } }, undefined],
    ['outside the pool', { voter: OTHER_VOTE }, undefined],
    [
      'not the preferred validator',
      {},
      (world: ExitWorld) => changePool(world, (pool) => (pool.preferredDepositValidatorVoteAddress = OTHER_VOTE)),
    ],
  ] as const)('%s: the real programs refuse the same deposit', async (_name, shape, change) => {
    const { world } = bringWorld({ stake: stakeBytes(shape) });
    change?.(world);
    const sent = sentAnyway(world, 'voter' in shape ? shape.voter : VOTE.address);
    expect(sent.ok).toBe(false);
    expect(world.read(STAKE)!.data).toEqual(stakeBytes(shape));
  });

  it('and the account that does qualify is deposited by the same transaction sent the same way (the check above is not vacuous)', async () => {
    const { world } = bringWorld();
    expect(sentAnyway(world).ok).toBe(true);
    expect(world.read(STAKE)).toBeNull();
  });

  it('a lockup that has passed is no bar, custodian and all: the card offers it, and the real programs take it', async () => {
    const shape = { lockup: { epoch: 1n, custodian: STRANGER } };
    const { listed, world } = await judged(shape);
    expect(listed).toMatchObject({ state: 'active', verdict: { depositable: true } });
    expect(sentAnyway(world).ok).toBe(true);
    expect(world.read(STAKE)).toBeNull();
  });

  it('the card’s own exit stake account is listed beside the wallet’s, and a pasted address is judged the same way', async () => {
    const [exit] = await exitStakeCandidates(staker, POOL, 1);
    const { world, rpc, ask } = bringWorld({ search: () => [] });
    world.put({ ...DEPOSIT_STAKE, address: exit!.address, data: stakeBytes() });
    const asked = await ask();
    const listed = await readBringableStakeAccounts({ rpc }, asked);
    expect(listed.accounts.map(({ address, source, state }) => ({ address, source, state }))).toEqual([
      { address: exit!.address, source: 'exit', state: 'active' },
    ]);
    const pasted = await readPastedStakeAccount({ rpc }, { ...asked, address: STAKE });
    expect(pasted).toMatchObject({ address: STAKE, source: 'pasted', state: 'active', verdict: { depositable: true } });
    expect(await readPastedStakeAccount({ rpc }, { ...asked, address: 'not an address' })).toMatchObject({
      verdict: { depositable: false, why: { code: 'not-stake-account' } },
    });
    expect(await readPastedStakeAccount({ rpc }, { ...asked, address: PICOSOL.mint.address })).toMatchObject({
      verdict: { depositable: false, why: { code: 'not-stake-account' } },
    });
  });

  it('a node that refuses the search: listing refused, the exit’s own accounts still listed', async () => {
    const [exit] = await exitStakeCandidates(staker, POOL, 1);
    const { world, rpc, ask } = bringWorld({ search: () => 'refuse' });
    world.put({ ...DEPOSIT_STAKE, address: exit!.address, data: stakeBytes() });
    const listed = await readBringableStakeAccounts({ rpc }, await ask());
    expect(listed.listing).toBe('refused');
    expect(listed.accounts.map((account) => account.address)).toEqual([exit!.address]);
  });
});

describe('a hostile RPC’s search is never trusted: the card reads the bytes', () => {
  it('a search that lists thousands of addresses: the card reads at most 100 of them', async () => {
    const many = Array.from({ length: 1_000 }, () => ({ pubkey: Keypair.generate().publicKey.toBase58() }));
    const { world, rpc, ask } = bringWorld({ search: () => [{ pubkey: STAKE }, ...many] });
    // Each a stake account of theirs (an address holding none is left out of the list).
    for (const { pubkey } of many) world.put({ ...DEPOSIT_STAKE, address: pubkey, data: stakeBytes() });
    const listed = await readBringableStakeAccounts({ rpc }, await ask());
    expect(listed.accounts.length).toBe(MAX_LISTED);
    expect(listed.accounts[0]).toMatchObject({ address: STAKE, verdict: { depositable: true } });
  });

  it('a deposit that would now mint less than the staker was shown is not asked of the wallet', async () => {
    const { rpc, ask } = bringWorld();
    const asked = await ask();
    const [account] = (await readBringableStakeAccounts({ rpc }, asked)).accounts;
    if (!account!.verdict.depositable) throw new Error('not depositable');
    const shown = {
      ...account!,
      verdict: { ...account!.verdict, preview: { ...account!.verdict.preview, lstOut: account!.verdict.preview.lstOut + 1n } },
    };
    const { end, wallet } = await deposit(rpc, asked, shown);
    expect(worded(end)).toMatchObject({
      phase: 'failed',
      detail: 'The pool would now mint 74.993633765 picoSOL, less than the 74.993633766 picoSOL you were shown.',
    });
    expect(wallet.prompts).toBe(0);
  });

  it('lists a stake account that is not the wallet’s (its own bytes name a stranger): not yours, and the runner will not deposit it', async () => {
    const { rpc, ask } = bringWorld({
      stake: stakeBytes({ staker: STRANGER, withdrawer: STRANGER }),
      // It claims the account's bytes name the wallet.
      search: () => [{ pubkey: STAKE, data: stakeBytes() }],
    });
    const asked = await ask();
    const [listed] = (await readBringableStakeAccounts({ rpc }, asked)).accounts;
    expect(listed!.verdict).toEqual({ depositable: false, why: { code: 'not-yours' } });
    const { end, wallet } = await deposit(rpc, asked, STAKE);
    expect(worded(end)).toMatchObject({ phase: 'failed', detail: expect.stringContaining('cannot be deposited any more') });
    expect(wallet.prompts).toBe(0);
  });

  it('hides a lockup (its answer says none, the chain holds one until epoch 9): locked', async () => {
    const { rpc, ask } = bringWorld({
      stake: stakeBytes({ lockup: { epoch: 9n, custodian: STRANGER } }),
      search: () => [{ pubkey: STAKE, data: stakeBytes() }],
    });
    const [listed] = (await readBringableStakeAccounts({ rpc }, await ask())).accounts;
    expect(listed).toMatchObject({
      state: 'locked',
      verdict: { depositable: false, why: { code: 'locked', untilEpoch: 9n } },
    });
  });
});

describe('the guard on a stake account deposit, on transactions the runtime would land', () => {
  /** The honest deposit's instructions, as the runner builds them. */
  function honest(world: ExitWorld): PlainInstruction[] {
    const pool = world.pool();
    const list = decodeValidatorList(world.read(pool.validatorList)!.data);
    const built = stakeDepositTransaction({
      staker,
      programId: PROGRAM_ID,
      pool,
      list,
      stake: STAKE,
      voter: VOTE.address,
      referrer: null,
      minimumPoolTokens: 1n,
    });
    return [...built.transaction.instructions];
  }

  async function guard(
    world: ExitWorld,
    rpc: ReturnType<typeof createRpcClient>,
    instructions: PlainInstruction[],
    minimumOut = 74_993_633_765n,
  ) {
    const bytes = compileTransaction({
      payer: staker,
      recentBlockhash: world.svm.latestBlockhash(),
      computeUnitLimit: 400_000,
      computeUnitPriceMicroLamports: 0,
      instructions,
    });
    const transaction = decodeTransaction(bytes);
    const accounts = { ...stakeAccounts(staker, TOKEN.mint), handsOver: { stake: STAKE, to: world.pool().stakeDepositAuthority } };
    const inspection = await inspectTransaction(rpc, transaction, [TOKEN.mint, ...Object.values(accounts.lstAccountByProgram)]);
    if ('refusal' in inspection) throw new Error('no inspection');
    const verdict = guardStakeDeposit(inspection, {
      accounts,
      token: TOKEN,
      minimumOut,
      programId: PROGRAM_ID,
      setAside: { accounts: [POOL], owner: PROGRAM_ID },
    });
    return { verdict: worded(verdict), bytes };
  }

  it('lets the honest deposit through, with the LST it mints', async () => {
    const { world, rpc } = bringWorld();
    const { verdict } = await guard(world, rpc, honest(world));
    expect(verdict).toMatchObject({ lstGained: 74_993_633_765n, solSpent: 5_000n });
  });

  it('refuses a withdrawer authorized to a stranger (sent without the guard, the stranger holds the stake account)', async () => {
    const { world, rpc } = bringWorld();
    const edited = honest(world);
    edited[2] = authorizeStakeInstruction({ stake: STAKE, authority: staker, newAuthority: STRANGER, role: 'withdrawer' });
    const withoutDeposit = edited.slice(0, 3);
    const { verdict, bytes } = await guard(world, rpc, withoutDeposit);
    expect(verdict).toMatchObject({
      refusal: expect.stringMatching(/^It would hand your stake account .* to .*, not to the pool's deposit authority\.$/),
    });
    expect(world.sendMeasured(bytes).ok).toBe(true);
    expect(Buffer.from(world.read(STAKE)!.data.subarray(44, 76))).toEqual(Buffer.from(addressBytes(STRANGER)));
  });

  it('refuses a Withdraw of the stake account to a stranger, even where the deposit still mints', async () => {
    const { world, rpc } = bringWorld();
    const withdraw = withdrawStakeLamportsInstruction({ stake: STAKE, recipient: STRANGER, withdrawer: staker, lamports: 1n });
    const { verdict } = await guard(world, rpc, [withdraw, ...honest(world)]);
    expect(verdict).toMatchObject({ refusal: 'Its transaction uses a Stake instruction a stake account deposit does not need (#4).' });
  });

  it('refuses a stake account left with the pool’s authority but not deposited', async () => {
    const { world, rpc } = bringWorld();
    const { verdict } = await guard(world, rpc, honest(world).slice(0, 3), 1n);
    expect(verdict).toMatchObject({
      refusal: expect.stringMatching(/^It would change your stake account .* without depositing it into the pool\.$/),
    });
  });

  it('refuses a deposit that mints less than the preview', async () => {
    const { world, rpc } = bringWorld();
    const { verdict } = await guard(world, rpc, honest(world), 74_993_633_766n);
    expect(verdict).toMatchObject({ refusal: expect.stringMatching(/^It would deliver 74\.993633765 picoSOL, less than/) });
  });
});

describe('the pool’s arithmetic for one stake account, against the real program’s own result', () => {
  /** The card's builder, sent as is: the referrer's account named, the minimum as given. */
  function sendDeposit(world: ExitWorld, minimumPoolTokens: bigint) {
    const pool = world.pool();
    const list = decodeValidatorList(world.read(pool.validatorList)!.data);
    const { transaction } = stakeDepositTransaction({
      staker,
      programId: PROGRAM_ID,
      pool,
      list,
      stake: STAKE,
      voter: VOTE.address,
      referrer: { wallet: REFERRER, accountUsable: true },
      minimumPoolTokens,
    });
    const bytes = compileTransaction({
      payer: staker,
      recentBlockhash: world.svm.latestBlockhash(),
      computeUnitLimit: 400_000,
      computeUnitPriceMicroLamports: 0,
      instructions: transaction.instructions,
    });
    return world.sendMeasured(bytes);
  }

  it.each([
    [
      'no fees at all',
      (pool: StakePool) => {
        pool.stakeDepositFee = { numerator: 0n, denominator: 0n };
        pool.solDepositFee = { numerator: 0n, denominator: 0n };
      },
    ],
    [
      '1 % on stake, 0.5 % on SOL, all of it to the referrer',
      (pool: StakePool) => {
        pool.stakeDepositFee = { numerator: 1n, denominator: 100n };
        pool.solDepositFee = { numerator: 1n, denominator: 200n };
        pool.stakeReferralFee = 100;
      },
    ],
    [
      'an odd rate (fees 3/7,000 and 1/3, a third to the referrer)',
      (pool: StakePool) => {
        pool.totalLamports = (pool.totalLamports * 3n) / 2n + 7n;
        pool.stakeDepositFee = { numerator: 3n, denominator: 7_000n };
        pool.solDepositFee = { numerator: 1n, denominator: 3n };
        pool.stakeReferralFee = 33;
      },
    ],
  ])('%s', async (_name, change) => {
    const { world } = bringWorld();
    changePool(world, change);
    const outcome = stakeDepositOutcome(world.pool(), { lamports: DEPOSIT_STAKE.lamports, stakeLamports: STAKED });
    if (!outcome.ok) throw new Error(outcome.refusal);
    const { preview } = outcome;
    const manager = PICOSOL.managerFee.address;
    const before = [tokensOf(world, STAKER_PICOSOL), tokensOf(world, REFERRER_PICOSOL), tokensOf(world, manager)];
    // One base unit more than the arithmetic gives: the program itself refuses (DepositStakeWithSlippage).
    expect(sendDeposit(world, preview.lstOut + 1n)).toMatchObject({ ok: false, error: expect.stringContaining('Custom') });
    expect(sendDeposit(world, preview.lstOut).ok).toBe(true);
    const gained = [tokensOf(world, STAKER_PICOSOL), tokensOf(world, REFERRER_PICOSOL), tokensOf(world, manager)].map(
      (after, index) => after - before[index]!,
    );
    expect(gained).toEqual([preview.lstOut, preview.fees.referral, preview.fees.stake + preview.fees.sol - preview.fees.referral]);
  });

  it('the figure LIFECYCLE.md records for the fixture pool (74,993,633,765 minted to the staker, 7,500,286 in fees)', () => {
    const outcome = stakeDepositOutcome(decodeStakePool(PICOSOL.pool.data), { lamports: 100_002_282_880n, stakeLamports: STAKED });
    expect(outcome).toEqual({
      ok: true,
      preview: {
        lamports: 100_002_282_880n,
        stakeLamports: STAKED,
        lstOut: 74_993_633_765n,
        fees: { stake: 7_499_943n, sol: 343n, referral: 0n },
      },
    });
  });

  it('refuses what the program refuses: nothing for the staker, a delegation above the lamports', () => {
    const pool = decodeStakePool(PICOSOL.pool.data);
    expect(stakeDepositOutcome(pool, { lamports: 1n, stakeLamports: 1n })).toEqual({ ok: false, refusal: 'too-small' });
    expect(stakeDepositOutcome(pool, { lamports: SOL, stakeLamports: 2n * SOL })).toEqual({ ok: false, refusal: 'calculation-failure' });
  });

  it('Authorize is the Stake program’s own encoding (as web3.js writes it)', () => {
    const ours = authorizeStakeInstruction({ stake: STAKE, authority: staker, newAuthority: STRANGER, role: 'withdrawer' });
    const theirs = StakeProgram.authorize({
      stakePubkey: new PublicKey(STAKE),
      authorizedPubkey: new PublicKey(staker),
      newAuthorizedPubkey: new PublicKey(STRANGER),
      stakeAuthorizationType: StakeAuthorizationLayout.Withdrawer,
    }).instructions[0]!;
    expect(Buffer.from(ours.data)).toEqual(theirs.data);
    // The same accounts and signer (web3.js marks the Clock writable, which the runtime demotes: ours reads it).
    expect(ours.accounts.map(({ address, signer }) => ({ address, signer }))).toEqual(
      theirs.keys.map(({ pubkey, isSigner }) => ({ address: pubkey.toBase58(), signer: isSigner })),
    );
  });
});
