import type { FutureFee, Fee, StakePool } from './stakePool';
import { applyFee } from './applyFee';
import type { ValidatorList } from './validatorList';
import { decodeStakeAccount } from './stakeAccount';
import { validatorLamportsAtUpdate } from './validatorLamportsAtUpdate';

/**
 * A pool not yet updated in this epoch refuses deposits and exits (the program's error 17) until
 * someone runs its permissionless update (UpdateValidatorListBalance, then UpdateStakePoolBalance).
 * For a pool of one validator the pair is small enough (581 bytes and about 20,000 compute units
 * alone, measured on litesvm; 633 bytes and 18,682 units with our compute budget instructions, 697 bytes with an instant exit behind it, 876 with a stake-account exit, 727 with a deposit: tests/unit/exitOnLitesvm.test.ts) to go in front of a deposit or an exit in the same transaction; with
 * more validators the list update grows by two accounts each, and the card falls back as before.
 */
export const needsUpdate = (pool: Pick<StakePool, 'lastUpdateEpoch'>, epoch: bigint): boolean => pool.lastUpdateEpoch < epoch;

/** The most validators whose update we put in front of a deposit or exit: 1, as the issue measured for most pools (each more adds two accounts). */
export const MAX_VALIDATORS_UPDATED_IN_PLACE = 1;

export const updateFitsInPlace = (list: ValidatorList): boolean => list.validators.length <= MAX_VALIDATORS_UPDATED_IN_PLACE;

/** What the update reads: the reserve, each validator's stake and transient lamports (in list order), and the mint's supply. */
export interface UpdateReading {
  reserveLamports: bigint;
  reserveRentExemptReserve: bigint;
  /** Per validator: its stake account's lamports plus its transient stake account's (0 when none). */
  validatorLamports: readonly bigint[];
  mintSupply: bigint;
}

/** An account as read, for the update's reading: its lamports and bytes (null when it does not exist). */
interface ReadAccount {
  lamports: bigint;
  owner: string;
  data: Uint8Array;
}

/** Where a mint's supply is: after its optional mint authority (a u32 tag and 32 bytes). */
const MINT_SUPPLY_OFFSET = 36;

/**
 * The update's reading from the accounts as read (one `getMultipleAccounts`): the reserve, each
 * validator's stake and transient stake account in list order (a transient one usually does not exist),
 * and the pool's mint; each validator counted as the program will (`validatorLamportsAtUpdate`, from
 * the `list` and the `epoch` the update runs in).
 */
export function updateReadingOf(
  reserve: ReadAccount,
  validators: readonly (readonly [ReadAccount | null, ReadAccount | null])[],
  mint: ReadAccount,
  { list, epoch }: { list: Pick<ValidatorList, 'validators'>; epoch: bigint },
): UpdateReading {
  const meta = decodeStakeAccount(reserve.data).meta;
  if (!meta) throw new Error('The pool’s reserve is not an initialized stake account.');
  if (mint.data.length < MINT_SUPPLY_OFFSET + 8) throw new Error(`The pool's mint is too short: ${mint.data.length} bytes.`);
  return {
    reserveLamports: reserve.lamports,
    reserveRentExemptReserve: meta.rentExemptReserve,
    validatorLamports: validatorLamportsAtUpdate(list.validators, validators, epoch),
    mintSupply: new DataView(mint.data.buffer, mint.data.byteOffset, mint.data.byteLength).getBigUint64(MINT_SUPPLY_OFFSET, true),
  };
}

/** A scheduled fee one epoch on: one epoch away takes effect, two epochs away becomes one. */
function rolled(now: Fee, next: FutureFee | null): [Fee, FutureFee | null] {
  if (next === null) return [now, null];
  return next.epochsAway === 1 ? [next.fee, null] : [now, { epochsAway: 1, fee: next.fee }];
}

/**
 * The pool as UpdateStakePoolBalance leaves it in `epoch`: its total is the reserve above its rent
 * plus every validator's lamports; on any gain the manager is minted the epoch fee's worth of pool
 * tokens (the program's `calc_epoch_fee_amount`, with the fee in force before the update); scheduled
 * fees move on; last epoch's figures are the ones before. The exit that follows is priced on this.
 */
export function poolAfterUpdate(pool: StakePool, reading: UpdateReading, epoch: bigint): StakePool {
  const total = reading.validatorLamports.reduce(
    (sum, lamports) => sum + lamports,
    reading.reserveLamports - reading.reserveRentExemptReserve,
  );
  const reward = total > pool.totalLamports ? total - pool.totalLamports : 0n;
  let feeTokens = 0n;
  if (reward > 0n) {
    const grown = pool.totalLamports + reward;
    const feeLamports = applyFee(pool.epochFee, reward);
    feeTokens =
      grown === feeLamports || pool.poolTokenSupply === 0n ? reward : (pool.poolTokenSupply * feeLamports) / (grown - feeLamports);
  }
  const updated: StakePool = { ...pool, totalLamports: total, poolTokenSupply: reading.mintSupply + feeTokens };
  if (pool.lastUpdateEpoch < epoch) {
    [updated.epochFee, updated.nextEpochFee] = rolled(pool.epochFee, pool.nextEpochFee);
    [updated.stakeWithdrawalFee, updated.nextStakeWithdrawalFee] = rolled(pool.stakeWithdrawalFee, pool.nextStakeWithdrawalFee);
    [updated.solWithdrawalFee, updated.nextSolWithdrawalFee] = rolled(pool.solWithdrawalFee, pool.nextSolWithdrawalFee);
    updated.lastUpdateEpoch = epoch;
    updated.lastEpochTotalLamports = pool.totalLamports;
    updated.lastEpochPoolTokenSupply = pool.poolTokenSupply;
  }
  return updated;
}
