import { compiledAt, exitLimit, FIXED_LIMITS } from './fixedBudget';
import { Keypair, VersionedTransaction } from '@solana/web3.js';
import { createRpcClient } from '../../widget/api/rpcClient';
import { resolveConfig } from '../../widget/core/config/config';
import { CLOCK_SYSVAR } from '../../widget/core/addresses/sysvars';
import { guardExit, type ExitGuardVerdict } from '../../widget/core/guard/guardExit';
import { PROGRAMS } from '../../widget/core/guard/programs';
import { instantExit, stakeExit, type StakeReading } from '../../widget/core/stakePool/exitArithmetic';
import { decodeStakeAccount } from '../../widget/core/stakePool/stakeAccount';
import { decodeStakePool } from '../../widget/core/stakePool/stakePool';
import { poolProgramId } from '../../widget/core/stakePool/poolPrograms';
import { decodeValidatorList, type ValidatorList } from '../../widget/core/stakePool/validatorList';
import { decodeTransaction } from '../../widget/solana/decodeTransaction';
import { exitStakeCandidates } from '../../widget/solana/exitStakeAccounts';
import { exitTransaction, type ExitRequest } from '../../widget/solana/exitTransaction';
import { inspectTransaction } from '../../widget/solana/inspectTransaction';
import { stakeAccounts } from '../../widget/solana/stakeAccounts';
import { validatorStakeAddressOf } from '../../widget/solana/stakePoolStakeAddresses';
import { depositOutcome } from '../../widget/stake/routes/deposit/depositArithmetic';
import { depositTransaction } from '../../widget/stake/routes/deposit/depositTransaction';
import type { FaultList } from '../../demo/demoFaults';
import { demoProjects } from '../../demo/demoProjects';
import { createDemoServices, DEMO_URLS } from '../../demo/demoServices';
import { createMockFetch } from '../../demo/mockFetch';
import { STAKE_ACCOUNT_RENT } from '../../demo/stakePoolAccounts';

/**
 * A staker's exits through the demo RPC, as the card will make them: the pool, its validator list,
 * reserve and validator stakes read with the widget's RPC client, the figure by the widget's
 * `instantExit`/`stakeExit`, the transaction by `exitTransaction`, inspected by simulation and judged
 * by the production exit guard, then signed and sent. The staker first holds the LST from a real
 * deposit on the same chain.
 */
export function exitOnDemo({ symbol = 'fernSOL', faults = [] }: { symbol?: string; faults?: FaultList } = {}) {
  const services = createDemoServices({ faults });
  const rpc = createRpcClient(resolveConfig({ ...DEMO_URLS, fetch: createMockFetch(services.answer), timeoutMs: 5_000 }));
  const keypair = Keypair.generate();
  const staker = keypair.publicKey.toBase58();
  const entry = demoProjects.find((candidate) => candidate.symbol === symbol)!;
  const mint = entry.mint;
  const programId = poolProgramId(entry.pool!.program!)!;
  const poolAddress = entry.pool!.pool!;
  const accounts = stakeAccounts(staker, mint);
  const lstAccount = accounts.lstAccountByProgram[PROGRAMS.token]!;

  const stakeReading = (address: string, account: { lamports: bigint; data: Uint8Array }): StakeReading => ({
    address,
    lamports: account.lamports,
    rentExemptReserve: decodeStakeAccount(account.data).meta!.rentExemptReserve,
  });

  /** The pool and what an exit reads beside it, as the RPC shows them now. */
  async function read() {
    const [poolAccount] = (await rpc.getMultipleAccounts([poolAddress])).accounts;
    const pool = { ...decodeStakePool(poolAccount!.data), address: poolAddress };
    const [listAccount, reserveAccount] = (await rpc.getMultipleAccounts([pool.validatorList, pool.reserveStake])).accounts;
    const list: ValidatorList = decodeValidatorList(listAccount!.data);
    const addresses = list.validators.map((validator) =>
      validatorStakeAddressOf(programId, validator.voteAccount, poolAddress, validator.validatorSeedSuffix),
    );
    const read = (await rpc.getMultipleAccounts(addresses)).accounts;
    const stakes = new Map(list.validators.map((validator, at) => [validator.voteAccount, stakeReading(addresses[at]!, read[at]!)]));
    return { pool, list, reserve: stakeReading(pool.reserveStake, reserveAccount!), stakes };
  }

  const blockhash = () => rpc.getLatestBlockhash();

  /** Signs and sends; the chain's verdict on it (null: it succeeded). */
  async function send(bytes: Uint8Array) {
    const signed = VersionedTransaction.deserialize(bytes);
    signed.sign([keypair]);
    const signature = await rpc.sendTransaction(signed.serialize());
    return { signature, err: services.chain.failures.get(signature) ?? null };
  }

  /** A deposit by the widget's own route builder, so the staker holds the LST the pool's arithmetic gives. */
  async function deposit(lamports: bigint) {
    const { pool } = await read();
    const predicted = depositOutcome(pool, lamports, { referrerIsStaker: true });
    if (!predicted.ok) throw new Error(`the deposit was refused: ${predicted.refusal}`);
    const transaction = depositTransaction({
      staker,
      pool,
      programId,
      referrer: null,
      lamports,
      minimumPoolTokens: predicted.stakerPart,
    });
    const sent = await send(compiledAt(transaction.transaction, await blockhash(), FIXED_LIMITS.deposit));
    if (sent.err) throw new Error(`the deposit failed: ${JSON.stringify(sent.err)}`);
    return predicted.stakerReceives;
  }

  /** The exit's transaction, inspected by simulation and judged by the exit guard, as the card would before asking to sign. */
  async function guard(bytes: Uint8Array, shown: { poolTokens: bigint; minimumLamports: bigint; stakeAccount?: string; votes?: string[] }) {
    const expected = { ...accounts, exitStakeAccount: shown.stakeAccount };
    const watch = [mint, CLOCK_SYSVAR, ...Object.values(expected.lstAccountByProgram)];
    const inspection = await inspectTransaction(rpc, decodeTransaction(bytes), watch);
    if ('refusal' in inspection) throw new Error('the exit could not be inspected');
    const verdict: ExitGuardVerdict = guardExit(inspection, {
      accounts: expected,
      token: { mint, symbol, decimals: entry.decimals, tokenProgram: PROGRAMS.token },
      programIds: [programId],
      poolTokens: shown.poolTokens,
      minimumLamports: shown.minimumLamports,
      stakeAccount: shown.stakeAccount ? { address: shown.stakeAccount, validators: shown.votes ?? null } : undefined,
    });
    return verdict;
  }

  const base = async (poolTokens: bigint, minimumLamports: bigint) => {
    const { pool } = await read();
    return { programId, pool, staker, stakerTokenAccount: lstAccount, poolTokens, minimumLamports };
  };
  /** The exit compiled as its builder's fixed budget would (see fixedBudget), `tamper`ed first. */
  const compiled = async (request: ExitRequest, tamper: (request: ExitRequest) => ExitRequest) => {
    const tampered = tamper(request);
    return compiledAt(exitTransaction(tampered), await blockhash(), exitLimit(tampered.exit.kind, tampered.updateFirst));
  };

  /** Instant SOL from the reserve: the offer, its transaction (minimum: the figure, or 1 to let the chain refuse). */
  async function instant(poolTokens: bigint, tamper: (request: ExitRequest) => ExitRequest = (request) => request) {
    const { pool, reserve } = await read();
    const predicted = instantExit(pool, reserve, poolTokens);
    const request: ExitRequest = { ...(await base(poolTokens, predicted.ok ? predicted.lamports : 1n)), exit: { kind: 'instant' } };
    return { predicted, bytes: await compiled(request, tamper) };
  }

  /** A stake account at the staker's seed `index`: the offer, its transaction, and where the account will be. */
  async function stake(poolTokens: bigint, index = 0, tamper: (request: ExitRequest) => ExitRequest = (request) => request) {
    const { pool, list, reserve, stakes } = await read();
    const minimumDelegation = await rpc.getStakeMinimumDelegation();
    const predicted = stakeExit(pool, list, stakes, reserve, poolTokens, minimumDelegation);
    const candidate = (await exitStakeCandidates(staker, poolAddress))[index]!;
    const splitFrom = predicted.ok ? predicted.source.address : [...stakes.values()][0]!.address;
    const request: ExitRequest = {
      ...(await base(poolTokens, predicted.ok ? predicted.lamports : 1n)),
      exit: { kind: 'stake', splitFrom, newStake: candidate.address, seed: candidate.seed, stakeRent: STAKE_ACCOUNT_RENT },
    };
    return {
      predicted,
      candidate,
      votes: list.validators.map((validator) => validator.voteAccount),
      bytes: await compiled(request, tamper),
    };
  }

  /** What the staker holds now: SOL, and the LST in their account. */
  const holdings = () => ({
    sol: services.chain.balances.get(staker) ?? 0n,
    lst: services.chain.tokenAccounts.get(lstAccount)?.amount ?? 0n,
  });

  return {
    services,
    rpc,
    staker,
    keypair,
    mint,
    programId,
    poolAddress,
    lstAccount,
    read,
    send,
    deposit,
    guard,
    instant,
    stake,
    holdings,
    blockhash,
  };
}
