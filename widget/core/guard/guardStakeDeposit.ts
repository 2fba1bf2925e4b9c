import { STAKE_PROGRAM } from '../addresses/nativePrograms';
import { decodeStakeAccount } from '../stakePool/stakeAccount';
import type { ListedToken } from './checkMint';
import type { StakeAccounts } from './checkTransaction';
import { guardTransaction, type GuardVerdict, type Inspection } from './guardTransaction';
import { guardText } from './refusals';
import type { SetAside } from './stakerPosition';
import type { RawAccount } from './tokenLayouts';

export interface StakeDepositExpectation {
  /** The staker's accounts, with the one stake account handed to the pool and the pool's stake deposit authority. */
  accounts: StakeAccounts & { handsOver: { stake: string; to: string } };
  token: ListedToken;
  /** The least LST the staker must receive: the preview's figure, which the program enforces too. */
  minimumOut: bigint;
  /** The pool's program. */
  programId: string;
  /** The pool account, which records its manager (who may be the staker). */
  setAside?: SetAside;
  walletPrograms?: readonly string[];
}

/**
 * Whether the account is a stake account whose withdrawer is `user`: theirs to hand over (the withdrawer's
 * signature authorizes the staker role too, whoever holds it).
 */
function stakersStakeAccount(account: RawAccount | null | undefined, user: string): boolean {
  if (!account || account.owner !== STAKE_PROGRAM) return false;
  try {
    const { meta } = decodeStakeAccount(account.data);
    return meta !== null && meta.withdrawer === user;
  } catch {
    return false;
  }
}

/**
 * The guard on a stake account deposit (bring your stake): the same model as every stake, on the one
 * position (`stakerPosition`). The stake account handed over must be the staker's before; its only
 * allowed change is to be gone, merged into the pool; the Stake program may only `Authorize` it to the
 * pool's deposit authority (`stakeRule`); the staker's LST rises by at least the preview; their SOL
 * falls by no more than the exact fee (a stake deposit spends no SOL of the wallet's; an associated
 * account it opens keeps its rent theirs); nothing else of theirs changes; every program is known.
 */
export function guardStakeDeposit(inspection: Inspection, expected: StakeDepositExpectation): GuardVerdict {
  const { stake } = expected.accounts.handsOver;
  if (!stakersStakeAccount(inspection.reading.before.get(stake), expected.accounts.user)) {
    return { refusal: guardText.stakeAccountNotYours(stake), about: 'transaction' };
  }
  return guardTransaction(inspection, {
    accounts: expected.accounts,
    token: expected.token,
    lamports: 0n,
    minimumOut: expected.minimumOut,
    aggregatorProgramIds: [expected.programId],
    walletPrograms: expected.walletPrograms,
    setAside: expected.setAside,
  });
}
