// What the card says of a transaction the RPC reports failed (widget/solana/road/failureWords.ts): the errors
// come from the real programs on litesvm (the SPL stake pool program with picoSOL's pool, the System program),
// sent and then read back through our RPC client as an RPC answers (its status, then its logs).
import { PublicKey, SystemProgram, TransactionInstruction, TransactionMessage, VersionedTransaction } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { createRpcClient } from '../../widget/api/rpcClient';
import { resolveConfig } from '../../widget/core/config/config';
import { DEFAULT_AGGREGATOR_PROGRAM } from '../../widget/core/guard/aggregatorPrograms';
import { STAKE_PROGRAM } from '../../widget/core/addresses/nativePrograms';
import { inEnglish } from '../../widget/core/texts/said';
import { depositOutcome } from '../../widget/stake/routes/deposit/depositArithmetic';
import { depositTransaction } from '../../widget/stake/routes/deposit/depositTransaction';
import { decodeStakePool } from '../../widget/core/stakePool/stakePool';
import { failureWords } from '../../widget/solana/road/failureWords';
import { PROGRAMS } from '../../widget/core/guard/programs';
import { withdrawSolInstruction } from '../../widget/core/stakePool/withdrawInstructions';
import type { PlainInstruction } from '../../widget/core/encoding/plainInstruction';
import { withdrawAuthorityOf } from '../../widget/solana/poolAddresses';
import { compiledAt, FIXED_LIMITS } from '../support/fixedBudget';
import { litesvmFetch } from '../support/litesvmRpc';
import { toWeb3Instruction } from '../support/web3DemoInstructions';
import { PICOSOL, PROGRAM_ID, poolWorld, SOL, STAKER, STAKER_PICOSOL, type PoolWorld } from '../support/stakePoolOnLitesvm';

const staker = STAKER.publicKey.toBase58();

/** Sends signed bytes through our RPC client on the world's runtime, and reads back what an RPC says of them. */
async function sentAndRead(world: PoolWorld, bytes: Uint8Array) {
  const transaction = VersionedTransaction.deserialize(bytes);
  transaction.sign([STAKER]);
  const rpc = createRpcClient(resolveConfig({ rpcUrl: 'https://rpc.litesvm.invalid/', fetch: litesvmFetch(world.svm), timeoutMs: 5_000 }));
  const signature = await rpc.sendTransaction(transaction.serialize());
  const status = await rpc.getSignatureStatus(signature);
  const logs = await rpc.getTransactionLogs(signature);
  return { error: status?.err, logs };
}

/** A SOL deposit into picoSOL's pool, its minimum `raise` above what the pool mints (0: exactly that). */
function deposit(world: PoolWorld, raise = 0n) {
  const pool = decodeStakePool(world.read(PICOSOL.pool.address)!.data);
  const outcome = depositOutcome(pool, SOL, { referrerIsStaker: true });
  if (!outcome.ok) throw new Error('the fixture pool takes 1 SOL');
  const { transaction } = depositTransaction({
    staker,
    pool: { ...pool, address: PICOSOL.pool.address },
    programId: PROGRAM_ID,
    referrer: null,
    lamports: SOL,
    minimumPoolTokens: outcome.stakerPart + raise,
  });
  return compiledAt(transaction, world.svm.latestBlockhash(), FIXED_LIMITS.deposit);
}

/** One instruction, signed by the staker, as bytes to send. */
function alone(world: PoolWorld, instruction: PlainInstruction | TransactionInstruction) {
  const web3 = instruction instanceof TransactionInstruction ? instruction : toWeb3Instruction(instruction);
  const message = new TransactionMessage({
    payerKey: STAKER.publicKey,
    recentBlockhash: world.svm.latestBlockhash(),
    instructions: [web3],
  });
  return new VersionedTransaction(message.compileToV0Message()).serialize();
}

const words = ({ message, detail }: ReturnType<typeof failureWords>) => ({ message: inEnglish(message), detail });

describe('a failed transaction in words, from the real programs’ errors', () => {
  it('the pool would mint less than the minimum (ExceededSlippage): below the minimum accepted, only the network fee spent', async () => {
    const { error, logs } = await sentAndRead(poolWorld(), deposit(poolWorld(), 1n));
    expect(error).toEqual({ InstructionError: [expect.any(Number), { Custom: 39 }] });
    expect(words(failureWords(error, logs))).toEqual({
      message:
        'Transaction failed: before it landed, what it would give you fell below the minimum you accepted. It changed nothing but its network fee. You can try again.',
      detail: JSON.stringify(error),
    });
  });

  it('the epoch turned before it landed (StakeListAndPoolOutOfDate): the pool’s update had not landed', async () => {
    const world = poolWorld();
    const bytes = deposit(world);
    world.setEpoch(2n);
    const { error, logs } = await sentAndRead(world, bytes);
    expect(error).toEqual({ InstructionError: [expect.any(Number), { Custom: 17 }] });
    expect(words(failureWords(error, logs))).toEqual({
      message:
        "Transaction failed: the pool's update for the new epoch had not landed yet. It changed nothing but its network fee. Try again in a few minutes.",
      detail: JSON.stringify(error),
    });
  });

  it('the wallet spent its SOL first (the System program’s ResultWithNegativeLamports): the wallet no longer held enough', async () => {
    const world = poolWorld();
    const held = world.balance(staker);
    const transfer = SystemProgram.transfer({
      fromPubkey: STAKER.publicKey,
      toPubkey: new PublicKey(PICOSOL.reserve.address),
      lamports: held,
    });
    const { error, logs } = await sentAndRead(world, alone(world, transfer));
    expect(error).toEqual({ InstructionError: [0, { Custom: 1 }] });
    expect(words(failureWords(error, logs))).toEqual({
      message:
        'Transaction failed: when it landed, your wallet no longer held enough (another transaction may have spent it first). It changed nothing but its network fee.',
      detail: JSON.stringify(error),
    });
  });

  it('an exit burning more picoSOL than the wallet holds: the token program fails inside the pool’s call (InsufficientFunds), the wallet short', async () => {
    const world = poolWorld();
    const pool = { ...decodeStakePool(world.read(PICOSOL.pool.address)!.data), address: PICOSOL.pool.address };
    // The staker's account holds 0.001 picoSOL, well within what the reserve pays out, so the burn is what fails.
    const account = world.read(STAKER_PICOSOL)!;
    const data = Uint8Array.from(account.data);
    new DataView(data.buffer).setBigUint64(64, 1_000_000n, true);
    world.put({ ...account, data });
    const held = world.tokens(STAKER_PICOSOL)!;
    expect(held).toBe(1_000_000n);
    const withdraw = withdrawSolInstruction({
      programId: PROGRAM_ID,
      pool,
      withdrawAuthority: withdrawAuthorityOf(PROGRAM_ID, pool.address),
      staker,
      stakerTokenAccount: STAKER_PICOSOL,
      receiver: staker,
      poolTokens: held + 1n,
      minimumLamports: 1n,
    });
    const { error, logs } = await sentAndRead(world, alone(world, withdraw));
    // The status names the pool's instruction; the logs name the token program, called by it, as the one that failed.
    expect(error).toEqual({ InstructionError: [0, { Custom: 1 }] });
    expect(logs).toContain(`Program ${PROGRAMS.token} invoke [2]`);
    expect(inEnglish(failureWords(error, logs).message)).toMatch(/^Transaction failed: when it landed, your wallet no longer held enough/);
  });

  it('any other error, or none the logs confirm: the spec’s words with the RPC’s own', async () => {
    const world = poolWorld();
    const { error, logs } = await sentAndRead(world, deposit(world, 1n));
    // Without the logs, the same error is not worded: the number alone does not say which program raised it.
    expect(words(failureWords(error, null))).toEqual({ message: `Transaction failed: ${JSON.stringify(error)}`, detail: undefined });
    // The logs name another program as the one that failed first (a program the pool called, with the same number).
    const another = logs!.map((line) => line.replace(`Program ${PROGRAM_ID} failed`, `Program ${STAKE_PROGRAM} failed`));
    expect(inEnglish(failureWords(error, another).message)).toBe(`Transaction failed: ${JSON.stringify(error)}`);
    // Logs that disagree with the status on the number.
    expect(inEnglish(failureWords({ InstructionError: [3, { Custom: 17 }] }, logs).message)).toMatch(/^Transaction failed: \{/);
    // Not a program's own error at all.
    expect(inEnglish(failureWords('InsufficientFundsForFee', logs).message)).toBe('Transaction failed: InsufficientFundsForFee');
  });

  it('Jupiter V6’s SlippageToleranceExceeded (6001, its IDL), logged as the program that failed: below the minimum accepted', () => {
    // No Jupiter program runs here: its logs' shape is the runtime's, as the stake pool's above.
    const logs = [
      `Program ${DEFAULT_AGGREGATOR_PROGRAM} invoke [1]`,
      'Program log: AnchorError occurred. Error Code: SlippageToleranceExceeded. Error Number: 6001. Error Message: Slippage tolerance exceeded.',
      `Program ${DEFAULT_AGGREGATOR_PROGRAM} failed: custom program error: 0x1771`,
    ];
    expect(inEnglish(failureWords({ InstructionError: [2, { Custom: 6001 }] }, logs).message)).toMatch(
      /^Transaction failed: before it landed, what it would give you fell below/,
    );
    // The same number from a venue the route called, which failed first: not worded.
    const venue = [
      logs[0]!,
      'Program Venue1111111111111111111111111111111 invoke [2]',
      'Program Venue1111111111111111111111111111111 failed: custom program error: 0x1771',
      logs[2]!,
    ];
    expect(inEnglish(failureWords({ InstructionError: [2, { Custom: 6001 }] }, venue).message)).toMatch(/^Transaction failed: \{/);
  });
});
