/** One liquid staking token as the LST list service describes it. Every string is untrusted. */
export interface LstEntry {
  mint: string;
  name: string;
  symbol: string;
  logo_uri: string;
  decimals: number;
  token_program: string;
  /** The stake pool's addresses (program, pool, validator_list, vote_account?): string fields only. */
  pool?: Record<string, string | undefined>;
  /** The launchpad's description of the project; absent from the public list. */
  meta?: Record<string, string>;
}

/** Wrapped SOL: the input mint of every stake. */
export const WRAPPED_SOL_MINT = 'So11111111111111111111111111111111111111112';
export const SOL_DECIMALS = 9;

/** Metadata fields as the spec names them. */
export const META = {
  mintAddress: 'Mint address',
  logo: 'Mint logo URL',
  name: 'Mint name',
  symbol: 'Mint symbol',
  oneLiner: 'One-liner',
  categories: 'Categories',
  website: 'Website',
  twitter: 'Twitter',
  telegram: 'TG group link',
  valueProposition: 'Main value proposition',
  bullet1: 'First bullet point',
  bullet2: 'Second bullet point',
  bullet3: 'Third bullet point',
  voteAccount: 'Vote account',
} as const;

export function findLst(list: readonly LstEntry[], mint: string): LstEntry | undefined {
  return list.find((entry) => entry.mint === mint);
}
