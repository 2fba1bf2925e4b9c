import { MAX_TRANSACTION_BYTES } from '../core/amount/stakeLimits';
import type { PlainInstruction } from '../core/encoding/plainInstruction';
import { cleanupRemovedValidatorEntriesInstruction } from '../core/stakePool/poolManageInstructions';
import type { StakePool } from '../core/stakePool/stakePool';
import {
  updateStakePoolBalanceInstruction,
  updateValidatorListBalanceInstruction,
  type ValidatorStakePair,
} from '../core/stakePool/updateInstructions';
import type { ValidatorList } from '../core/stakePool/validatorList';
import { withdrawAuthorityOf } from './poolAddresses';
import { ownTransactionSize } from './road/ownTransaction';
import { transientStakeAddressOf, validatorStakeAddressOf } from './stakePoolStakeAddresses';

/**
 * The permissionless update of a pool (see core/stakePool/poolUpdate), for every validator of its list,
 * with each validator's stake and transient stake addresses derived: what goes in front of a deposit
 * or an exit when the pool was not updated this epoch. The road measures the units it adds (on
 * litesvm: 18,682 alone; a deposit behind it 32,778, 35,902 when the epoch fee on rewards is minted:
 * tests/unit/exitOnLitesvm.test.ts; the card's whole deposit transaction, its account creation
 * included, 41,615, and 54,446 with a validator's rewards: tests/unit/staleDepositJourney.test.ts).
 */
export function updateInstructions(programId: string, pool: StakePool & { address: string }, list: ValidatorList): PlainInstruction[] {
  const accounts = updateAccounts(programId, pool);
  return [
    updateValidatorListBalanceInstruction(accounts, validatorStakePairs(programId, pool.address, list)),
    poolTotalsInstruction(accounts, pool),
  ];
}

/** The accounts both halves of the update name. */
const updateAccounts = (programId: string, pool: StakePool & { address: string }) => ({
  programId,
  pool: pool.address,
  withdrawAuthority: withdrawAuthorityOf(programId, pool.address),
  validatorList: pool.validatorList,
  reserve: pool.reserveStake,
});

/** `UpdateStakePoolBalance`: the pool's totals from its list and reserve, the epoch fee minted to its fee account. */
const poolTotalsInstruction = (accounts: ReturnType<typeof updateAccounts>, pool: StakePool) =>
  updateStakePoolBalanceInstruction({
    ...accounts,
    managerFeeAccount: pool.managerFeeAccount,
    poolMint: pool.poolMint,
    tokenProgram: pool.tokenProgramId,
  });

/** Each validator's stake and transient stake account, in list order: what the update names, and what to read to predict it. */
export const validatorStakePairs = (programId: string, pool: string, list: ValidatorList): ValidatorStakePair[] =>
  list.validators.map((entry) => ({
    validatorStake: validatorStakeAddressOf(programId, entry.voteAccount, pool, entry.validatorSeedSuffix),
    transientStake: transientStakeAddressOf(programId, entry.voteAccount, pool, entry.transientSeedSuffix),
  }));

/**
 * Compute units an update asks for over what it measured, for each validator it names and for the
 * pool's totals: lamports anyone sends to a validator's stake after the measure send the program down a
 * longer path (a Stake program call on that stake: 9,707 more for one on litesvm; five in one part pass
 * with 8,000 each and fail with 4,000), and the totals then mint an epoch fee the measure did not (3,045
 * more): a transaction out of units fails on chain, its fee lost (tests/unit/leftAloneProbe.test.ts).
 */
export const UPDATE_UNITS_PER_VALIDATOR = 12_000;
export const UPDATE_UNITS_TOTALS = 6_000;

/** The room the whole update asks for in front of a deposit or an exit: its validators and the totals. */
export const updateUnitsRoom = (list: Pick<ValidatorList, 'validators'>): number =>
  list.validators.length * UPDATE_UNITS_PER_VALIDATOR + UPDATE_UNITS_TOTALS;

/** The most validators one `UpdateValidatorListBalance` names: the program's own tool's count, well within a transaction's compute (each may merge or split stakes). */
export const UPDATE_VALIDATORS_PER_TRANSACTION = 5;

/** One transaction of a pool's whole update: a part of the list (`from` to `to`, in list order), or the pool's totals (the list's last part in front when it fits). */
export type UpdateTransaction =
  { kind: 'validators'; from: number; to: number; instructions: PlainInstruction[] } | { kind: 'pool'; instructions: PlainInstruction[] };

/**
 * A pool's whole update as transactions that each fit a packet (`ownTransactionSize`, `payer` paying):
 * `UpdateValidatorListBalance` for each part of the list that still has a validator not updated in
 * `epoch` (a part whose validators all are is skipped: a run after one that stopped halfway continues),
 * then, when the pool itself is not (`stale`), `UpdateStakePoolBalance` and
 * `CleanupRemovedValidatorEntries` (which drops the validators the update found gone). The list's only
 * part goes in front of the pool's totals when both fit in one.
 */
export function updateTransactions(
  programId: string,
  pool: StakePool & { address: string },
  list: ValidatorList,
  epoch: bigint,
  payer: string,
  perTransaction = UPDATE_VALIDATORS_PER_TRANSACTION,
): UpdateTransaction[] {
  const accounts = updateAccounts(programId, pool);
  const pairs = validatorStakePairs(programId, pool.address, list);
  const transactions: UpdateTransaction[] = [];
  for (let from = 0; from < pairs.length; from += perTransaction) {
    const to = Math.min(from + perTransaction, pairs.length);
    if (list.validators.slice(from, to).every((entry) => entry.lastUpdateEpoch >= epoch)) continue;
    transactions.push({
      kind: 'validators',
      from,
      to,
      instructions: [updateValidatorListBalanceInstruction(accounts, pairs.slice(from, to), from)],
    });
  }
  if (pool.lastUpdateEpoch >= epoch) return transactions;
  const totals = [
    poolTotalsInstruction(accounts, pool),
    cleanupRemovedValidatorEntriesInstruction({ programId, pool: pool.address, validatorList: pool.validatorList }),
  ];
  // Only for a list that is one part whole, so a run that continues halfway plans what the first planned.
  const last = pairs.length <= perTransaction && transactions.length === 1 ? transactions[0]! : null;
  if (last && ownTransactionSize({ payer, instructions: [...last.instructions, ...totals] }) <= MAX_TRANSACTION_BYTES) {
    return [{ kind: 'pool', instructions: [...last.instructions, ...totals] }];
  }
  return [...transactions, { kind: 'pool', instructions: totals }];
}
