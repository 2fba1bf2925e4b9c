import { isAddress } from '../../widget/core/encoding/isAddress';
import type { Fee } from '../../widget/core/stakePool/stakePool';
import type { LaunchTerms } from '../../widget/launch/launchTerms';
import { DEFAULT_FEE_CAPS } from '../../widget/core/guard/feeCaps';
import { MAX_VALIDATORS_LIMIT } from '../../widget/launch/launchTerms';
import { fieldProblems } from './fieldProblems';

/** The most each fee may be, in basis points: beyond it, stakers' cards refuse the pool (the guard's caps). */
const FEE_CAPS: Record<'epochFee' | 'depositFee' | 'withdrawalFee', number> = {
  epochFee: DEFAULT_FEE_CAPS.maxEpochFeeBps,
  depositFee: DEFAULT_FEE_CAPS.maxFeeBps,
  withdrawalFee: DEFAULT_FEE_CAPS.maxFeeBps,
};
import type { LaunchForm } from './launchForm';

/**
 * The pool's terms beside the spec's form, as text fields: only "Create on Solana" reads them. Fees are
 * percents with at most two decimals (basis points on chain).
 */
export interface PoolTermsForm {
  epochFee: string;
  depositFee: string;
  withdrawalFee: string;
  referralShare: string;
  vote: string;
  maxValidators: string;
}

export type PoolTermsField = keyof PoolTermsForm;

export const defaultPoolTerms: PoolTermsForm = {
  epochFee: '5',
  depositFee: '0',
  withdrawalFee: '0.1',
  referralShare: '0',
  vote: '',
  maxValidators: '10',
};

export const POOL_TERMS_LABELS: Record<PoolTermsField, string> = {
  epochFee: 'Epoch fee (%)',
  depositFee: 'Deposit fee (%)',
  withdrawalFee: 'Withdrawal fee (%)',
  referralShare: 'Referral share (%)',
  vote: 'Validator vote account',
  maxValidators: 'Largest number of validators',
};

/** One line each on what the term means to stakers. */
export const POOL_TERMS_HINTS: Record<PoolTermsField, string> = {
  epochFee: "Your project's share of the pool's staking rewards each epoch: its funding, without a token sale. At most 20 %.",
  depositFee: 'Taken from each deposit, in pool tokens, for SOL and stake alike. At most 1 %.',
  withdrawalFee: 'Taken from each withdrawal, in pool tokens. At most 1 %.',
  referralShare: 'The part of the deposit fee paid to whoever referred the staker.',
  vote: 'The vote account of the validator the pool stakes with.',
  maxValidators: "The most validators the pool can ever hold; the validator list's rent grows with it.",
};

/** A percent with at most two decimals, as a fee in basis points; null when it is not one. */
export function percentFee(text: string): Fee | null {
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const basisPoints = BigInt(match[1]!) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
  return basisPoints > 10_000n ? null : { numerator: basisPoints, denominator: 10_000n };
}

/**
 * One term's problem in the page's words, or null: its format and its limits (the fee caps stakers'
 * cards hold a pool to, the referral share's 100 %, the list's 1,000 validators), so every problem
 * shows in one pass. The launch checks the same again before anything is signed.
 */
export function poolTermsProblem(field: PoolTermsField, value: string): string | null {
  const trimmed = value.trim();
  switch (field) {
    case 'epochFee':
    case 'depositFee':
    case 'withdrawalFee': {
      const fee = percentFee(trimmed);
      if (!fee) return 'Enter a percent from 0 to 100, with at most two decimals';
      const cap = FEE_CAPS[field];
      return fee.numerator > BigInt(cap) ? `At most ${cap / 100} %: stakers' cards refuse a pool that takes more.` : null;
    }
    case 'referralShare':
      if (!/^\d{1,4}$/.test(trimmed)) return 'Please enter a valid number';
      return Number(trimmed) > 100 ? 'A share from 0 to 100 %.' : null;
    case 'maxValidators': {
      if (!/^\d{1,4}$/.test(trimmed)) return 'Please enter a valid number';
      const most = Number(trimmed);
      return most < 1 || most > MAX_VALIDATORS_LIMIT ? `A whole number from 1 to ${MAX_VALIDATORS_LIMIT.toLocaleString('en')}.` : null;
    }
    case 'vote':
      if (!trimmed) return `${POOL_TERMS_LABELS.vote} is required`;
      return isAddress(trimmed) ? null : 'Enter a valid Solana address';
  }
}

export const validatePoolTerms = (terms: PoolTermsForm): Partial<Record<PoolTermsField, string>> => fieldProblems(terms, poolTermsProblem);

/** The launch's terms from the spec's form (its name, symbol and uri) and the pool's terms, both already valid. */
export function launchTermsOf(form: LaunchForm, terms: PoolTermsForm): LaunchTerms {
  const fee = (text: string) => percentFee(text) ?? { numerator: 0n, denominator: 0n };
  return {
    name: form.name.trim(),
    symbol: form.symbol.trim(),
    uri: form.uri.trim(),
    epochFee: fee(terms.epochFee),
    depositFee: fee(terms.depositFee),
    withdrawalFee: fee(terms.withdrawalFee),
    referralPercent: Number(terms.referralShare.trim()),
    vote: terms.vote.trim(),
    maxValidators: Number(terms.maxValidators.trim()),
  };
}
