import { isAddress } from '../../widget/core/encoding/isAddress';
import { isWebUrl } from '../../widget/core/lst/safeUrl';
import { utf8 } from '../../widget/core/encoding/instructionData';
import { METADATA_LIMITS } from '../../widget/core/stakePool/tokenMetadataLimits';
import { sayLaunch } from '../../widget/core/texts/launchEnglish';
import { inEnglish } from '../../widget/core/texts/said';
import { fieldProblems } from './fieldProblems';

const TOO_LONG = { name: 'launchNameTooLong', symbol: 'launchSymbolTooLong', uri: 'launchUriTooLong' } as const;

/** The launch's own words when a metadata field is over Metaplex's limit in bytes; null when it fits. */
function overLimit(field: keyof typeof METADATA_LIMITS, value: string): string | null {
  const bytes = utf8(value).length;
  const limit = METADATA_LIMITS[field];
  return bytes > limit ? inEnglish(sayLaunch(TOO_LONG[field], { bytes, limit })) : null;
}

/** The staking pool form, as text fields (the spec's names). */
export interface LaunchForm {
  name: string;
  symbol: string;
  uri: string;
  originTokenAddress: string;
  sellerFeeBasisPoints: string;
  creators: string;
}

export type LaunchField = keyof LaunchForm;

export const emptyLaunchForm: LaunchForm = {
  name: '',
  symbol: '',
  uri: '',
  originTokenAddress: '',
  sellerFeeBasisPoints: '0',
  creators: '',
};

export const LAUNCH_LABELS: Record<LaunchField, string> = {
  name: 'Name',
  symbol: 'Symbol',
  uri: 'Metadata URI',
  originTokenAddress: 'Origin token address',
  sellerFeeBasisPoints: 'Seller fee (basis points)',
  creators: 'Creators (JSON)',
};

function creatorsProblem(value: string): string | null {
  if (!value.trim()) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return 'Creators must be valid JSON';
  }
  if (!Array.isArray(parsed) || parsed.length === 0) return 'Creators must be a list like [{"address": "…", "share": 100}]';
  let total = 0;
  for (const creator of parsed as { address?: unknown; share?: unknown }[]) {
    if (typeof creator?.address !== 'string' || !isAddress(creator.address)) return 'Each creator needs a valid Solana address';
    if (typeof creator.share !== 'number' || !Number.isInteger(creator.share) || creator.share < 0 || creator.share > 100) {
      return 'Each creator needs a whole-number share from 0 to 100';
    }
    total += creator.share;
  }
  return total === 100 ? null : `Creator shares must add up to 100 (they add up to ${total})`;
}

/** One field's problem, or null. Checked on every change and again on submit. */
export function validateLaunchField(field: LaunchField, value: string): string | null {
  const trimmed = value.trim();
  switch (field) {
    case 'sellerFeeBasisPoints': {
      if (!/^-?\d+$/.test(trimmed)) return 'Please enter a valid number';
      const points = Number(trimmed);
      return points < 0 || points > 10_000 ? 'Value must be between 0 and 10000' : null;
    }
    case 'creators':
      return creatorsProblem(value);
    default:
      if (!trimmed) return `${LAUNCH_LABELS[field]} is required`;
      if (field === 'originTokenAddress') return isAddress(trimmed) ? null : 'Enter a valid Solana address';
      if (field === 'uri' && !isWebUrl(trimmed)) return 'Enter an http(s) URL';
      // The token's metadata on Solana holds at most so many bytes: said with the other problems, in one pass.
      return overLimit(field, trimmed);
  }
}

export const validateLaunchForm = (form: LaunchForm): Partial<Record<LaunchField, string>> => fieldProblems(form, validateLaunchField);
