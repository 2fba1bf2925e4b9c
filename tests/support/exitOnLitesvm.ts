import type { StakePool as LibraryStakePool } from '@solana/spl-stake-pool';
import { createRpcClient } from '../../widget/api/rpcClient';
import { resolveConfig } from '../../widget/core/config/config';
import { depositSolInstruction } from '../../widget/core/stakePool/depositSolInstruction';
import { decodeStakeAccount, STAKE_ACCOUNT_SIZE } from '../../widget/core/stakePool/stakeAccount';
import { decodeStakePool } from '../../widget/core/stakePool/stakePool';
import { decodeValidatorList } from '../../widget/core/stakePool/validatorList';
import type { StakeReading } from '../../widget/core/stakePool/exitArithmetic';
import { compileTransaction } from '../../widget/solana/compileTransaction';
import { withdrawAuthorityOf } from '../../widget/solana/poolAddresses';
import { validatorStakePairs } from '../../widget/solana/poolUpdateInstructions';
import { poolAfterUpdate, updateReadingOf } from '../../widget/core/stakePool/poolUpdate';
import { litesvmFetch } from './litesvmRpc';
import { rewrittenPool } from './splStakePoolLibrary';
import { dumpedAccount, PICOSOL, poolWorld, PROGRAM_ID, SOL, STAKER, STAKER_PICOSOL, type PoolWorld } from './stakePoolOnLitesvm';

/**
 * picoSOL's pool on litesvm with what an exit needs besides the deposit's accounts: its one validator
 * stake account and that validator's vote account. Before any exit the staker deposits `deposit` SOL
 * with DepositSol, so that the reserve can pay and the staker holds picoSOL to unstake.
 */
export const VALIDATOR_STAKE = dumpedAccount('picosol-validator-stake');
export const VOTE = dumpedAccount('picosol-vote-account');
export const staker = STAKER.publicKey.toBase58();
export const POOL = PICOSOL.pool.address;
export const MINT = PICOSOL.mint.address;
export const STAKE_RENT = 2_282_880n;
export { SOL, STAKER_PICOSOL, PROGRAM_ID };

export interface ExitWorld extends PoolWorld {
  pool(): ReturnType<typeof decodeStakePool> & { address: string };
  list(): ReturnType<typeof decodeValidatorList>;
  /** A stake account's lamports and rent reserve as read now. */
  stakeReading(address: string): StakeReading;
  /** Rewrites the pool's bytes with the library's encoder (not ours). */
  changePool(change: (pool: LibraryStakePool) => void): void;
  /** The pool as its update in `epoch` will leave it, by our arithmetic from the accounts the update reads. */
  poolAsUpdated(epoch: bigint): ReturnType<typeof decodeStakePool> & { address: string };
  /** Sends `bytes` (built on the latest blockhash), returning the units used and the transaction's size. */
  sendMeasured(bytes: Uint8Array): ReturnType<PoolWorld['send']> & { size: number };
  rpc: ReturnType<typeof createRpcClient>;
}

/**
 * `validatorAtFloor`: the validator list records the validator's stake at its floor (rent and the
 * 1 SOL minimum delegation), as in a pool just launched from our launch page, whose deposits all sit
 * in the reserve: the program then pays stake exits from the reserve.
 */
export function exitWorld({ deposit = 100n * SOL, validatorAtFloor = false } = {}): ExitWorld {
  const world = poolWorld();
  world.put(VALIDATOR_STAKE);
  world.put(VOTE);
  if (validatorAtFloor) {
    const list = world.read(PICOSOL.validatorList.address)!;
    const data = Uint8Array.from(list.data);
    new DataView(data.buffer).setBigUint64(9, STAKE_RENT + SOL, true); // the first entry's active stake lamports
    world.put({ ...list, data });
  }
  const pool = () => ({ ...decodeStakePool(world.read(POOL)!.data), address: POOL });
  const extended: ExitWorld = {
    ...world,
    pool,
    list: () => decodeValidatorList(world.read(pool().validatorList)!.data),
    stakeReading(address) {
      const account = world.read(address)!;
      return { address, lamports: account.lamports, rentExemptReserve: decodeStakeAccount(account.data).meta!.rentExemptReserve };
    },
    poolAsUpdated(epoch) {
      const now = pool();
      const list = decodeValidatorList(world.read(now.validatorList)!.data);
      const pairs = validatorStakePairs(PROGRAM_ID, POOL, list);
      const reading = updateReadingOf(
        world.read(now.reserveStake)!,
        pairs.map(({ validatorStake, transientStake }) => [world.read(validatorStake), world.read(transientStake)] as const),
        world.read(now.poolMint)!,
        { list, epoch },
      );
      return { ...poolAfterUpdate(now, reading, epoch), address: POOL };
    },
    changePool(change) {
      const account = world.read(POOL)!;
      world.put({ ...account, data: rewrittenPool(account.data, change) });
    },
    sendMeasured(bytes) {
      const result = world.send(bytes);
      // A new blockhash for the next transaction: the runtime refuses one identical to a landed one.
      world.svm.expireBlockhash();
      return { ...result, size: bytes.length };
    },
    rpc: createRpcClient(resolveConfig({ rpcUrl: 'https://rpc.litesvm.invalid/', fetch: litesvmFetch(world.svm), timeoutMs: 5_000 })),
  };
  if (deposit > 0n) {
    const bytes = compileTransaction({
      payer: staker,
      recentBlockhash: world.svm.latestBlockhash(),
      computeUnitLimit: 100_000,
      computeUnitPriceMicroLamports: 0,
      instructions: [
        depositSolInstruction({
          programId: PROGRAM_ID,
          pool: pool(),
          withdrawAuthority: withdrawAuthorityOf(PROGRAM_ID, POOL),
          staker,
          stakerTokenAccount: STAKER_PICOSOL,
          referrerTokenAccount: STAKER_PICOSOL,
          lamports: deposit,
          minimumPoolTokens: 1n,
        }),
      ],
    });
    const result = world.send(bytes);
    if (!result.ok) throw new Error(`the deposit before the exits failed: ${result.error}`);
  }
  return extended;
}

export { STAKE_ACCOUNT_SIZE };
