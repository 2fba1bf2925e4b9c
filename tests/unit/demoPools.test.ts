// The demo world's stake pools: the accounts the demo RPC serves for them (read back by the widget's
// own decode and availability check, and by @solana/spl-stake-pool), and DepositSol as its chain
// stand-in runs it, built by the widget's depositTransaction, checked by the production guard, sent
// and confirmed through the widget's RPC client.
import { compiledAt, FIXED_LIMITS } from '../support/fixedBudget';
import { Keypair, VersionedTransaction } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { createRpcClient } from '../../widget/api/rpcClient';
import { resolveConfig } from '../../widget/core/config/config';
import { CLOCK_SYSVAR } from '../../widget/core/addresses/sysvars';
import { guardTransaction } from '../../widget/core/guard/guardTransaction';
import { PROGRAMS } from '../../widget/core/guard/programs';
import { readMint, readTokenAccount } from '../../widget/core/guard/tokenLayouts';
import { decodeTransaction } from '../../widget/solana/decodeTransaction';
import { inspectTransaction } from '../../widget/solana/inspectTransaction';
import { associatedTokenAddress, stakeAccounts } from '../../widget/solana/stakeAccounts';
import { depositOutcome } from '../../widget/stake/routes/deposit/depositArithmetic';
import { clockFrom } from '../../widget/core/stakePool/chainEpoch';
import { depositAvailability, type DepositUnavailable } from '../../widget/stake/routes/deposit/depositAvailability';
import { POOL_PROGRAM_IDS, poolProgramId } from '../../widget/core/stakePool/poolPrograms';
import { depositSolInstruction } from '../../widget/core/stakePool/depositSolInstruction';
import { depositTransaction, referrerAccountToRead, type DepositReferrer } from '../../widget/stake/routes/deposit/depositTransaction';
import { referrerAccountUsable } from '../../widget/stake/routes/deposit/referrerAccount';
import { decodeStakePool, type StakePool } from '../../widget/core/stakePool/stakePool';
import { compileTransaction, type InstructionAccount } from '../../widget/solana/compileTransaction';
import { TOKEN_ACCOUNT_RENT } from '../../demo/demoAccounts';
import { DEFAULT_BALANCE, runTransaction } from '../../demo/demoChain';
import { type DemoService, type Fault } from '../../demo/demoFaults';
import { demoProjects, evergreen } from '../../demo/demoProjects';
import { DEMO_EPOCH, demoValidatorStake, FAULT_OTHER_MINT, type DemoPool } from '../../demo/demoPools';
import { DEMO_VOTE_ACCOUNT } from '../../demo/demoVote';
import { decodeValidatorList } from '../../widget/core/stakePool/validatorList';
import { decodeStakeAccount } from '../../widget/core/stakePool/stakeAccount';
import { createDemoServices, DEMO_URLS } from '../../demo/demoServices';
import { createMockFetch } from '../../demo/mockFetch';
import { encodeStakePool, STAKE_ACCOUNT_RENT, stakePoolData } from '../../demo/stakePoolAccounts';
import { STAKE_PROGRAM } from '../../widget/core/addresses/nativePrograms';
import { libraryDecode, withoutEpochsAway } from '../support/splStakePoolLibrary';
import { dumpedAccount, PICOSOL } from '../support/stakePoolOnLitesvm';

const SOL = 1_000_000_000n;
/** One signature, and the deposit's priority fee: 100,000 units at 20,000 micro-lamports. */
const TRANSACTION_FEE = 5_000n + 2_000n;
const SYSVAR_PROGRAM = 'Sysvar1111111111111111111111111111111111111';

const poolEntries = demoProjects.filter((entry) => entry !== evergreen);
const bySymbol = (symbol: string) => demoProjects.find((entry) => entry.symbol === symbol)!;

/** The StakePool fields of a demo pool, without the demo's own bookkeeping. */
const fieldsOf = ({ address: _address, program: _program, owner: _owner, withdrawAuthority: _authority, ...pool }: DemoPool): StakePool =>
  pool;

/** The demo services, the widget's RPC client on them, and raw JSON-RPC for what that client does not ask. */
function demo(faults: [DemoService, Fault][] = []) {
  const services = createDemoServices({ faults });
  const fetch = createMockFetch(services.answer);
  const rpc = createRpcClient(resolveConfig({ ...DEMO_URLS, fetch, timeoutMs: 1_000 }));
  const call = async (method: string, params: unknown[]) => {
    const response = await fetch(DEMO_URLS.rpcUrl, { method: 'POST', body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) });
    return { status: response.status, body: (await response.json()) as { result?: unknown; error?: { code: number; message: string } } };
  };
  const latestBlockhash = async () => {
    const { body } = await call('getLatestBlockhash', [{ commitment: 'confirmed' }]);
    return (body.result as { value: { blockhash: string; lastValidBlockHeight: number } }).value;
  };
  /**
   * The deposit route's one read: the pool, the mint, the clock and, with a referrer, its account for
   * the mint; judged as the widget judges them.
   */
  const readPool = async (mint: string, referrer?: string) => {
    const entry = demoProjects.find((candidate) => candidate.mint === mint)!;
    const programId = poolProgramId(entry.pool!.program!)!;
    const poolAddress = entry.pool!.pool!;
    const listed = { poolMint: mint, tokenProgramId: entry.token_program };
    const referrerAccount = referrer ? [referrerAccountToRead(referrer, listed)] : [];
    const { accounts } = await rpc.getMultipleAccounts([poolAddress, mint, CLOCK_SYSVAR, ...referrerAccount]);
    const [poolAccount, mintAccount, clock, referrerTokens] = accounts;
    const availability = depositAvailability({
      poolAccount: poolAccount ?? null,
      mintAccount: mintAccount ?? null,
      programId,
      mint,
      currentEpoch: clockFrom(clock)!.epoch,
    });
    const referrerFor = (pool: StakePool): DepositReferrer | null =>
      referrer ? { wallet: referrer, accountUsable: referrerAccountUsable(referrerTokens ?? null, pool) } : null;
    return { availability, programId, poolAddress, poolAccount, mintAccount, clock, referrerFor };
  };
  return { services, rpc, call, latestBlockhash, readPool };
}

/** A staker's deposit through the demo RPC, as the widget makes it: read, build, guard, sign, send, confirm. */
async function depositThroughDemo(
  world: ReturnType<typeof demo>,
  mint: string,
  lamports: bigint,
  { referrer, staker = Keypair.generate() }: { referrer?: string; staker?: Keypair } = {},
) {
  const { availability, programId, poolAddress, referrerFor } = await world.readPool(mint, referrer);
  if (!availability.ok) throw new Error(`the pool is not available: ${availability.reason}`);
  const pool = availability.pool;
  const wallet = staker.publicKey.toBase58();
  const { blockhash } = await world.latestBlockhash();
  const named = referrerFor(pool);
  const predicted = depositOutcome(pool, lamports, { referrerIsStaker: !named?.accountUsable });
  if (!predicted.ok) throw new Error(`predicted a refusal: ${predicted.refusal}`);
  const transaction = depositTransaction({
    staker: wallet,
    pool: { ...pool, address: poolAddress },
    programId,
    referrer: named,
    lamports,
    minimumPoolTokens: predicted.stakerPart,
  });
  // Compiled as the route did before the road priced our own transactions (see fixedBudget).
  const bytes = compiledAt(transaction.transaction, blockhash, FIXED_LIMITS.deposit);
  expect(transaction.referrerIsStaker).toBe(!named?.accountUsable);
  const entry = demoProjects.find((candidate) => candidate.mint === mint)!;
  const inspection = await inspectTransaction(world.rpc, decodeTransaction(bytes), [
    mint,
    CLOCK_SYSVAR,
    ...Object.values(stakeAccounts(wallet, mint).lstAccountByProgram),
  ]);
  if ('refusal' in inspection) throw new Error('the transaction could not be inspected');
  const verdict = guardTransaction(inspection, {
    accounts: stakeAccounts(wallet, mint),
    token: { mint, symbol: entry.symbol, decimals: entry.decimals, tokenProgram: PROGRAMS.token },
    lamports,
    minimumOut: predicted.stakerReceives,
    aggregatorProgramIds: [programId],
  });
  const signed = VersionedTransaction.deserialize(bytes);
  signed.sign([staker]);
  const signature = await world.rpc.sendTransaction(signed.serialize());
  const status = await world.rpc.getSignatureStatus(signature);
  const balances = await world.rpc.getTokenBalanceChanges(signature);
  return { pool, predicted, transaction, verdict, signature, status, balances, wallet, inspection };
}

const tokensAt = (world: ReturnType<typeof demo>, address: string) => world.services.chain.tokenAccounts.get(address)?.amount ?? null;

describe('the demo pools’ accounts, as the program writes them', () => {
  it.each([
    ['picoSOL', PICOSOL.pool.data],
    ['jupSOL', dumpedAccount('jupsol-stake-pool').data],
  ])('the encoder writes %s’s real pool account back byte for byte (the struct; the account keeps old bytes after it)', (_name, data) => {
    const struct = encodeStakePool(decodeStakePool(data));
    expect(struct).toEqual(data.subarray(0, struct.length));
    expect(stakePoolData(decodeStakePool(data), data.length).subarray(0, struct.length)).toEqual(struct);
  });

  it('each demo pool account reads back whole, by the widget’s decode and by @solana/spl-stake-pool’s', () => {
    const { chain } = createDemoServices();
    expect(chain.pools.size).toBe(4);
    for (const pool of chain.pools.values()) {
      const data = stakePoolData(pool);
      expect(decodeStakePool(data)).toEqual(fieldsOf(pool));
      expect(libraryDecode(data)).toEqual(withoutEpochsAway(fieldsOf(pool)));
    }
  });

  it('round-trips every optional field: future fees one and two epochs away, preferred validators, authorities', () => {
    const [pool] = createDemoServices().chain.pools.values();
    const key = () => Keypair.generate().publicKey.toBase58();
    const full: StakePool = {
      ...fieldsOf(pool!),
      lockup: { unixTimestamp: -5n, epoch: 900n, custodian: key() },
      nextEpochFee: { epochsAway: 1, fee: { numerator: 7n, denominator: 100n } },
      preferredDepositValidatorVoteAddress: key(),
      preferredWithdrawValidatorVoteAddress: key(),
      nextStakeWithdrawalFee: { epochsAway: 2, fee: { numerator: 3n, denominator: 1_000n } },
      solDepositAuthority: key(),
      solWithdrawAuthority: key(),
      nextSolWithdrawalFee: { epochsAway: 2, fee: { numerator: 1n, denominator: 500n } },
    };
    expect(decodeStakePool(stakePoolData(full))).toEqual(full);
  });
});

describe('the demo list’s projects are pools', () => {
  it('every project but evergreen names an SPL stake pool, its program and its validator list; evergreen is swap only', () => {
    expect(poolEntries.map((entry) => entry.pool!.program)).toEqual(['SanctumSpl', 'Spl', 'SanctumSplMulti', 'SanctumSpl']);
    const { chain } = createDemoServices();
    for (const entry of poolEntries) {
      const pool = chain.pools.get(entry.pool!.pool!)!;
      expect(entry.pool).toEqual({ program: pool.program, pool: pool.address, validator_list: pool.validatorList });
      expect(pool).toMatchObject({ poolMint: entry.mint, owner: poolProgramId(entry.pool!.program!), lastUpdateEpoch: DEMO_EPOCH });
    }
    expect(poolProgramId(evergreen.pool!.program!)).toBeNull();
    expect(chain.pools.has(evergreen.pool!.pool!)).toBe(false);
  });

  it.each(poolEntries.map((entry) => [entry.symbol, entry.mint]))(
    '%s: the RPC serves the pool, its mint, the clock, the reserve and the validator list; the deposit route may run',
    async (_symbol, mint) => {
      const world = demo();
      const { availability, poolAccount, mintAccount, clock, programId } = await world.readPool(mint);
      const held = world.services.chain.pools.get(demoProjects.find((entry) => entry.mint === mint)!.pool!.pool!)!;
      expect(availability).toEqual({ ok: true, pool: fieldsOf(held) });
      expect(poolAccount!.owner).toBe(programId);
      expect(mintAccount!.owner).toBe(PROGRAMS.token);
      expect(readMint(mintAccount!.data)).toMatchObject({
        supply: held.poolTokenSupply,
        mintAuthority: held.withdrawAuthority,
        decimals: 9,
      });
      expect(clock!.owner).toBe(SYSVAR_PROGRAM);
      expect(clock!.data).toHaveLength(40);
      expect(clockFrom(clock)?.epoch).toBe(DEMO_EPOCH);
      const { accounts } = await world.rpc.getMultipleAccounts([
        held.reserveStake,
        held.validatorList,
        held.managerFeeAccount,
        demoValidatorStake(held),
      ]);
      const [reserve, validatorList, managerFee, validatorStake] = accounts;
      // The pool's total is its reserve above the reserve's rent and its one validator's stake account, as its update counts it.
      expect(reserve!.owner).toBe(STAKE_PROGRAM);
      expect(reserve!.lamports - STAKE_ACCOUNT_RENT + validatorStake!.lamports).toBe(held.totalLamports);
      expect(validatorList).toMatchObject({ owner: programId });
      const list = decodeValidatorList(validatorList!.data);
      expect(list.validators).toEqual([
        expect.objectContaining({ voteAccount: DEMO_VOTE_ACCOUNT, status: 'active', lastUpdateEpoch: DEMO_EPOCH }),
      ]);
      expect(list.validators[0]!.activeStakeLamports).toBe(validatorStake!.lamports);
      expect(decodeStakeAccount(validatorStake!.data)).toMatchObject({
        kind: 'delegated',
        meta: { staker: held.withdrawAuthority, withdrawer: held.withdrawAuthority },
        delegation: { voter: DEMO_VOTE_ACCOUNT, stake: validatorStake!.lamports - STAKE_ACCOUNT_RENT },
      });
      expect(readTokenAccount(managerFee!.data)).toMatchObject({ mint, owner: held.manager });
      expect(world.services.requests.map((request) => request.service)).toEqual(['rpc-pool', 'rpc-simulate']);
    },
  );

  it('a real list entry’s pool, which the demo chain does not hold, is no stake pool there: the card swaps', async () => {
    const real = {
      ...evergreen,
      mint: 'XAPdauNsFgUDLFMPxQJeEJ2JmZ758dXBrgzxShoshrk',
      symbol: 'PrinSOL',
      pool: { program: 'SanctumSpl', pool: '3Cj3z5DFXd884BpJ1mM2MfNd4fhi1XcKk9FYd6XCsdoD' },
    };
    const services = createDemoServices({ lsts: () => [...demoProjects, real] });
    const rpc = createRpcClient(resolveConfig({ ...DEMO_URLS, fetch: createMockFetch(services.answer), timeoutMs: 1_000 }));
    const [poolAccount, mintAccount] = (await rpc.getMultipleAccounts([real.pool.pool, real.mint, CLOCK_SYSVAR])).accounts;
    const availability = depositAvailability({
      poolAccount: poolAccount ?? null,
      mintAccount: mintAccount ?? null,
      programId: POOL_PROGRAM_IDS.SanctumSpl,
      mint: real.mint,
      currentEpoch: DEMO_EPOCH,
    });
    expect(availability.ok).toBe(false);
    expect(services.requests.map((request) => request.service)).toEqual(['rpc-pool']);
  });

  it('the aggregator and the swap quote service quote a pool’s token a little under its deposit, so the card picks the deposit', async () => {
    const world = demo();
    const mint = bySymbol('seqSOL').mint;
    const { availability } = await world.readPool(mint);
    if (!availability.ok) throw new Error('unavailable');
    const deposit = depositOutcome(availability.pool, SOL, { referrerIsStaker: true });
    if (!deposit.ok) throw new Error('refused');
    const fetch = createMockFetch(world.services.answer);
    const quote = (await (
      await fetch(
        `${DEMO_URLS.aggregatorApiUrl}/swap/v1/quote?inputMint=So11111111111111111111111111111111111111112&outputMint=${mint}&amount=${SOL}&slippageBps=50`,
      )
    ).json()) as { outAmount: string; otherAmountThreshold: string };
    const preview = (await (await fetch(`${DEMO_URLS.quoteApiUrl}/swap/quote?outputLstMint=${mint}&amount=${SOL}`)).json()) as {
      outAmount: string;
    };
    expect(BigInt(quote.outAmount)).toBe((deposit.stakerReceives * 9_970n) / 10_000n);
    expect(BigInt(preview.outAmount)).toBe(BigInt(quote.outAmount));
    expect(BigInt(quote.otherAmountThreshold)).toBeLessThan(deposit.stakerReceives);
  });
});

describe('DepositSol on the demo chain', () => {
  it('getLatestBlockhash gives a blockhash that isBlockhashValid accepts', async () => {
    const world = demo();
    const { body } = await world.call('getLatestBlockhash', [{ commitment: 'confirmed' }]);
    expect(body.result).toEqual({
      context: { slot: expect.any(Number) },
      value: { blockhash: expect.stringMatching(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/), lastValidBlockHeight: expect.any(Number) },
    });
    const { blockhash } = (body.result as { value: { blockhash: string } }).value;
    expect(await world.rpc.isBlockhashValid(blockhash)).toBe(true);
    expect(await world.rpc.isBlockhashValid(Keypair.generate().publicKey.toBase58())).toBe(false);
    expect((await demo([['rpc-blockhash', 'error']]).call('getLatestBlockhash', [{ commitment: 'confirmed' }])).status).toBe(500);
  });

  /** What 1 SOL gives a staker with no referrer, in base units (9 decimals): the figure the card must show. */
  const ONE_SOL_GIVES = { canSOL: 924_320_033n, mossSOL: 803_589_571n, fernSOL: 975_210_111n, seqSOL: 742_227_738n };

  it.each(Object.entries(ONE_SOL_GIVES))(
    '%s: a new staker’s 1 SOL gives %i: the guard accepts it, and exactly that lands; the fee and the rent are as stated',
    async (symbol, figure) => {
      const world = demo();
      const { mint } = bySymbol(symbol);
      const { pool, predicted, transaction, verdict, status, balances, wallet } = await depositThroughDemo(world, mint, SOL);
      expect(predicted.stakerReceives).toBe(figure);
      expect(verdict).toEqual({ decimals: 9, fee: TRANSACTION_FEE, lstGained: predicted.stakerReceives, solSpent: SOL + TRANSACTION_FEE });
      expect(status).toMatchObject({ err: null, confirmationStatus: 'confirmed' });
      expect(tokensAt(world, transaction.stakerTokenAccount)).toBe(predicted.stakerReceives);
      // The new account's rent is the staker's too: it is in their new token account.
      expect(DEFAULT_BALANCE - world.services.chain.balances.get(wallet)!).toBe(SOL + TRANSACTION_FEE + TOKEN_ACCOUNT_RENT);
      expect(world.services.chain.tokenAccounts.get(transaction.stakerTokenAccount)!.lamports).toBe(TOKEN_ACCOUNT_RENT);
      // What getTransaction says arrived: the staker's LST, and the manager's fee when there is one.
      expect(balances).toContainEqual({ mint, owner: wallet, before: 0n, after: predicted.stakerReceives });
      const managerChange = balances!.filter((change) => change.owner === pool.manager);
      expect(managerChange.map((change) => change.after - change.before)).toEqual(
        predicted.managerReceives > 0n ? [predicted.managerReceives] : [],
      );
      // The pool's totals move: its rate after is the program's, not the seed's.
      const after = await world.readPool(mint);
      if (!after.availability.ok) throw new Error('unavailable after');
      expect(after.availability.pool).toMatchObject({
        totalLamports: pool.totalLamports + SOL,
        poolTokenSupply: pool.poolTokenSupply + predicted.newPoolTokens,
      });
      expect(readMint(after.mintAccount!.data)!.supply).toBe(pool.poolTokenSupply + predicted.newPoolTokens);
      const [reserve, validatorStake] = (
        await world.rpc.getMultipleAccounts([
          pool.reserveStake,
          demoValidatorStake(world.services.chain.pools.get(demoProjects.find((entry) => entry.mint === mint)!.pool!.pool!)!),
        ])
      ).accounts;
      expect(reserve!.lamports - STAKE_ACCOUNT_RENT + validatorStake!.lamports).toBe(pool.totalLamports + SOL);
    },
  );

  it('a staker who holds the LST already: no rent, and the tokens add up; a second deposit is priced at the moved rate', async () => {
    const world = demo();
    const staker = Keypair.generate();
    const mint = bySymbol('fernSOL').mint;
    const first = await depositThroughDemo(world, mint, 7_123_456_789n, { staker });
    const second = await depositThroughDemo(world, mint, 2n * SOL, { staker });
    expect(second.pool.totalLamports).toBe(first.pool.totalLamports + 7_123_456_789n);
    expect(second.verdict).toMatchObject({ lstGained: second.predicted.stakerReceives, solSpent: 2n * SOL + TRANSACTION_FEE });
    expect(tokensAt(world, first.transaction.stakerTokenAccount)).toBe(first.predicted.stakerReceives + second.predicted.stakerReceives);
    expect(DEFAULT_BALANCE - world.services.chain.balances.get(first.wallet)!).toBe(
      7_123_456_789n + 2n * SOL + 2n * TRANSACTION_FEE + TOKEN_ACCOUNT_RENT,
    );
  });

  it('mossSOL with a referrer whose account exists: the referrer gets its half of the fee, the manager the other', async () => {
    const world = demo();
    const mint = bySymbol('mossSOL').mint;
    const referrer = Keypair.generate().publicKey.toBase58();
    const referrerAccount = associatedTokenAddress(referrer, mint, PROGRAMS.token);
    world.services.chain.tokenAccounts.set(referrerAccount, {
      mint,
      owner: referrer,
      program: PROGRAMS.token,
      amount: 5n,
      lamports: TOKEN_ACCOUNT_RENT,
    });
    const { pool, predicted, transaction, verdict, balances } = await depositThroughDemo(world, mint, 3n * SOL, { referrer });
    expect(transaction).toMatchObject({ referrerTokenAccount: referrerAccount, referrerIsStaker: false });
    expect(predicted.referrerReceives).toBeGreaterThan(0n);
    expect(predicted.referrerReceives + predicted.managerReceives).toBe(predicted.depositFee);
    expect(verdict).toMatchObject({ lstGained: predicted.stakerReceives });
    expect(tokensAt(world, referrerAccount)).toBe(5n + predicted.referrerReceives);
    expect(tokensAt(world, transaction.stakerTokenAccount)).toBe(predicted.stakerReceives);
    expect(tokensAt(world, pool.managerFeeAccount)).toBe(pool.poolTokenSupply / 500n + predicted.managerReceives);
    expect(balances).toContainEqual({ mint, owner: referrer, before: 5n, after: 5n + predicted.referrerReceives });
  });

  it('mossSOL with a referrer who has no account: the staker’s own account is named, and takes the referral share', async () => {
    const world = demo();
    const mint = bySymbol('mossSOL').mint;
    const referrer = Keypair.generate().publicKey.toBase58();
    const { pool, predicted, transaction } = await depositThroughDemo(world, mint, 3n * SOL, { referrer });
    expect(transaction.referrerIsStaker).toBe(true);
    const separately = depositOutcome(pool, 3n * SOL, { referrerIsStaker: false });
    if (!separately.ok) throw new Error('refused');
    expect(separately.referralFee).toBeGreaterThan(0n);
    expect(predicted.stakerReceives).toBe(separately.stakerReceives + separately.referralFee);
    expect(tokensAt(world, transaction.stakerTokenAccount)).toBe(predicted.stakerReceives);
    expect(tokensAt(world, pool.managerFeeAccount)).toBe(pool.poolTokenSupply / 500n + predicted.managerReceives);
  });
});

describe('the pool faults make the RPC answer what the widget must refuse', () => {
  const canopy = bySymbol('canSOL');

  it.each<[Fault, DepositUnavailable]>([
    ['stale', 'stale'],
    ['deposit-authority', 'deposit-authority'],
    ['wrong-program', 'wrong-program'],
    ['wrong-mint', 'wrong-mint'],
  ])('rpc-pool:%s', async (fault, reason) => {
    const world = demo([['rpc-pool', fault]]);
    const { availability, poolAccount } = await world.readPool(canopy.mint);
    expect(availability).toMatchObject({ ok: false, reason });
    const served = decodeStakePool(poolAccount!.data);
    if (fault === 'stale') expect(served.lastUpdateEpoch).toBe(DEMO_EPOCH - 1n);
    if (fault === 'wrong-program') expect(poolAccount!.owner).toBe(POOL_PROGRAM_IDS.Spl);
    if (fault === 'wrong-mint') expect(served.poolMint).toBe(FAULT_OTHER_MINT);
    // Mended, the same pool is available again: the fault never changed the chain.
    world.services.faults.set('rpc-pool', null);
    expect((await world.readPool(canopy.mint)).availability.ok).toBe(true);
  });

  it('rpc-pool:error breaks the pool read only: the guard’s reads still answer', async () => {
    const world = demo([['rpc-pool', 'error']]);
    await expect(world.readPool(canopy.mint)).rejects.toThrow();
    expect((await world.rpc.getMultipleAccounts([canopy.mint])).accounts[0]!.owner).toBe(PROGRAMS.token);
  });

  /** A deposit built while the pool was fine, then simulated and sent after the fault is set. */
  const builtBefore = async (fault: Fault) => {
    const world = demo();
    const staker = Keypair.generate();
    const { availability, programId, poolAddress } = await world.readPool(canopy.mint);
    if (!availability.ok) throw new Error('unavailable');
    const transaction = depositTransaction({
      staker: staker.publicKey.toBase58(),
      pool: { ...availability.pool, address: poolAddress },
      programId,
      referrer: null,
      lamports: SOL,
      minimumPoolTokens: 1n,
    });
    world.services.faults.set('rpc-pool', fault);
    const signed = VersionedTransaction.deserialize(
      compiledAt(transaction.transaction, (await world.latestBlockhash()).blockhash, FIXED_LIMITS.deposit),
    );
    signed.sign([staker]);
    return { world, staker, transaction, signed, pool: availability.pool };
  };

  it('a stale pool’s deposit is refused by the chain stand-in too: in simulation, and on chain for only the fee', async () => {
    const { world, staker, transaction, signed, pool } = await builtBefore('stale');
    const simulation = await world.rpc.simulateTransaction(signed.serialize(), [staker.publicKey.toBase58()]);
    // The third instruction, DepositSol: StakeListAndPoolOutOfDate.
    expect(simulation.err).toEqual({ InstructionError: [3, { Custom: 17 }] });
    expect(simulation.logs).toContain('Program log: Error: StakeListAndPoolOutOfDate');
    const signature = await world.rpc.sendTransaction(signed.serialize());
    expect(await world.rpc.getSignatureStatus(signature)).toMatchObject({ err: { InstructionError: [3, { Custom: 17 }] } });
    expect(tokensAt(world, transaction.stakerTokenAccount)).toBeNull();
    expect(DEFAULT_BALANCE - world.services.chain.balances.get(staker.publicKey.toBase58())!).toBe(TRANSACTION_FEE);
    expect(world.services.chain.pools.get(canopy.pool!.pool!)).toMatchObject({ totalLamports: pool.totalLamports });
  });

  it.each<[Fault, unknown]>([
    ['deposit-authority', 'NotEnoughAccountKeys'],
    ['wrong-program', 'IncorrectProgramId'],
    ['wrong-mint', { Custom: 10 }],
  ])('rpc-pool:%s: the chain refuses a deposit built without seeing it (%j)', async (fault, error) => {
    const { world, staker, signed } = await builtBefore(fault);
    const simulation = await world.rpc.simulateTransaction(signed.serialize(), [staker.publicKey.toBase58()]);
    expect(simulation.err).toEqual({ InstructionError: [3, error] });
  });
});

describe('DepositSol refuses what the program refuses', () => {
  const canopy = bySymbol('canSOL').pool!.pool!;

  /**
   * A staker (with an empty account of the LST) runs one DepositSol on a fresh demo chain: for the pool
   * with `change` made to what the instruction names, `extra` accounts after its ten, the chain showing
   * its pools by `serve`.
   */
  const run = ({
    change = () => ({}),
    lamports = SOL,
    minimumPoolTokens = 1n,
    extra = [],
    serve,
  }: {
    change?: (pool: DemoPool) => Partial<DemoPool>;
    lamports?: bigint;
    minimumPoolTokens?: bigint;
    extra?: InstructionAccount[];
    serve?: (pool: DemoPool) => DemoPool;
  } = {}) => {
    const { chain } = createDemoServices();
    const held = chain.pools.get(canopy)!;
    const pool = { ...held, ...change(held) };
    const staker = Keypair.generate().publicKey.toBase58();
    const stakerTokenAccount = associatedTokenAddress(staker, held.poolMint, PROGRAMS.token);
    const empty = { mint: held.poolMint, owner: staker, program: PROGRAMS.token, amount: 0n, lamports: TOKEN_ACCOUNT_RENT };
    chain.tokenAccounts.set(stakerTokenAccount, empty);
    const instruction = depositSolInstruction({
      programId: held.owner,
      pool,
      withdrawAuthority: pool.withdrawAuthority,
      staker,
      stakerTokenAccount,
      referrerTokenAccount: stakerTokenAccount,
      lamports,
      minimumPoolTokens,
    });
    const bytes = compileTransaction({
      payer: staker,
      recentBlockhash: Keypair.generate().publicKey.toBase58(),
      computeUnitLimit: 100_000,
      computeUnitPriceMicroLamports: 20_000,
      instructions: [{ ...instruction, accounts: [...instruction.accounts, ...extra] }],
    });
    return runTransaction(chain, decodeTransaction(bytes), serve);
  };
  /** DepositSol is the third instruction, after the compute budget's two. */
  const refused = (error: unknown) => ({ InstructionError: [2, error] });

  it('accepts the honest instruction; its fee is the signature and the priority fee', () => {
    const { err, fee, logs } = run();
    expect(err).toBeNull();
    expect(fee).toBe(TRANSACTION_FEE);
    expect(logs.join()).toMatch(/DepositSol: 1000000000 lamports/);
  });

  it.each<[string, (pool: DemoPool) => Partial<DemoPool>, unknown]>([
    ['another reserve: InvalidProgramAddress', () => ({ reserveStake: Keypair.generate().publicKey.toBase58() }), { Custom: 1 }],
    [
      'another withdraw authority: InvalidProgramAddress',
      () => ({ withdrawAuthority: Keypair.generate().publicKey.toBase58() }),
      { Custom: 1 },
    ],
    [
      'another manager fee account: InvalidFeeAccount',
      () => ({ managerFeeAccount: Keypair.generate().publicKey.toBase58() }),
      { Custom: 9 },
    ],
    ['another mint: WrongPoolMint', () => ({ poolMint: Keypair.generate().publicKey.toBase58() }), { Custom: 10 }],
    ['another token program', () => ({ tokenProgramId: PROGRAMS.token2022 }), 'IncorrectProgramId'],
  ])('%s', (_what, change, error) => {
    expect(run({ change }).err).toEqual(refused(error));
  });

  it('a minimum above the staker’s part: ExceededSlippage, as the program says (39); at it, the deposit lands', () => {
    const held = createDemoServices().chain.pools.get(canopy)!;
    const part = depositOutcome(held, SOL, { referrerIsStaker: true });
    if (!part.ok) throw new Error('predicted a refusal');
    expect(run({ minimumPoolTokens: part.stakerPart + 1n }).err).toEqual(refused({ Custom: 39 }));
    expect(run({ minimumPoolTokens: part.stakerPart }).err).toBeNull();
  });

  it('a deposit too small for one pool token: DepositTooSmall', () => {
    expect(run({ lamports: 1n }).err).toEqual(refused({ Custom: 29 }));
  });

  it('a pool with a SOL deposit authority: its absence, another address, or no signature is refused', () => {
    const authority = Keypair.generate().publicKey.toBase58();
    const serve = (pool: DemoPool) => ({ ...pool, solDepositAuthority: authority });
    const named = (address: string): InstructionAccount[] => [{ address, signer: false, writable: false }];
    expect(run({ serve }).err).toEqual(refused('NotEnoughAccountKeys'));
    expect(run({ serve, extra: named(Keypair.generate().publicKey.toBase58()) }).err).toEqual(refused({ Custom: 31 }));
    expect(run({ serve, extra: named(authority) }).err).toEqual(refused({ Custom: 7 }));
  });

  it('a staker without the lamports: the transfer fails, and nothing is minted', () => {
    const { err, ledger } = run({ lamports: DEFAULT_BALANCE });
    expect(err).toEqual(refused({ Custom: 1 }));
    expect(ledger.pools.get(canopy)!.poolTokenSupply).toBe(createDemoServices().chain.pools.get(canopy)!.poolTokenSupply);
  });
});
