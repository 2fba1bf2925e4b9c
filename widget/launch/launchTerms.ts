import { isAddress } from '../core/encoding/isAddress';
import type { Fee } from '../core/stakePool/stakePool';
import { metadataOverLimit, type MetadataField } from '../core/stakePool/tokenMetadataLimits';
import { sayLaunch, type LaunchKey } from '../core/texts/launchEnglish';
import type { Said } from '../core/texts/said';
import { launchFeeRefusal } from './launchFeeCaps';

/** What a project team chooses for its pool: the token's metadata, the pool's fees, its validator. */
export interface LaunchTerms {
  /** The token's on-chain metadata (Metaplex): at most 32, 10 and 200 UTF-8 bytes. */
  name: string;
  symbol: string;
  uri: string;
  /** The project's share of the rewards, each epoch. */
  epochFee: Fee;
  /** Taken from each deposit and each withdrawal, in pool tokens, for SOL and stake alike. */
  depositFee: Fee;
  withdrawalFee: Fee;
  /** Percent of the deposit fee paid to a staker's referrer (0-100). */
  referralPercent: number;
  /** The vote account of the validator the pool stakes with. */
  vote: string;
  /** The largest number of validators the pool can ever hold: the validator list's size (and rent) grows with it. */
  maxValidators: number;
}

export const DEFAULT_MAX_VALIDATORS = 10;
/** A list of 1,000 validators is 73,009 bytes: about 0.51 SOL of rent. A project wanting more can ask. */
export const MAX_VALIDATORS_LIMIT = 1_000;

const TOO_LONG: Record<MetadataField, LaunchKey> = {
  name: 'launchNameTooLong',
  symbol: 'launchSymbolTooLong',
  uri: 'launchUriTooLong',
};

/** Why these terms cannot become a pool, in the team's words; null when they can. Nothing here reads the chain. */
export function launchTermsRefusal(terms: LaunchTerms): Said | null {
  const long = metadataOverLimit(terms);
  if (long) return sayLaunch(TOO_LONG[long.field], { bytes: long.bytes, limit: long.limit });
  const fees = launchFeeRefusal(terms, terms.symbol);
  if (fees) return fees;
  if (!Number.isInteger(terms.referralPercent) || terms.referralPercent < 0 || terms.referralPercent > 100) {
    return sayLaunch('launchReferralInvalid');
  }
  if (!isAddress(terms.vote)) return sayLaunch('launchVoteInvalid');
  if (!Number.isInteger(terms.maxValidators) || terms.maxValidators < 1 || terms.maxValidators > MAX_VALIDATORS_LIMIT) {
    return sayLaunch('launchMaxValidatorsInvalid', { max: MAX_VALIDATORS_LIMIT });
  }
  return null;
}
