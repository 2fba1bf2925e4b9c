import { parseAmount } from '../../widget/core/amount/amount';
import { rentExemptMinimum } from '../../widget/core/amount/clusterRent';
import { SOL_DECIMALS } from '../../widget/core/lst/lst';
import { STAKE_ACCOUNT_SIZE } from '../../widget/core/stakePool/stakeAccount';
import type { ManagedPool, ManagedValidator } from '../../widget/manage/types';
import { sol } from './launchWords';

/**
 * "Stake the reserve", as the form works it out before the plan: the program moves the stake and a
 * stake account's rent (the transient account's) from the reserve, and gives the rent back at the
 * next update. The plan, read from the chain, has the last word; these only fill and check the form.
 */
const STAKE_RENT = rentExemptMinimum(STAKE_ACCOUNT_SIZE);

/** The most the reserve can stake now: its free SOL less the transient account's rent. */
export function stakeReserveMost(pool: Pick<ManagedPool, 'reserveSpendableLamports'>): bigint {
  const most = pool.reserveSpendableLamports - STAKE_RENT;
  return most > 0n ? most : 0n;
}

/** The least a stake may be: the minimum delegation (what adding a validator moves, less its account's rent). */
export const stakeReserveLeast = (pool: Pick<ManagedPool, 'validatorStakeLamports'>): bigint => pool.validatorStakeLamports - STAKE_RENT;

/** The validators a stake may go to now: staking, and with no stake already on its way this epoch. */
export const stakeableValidators = (pool: Pick<ManagedPool, 'validators'>): ManagedValidator[] =>
  pool.validators.filter((validator) => validator.status === 'active' && validator.transientLamports === 0n);

/** The amount's problem in a team's words, or its lamports. */
export function stakeAmountOf(text: string, pool: ManagedPool): { lamports: bigint } | { problem: string } {
  const parsed = parseAmount(text, SOL_DECIMALS);
  if (!parsed.ok) return { problem: 'Enter an amount of SOL, such as 1.5.' };
  const most = stakeReserveMost(pool);
  if (parsed.baseUnits > most) return { problem: `At most ${sol(most)}: the reserve keeps its rent and pays the stake account's.` };
  const least = stakeReserveLeast(pool);
  if (parsed.baseUnits < least) return { problem: `At least ${sol(least)}, the Stake program's minimum delegation.` };
  return { lamports: parsed.baseUnits };
}

/** A validator's stake on its way, as its line says it: activating now, in its stake from the next update. */
export const activatingWords = (validator: Pick<ManagedValidator, 'status' | 'transientLamports'>): string | null =>
  validator.transientLamports === 0n
    ? null
    : validator.status === 'active'
      ? `${sol(validator.transientLamports)} activating (with its account's rent): it joins the stake at the next epoch's update`
      : `${sol(validator.transientLamports)} on the move`;
