import type { PlainInstruction } from '../core/encoding/plainInstruction';
import type { StakePool } from '../core/stakePool/stakePool';
import {
  updateStakePoolBalanceInstruction,
  updateValidatorListBalanceInstruction,
  type ValidatorStakePair,
} from '../core/stakePool/updateInstructions';
import type { ValidatorList } from '../core/stakePool/validatorList';
import { withdrawAuthorityOf } from './poolAddresses';
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
  const accounts = {
    programId,
    pool: pool.address,
    withdrawAuthority: withdrawAuthorityOf(programId, pool.address),
    validatorList: pool.validatorList,
    reserve: pool.reserveStake,
  };
  const pairs = validatorStakePairs(programId, pool.address, list);
  return [
    updateValidatorListBalanceInstruction(accounts, pairs),
    updateStakePoolBalanceInstruction({
      ...accounts,
      managerFeeAccount: pool.managerFeeAccount,
      poolMint: pool.poolMint,
      tokenProgram: pool.tokenProgramId,
    }),
  ];
}

/** Each validator's stake and transient stake account, in list order: what the update names, and what to read to predict it. */
export const validatorStakePairs = (programId: string, pool: string, list: ValidatorList): ValidatorStakePair[] =>
  list.validators.map((entry) => ({
    validatorStake: validatorStakeAddressOf(programId, entry.voteAccount, pool, entry.validatorSeedSuffix),
    transientStake: transientStakeAddressOf(programId, entry.voteAccount, pool, entry.transientSeedSuffix),
  }));
