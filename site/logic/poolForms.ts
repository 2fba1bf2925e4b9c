import { DEFAULT_FEE_CAPS } from '../../widget/core/guard/feeCaps';
import type { Fee } from '../../widget/core/stakePool/stakePool';
import type { ManagedFeeKind } from '../../widget/manage/types';
import { percentFee, poolTermsProblem, type PoolTermsField } from './poolTermsForm';

/** The launch form's term whose caps and format a fee of this kind shares (the caps stakers' cards hold a pool to). */
const LIKE_TERM: Record<ManagedFeeKind, PoolTermsField> = {
  epoch: 'epochFee',
  solDeposit: 'depositFee',
  stakeDeposit: 'depositFee',
  solWithdrawal: 'withdrawalFee',
  stakeWithdrawal: 'withdrawalFee',
};

/** The cap of a kind, as the field's hint says it: "At most 20 %." (the guard's caps, which stakers' cards hold a pool to). */
export const feeCapWords = (kind: ManagedFeeKind): string =>
  `At most ${(kind === 'epoch' ? DEFAULT_FEE_CAPS.maxEpochFeeBps : DEFAULT_FEE_CAPS.maxFeeBps) / 100} %.`;

/** A new fee's problem in the launch form's words (a percent with two decimals, within the cards' caps), or null. */
export const feeChangeProblem = (kind: ManagedFeeKind, text: string): string | null => poolTermsProblem(LIKE_TERM[kind], text);

/** The fee a valid percent asks for, in basis points. */
export const feeOf = (text: string): Fee | null => percentFee(text);

/**
 * When a change of this kind takes effect, before it is planned (the plan then says the epoch): the
 * program applies an epoch or withdrawal fee at the second epoch boundary after the change, so stakers
 * see it coming on their cards; a deposit fee at once.
 */
export function feeChangeTiming(kind: ManagedFeeKind, epoch: bigint): string {
  if (kind === 'solDeposit' || kind === 'stakeDeposit') return 'A deposit fee changes at once.';
  return `Takes effect from epoch ${epoch + 2n}, two epoch boundaries after the change: stakers see it coming on their cards.`;
}

/** A vote account's problem, in the launch form's words, or null. */
export const voteProblem = (text: string): string | null => poolTermsProblem('vote', text);
